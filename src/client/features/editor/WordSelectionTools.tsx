import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { RewriteResult } from '../../../core/api/rewrite';
import type { Finding } from '../../../core/patent';
import { createAnalysisRunner } from './analysis-runner';
import { useEngineInfoQuery } from './drafts-api';
import { send } from './editor-http';
import { failureMessage } from './editor-messages';
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
  const { word, document, token } = useSession();
  const [note, setNote] = useState<string | null>(null);
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [restorable, setRestorable] = useState(false);
  const { data: engine } = useEngineInfoQuery(undefined);
  if (!word) return null;
  // The offline engine drafts from a disclosure; it cannot rewrite a passage meaningfully.
  const canRewrite = engine !== undefined && engine.engine !== 'offline';

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
      const sections = looksLikeClaims(text) ? { claims: text } : { detailed_description: text };
      const jurisdiction = document.get('jurisdiction') === 'ep' ? 'ep' : 'us';
      // The selection alone: no figures to hold it to.
      const found = await runner.run({ sections, jurisdiction, numerals: [] });
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
  const rewrite = async () => {
    const text = await selection();
    if (!text) return;
    setBusy(true);
    setNote('Rewriting the selection…');
    try {
      const result = await send<RewriteResult>(token(), 'POST', '/rewrite', { text });
      await word.rewriteSelection(result.text);
      setRestorable(word.canRestoreRewrite);
      setNote(
        word.trackChanges
          ? 'The selection was rewritten as tracked changes.'
          : 'The selection was rewritten.',
      );
    } finally {
      setBusy(false);
    }
  };
  const restore = async () => {
    await word.restoreRewrite();
    setRestorable(false);
    setNote('The original text is back.');
  };
  const run = (work: () => Promise<void>) => () =>
    void work().catch((error: unknown) => setNote(failureMessage(error)));
  return (
    <div>
      <div className={styles.row}>
        <Button size="small" onClick={run(useAsDisclosure)}>
          Use selection as disclosure
        </Button>
        <Button size="small" onClick={run(check)}>
          Check selection
        </Button>
        {canRewrite && (
          <Button size="small" disabled={busy} onClick={run(rewrite)}>
            Rewrite selection
          </Button>
        )}
        {canRewrite && restorable && (
          <Button size="small" disabled={busy} onClick={run(restore)}>
            Restore
          </Button>
        )}
      </div>
      {engine?.engine === 'offline' && (
        <Text size={200} block>
          Rewriting needs an AI engine (offline mode).
        </Text>
      )}
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
