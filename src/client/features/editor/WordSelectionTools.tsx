import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Finding } from '../../../core/patent';
import { createAnalysisRunner } from './analysis-runner';
import { useSession } from './session';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** Claims start "1." — a selection that does is checked as claims, else as description. */
const looksLikeClaims = (text: string) => /^\s*\d{1,3}\s*[.)]\s/.test(text);

/** The selection in Word: take it as the disclosure, or check it on its own. */
export function WordSelectionTools() {
  const styles = useStyles();
  const { word, document } = useSession();
  const [note, setNote] = useState<string | null>(null);
  const [findings, setFindings] = useState<Finding[] | null>(null);
  if (!word) return null;

  const selection = async (): Promise<string | null> => {
    const text = (await word.readSelection()).trim();
    if (!text) setNote('Select some text in the document first.');
    return text || null;
  };
  const useAsDisclosure = async () => {
    const text = await selection();
    if (!text) return;
    document.edit('disclosure', text);
    setNote(
      `The disclosure is now the selected text (${text.length.toLocaleString('en-US')} characters).`,
    );
  };
  const check = async () => {
    const text = await selection();
    if (!text) return;
    const runner = createAnalysisRunner();
    try {
      const input = looksLikeClaims(text) ? { claims: text } : { detailed: text };
      const jurisdiction = document.get('jurisdiction') === 'ep' ? 'ep' : 'us';
      const found = await runner.run(input, jurisdiction);
      setFindings(found);
      setNote(
        found.length === 1
          ? '1 finding in the selection.'
          : `${found.length} findings in the selection.`,
      );
    } finally {
      runner.dispose();
    }
  };
  const run = (work: () => Promise<void>) => () =>
    void work().catch((error: unknown) => setNote((error as Error).message));
  return (
    <div>
      <div className={styles.row}>
        <Button size="small" onClick={run(useAsDisclosure)}>
          Use selection as disclosure
        </Button>
        <Button size="small" onClick={run(check)}>
          Check selection
        </Button>
      </div>
      {note && (
        <Text role="status" aria-label="Selection status" size={200}>
          {note}
        </Text>
      )}
      {findings && findings.length > 0 && (
        <ul className={styles.list} aria-label="Findings in the selection">
          {findings.map((f) => (
            <li key={`${f.rule}@${f.start}`}>
              <Text size={200}>{f.message}</Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
