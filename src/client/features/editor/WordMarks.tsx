import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Finding } from '../../../core/patent';
import type { FindingMark } from '../../office/draft-target';
import type { WordDraftTarget } from '../../office/word-draft-target';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * "Mark in document" (one Word comment per finding, ours by their "Claimwright:" prefix) and
 * "Clear marks" (ours only). Nothing is written into the file but on these clicks.
 */
export function WordMarks({
  word,
  findings,
  markOf,
}: {
  word: WordDraftTarget;
  findings: Finding[];
  markOf: (f: Finding) => FindingMark | null;
}) {
  const styles = useStyles();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!word.features.comments)
    return (
      <Text size={200}>Marking findings as comments needs WordApi 1.4 (Word 2016 or later).</Text>
    );
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setNote(await work());
    } catch (error) {
      setNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const mark = () =>
    act(async () => {
      const marks = findings.map(markOf).filter((m): m is FindingMark => m !== null);
      const placed = await word.markFindings(marks);
      return placed === 1 ? 'Marked 1 finding.' : `Marked ${placed} findings.`;
    });
  const clear = () =>
    act(async () => {
      const removed = await word.clearMarks();
      return removed === 1 ? 'Removed 1 mark.' : `Removed ${removed} marks.`;
    });
  return (
    <div className={styles.row}>
      <Button size="small" disabled={busy || findings.length === 0} onClick={() => void mark()}>
        Mark in document
      </Button>
      <Button size="small" disabled={busy} onClick={() => void clear()}>
        Clear marks
      </Button>
      {note && (
        <Text size={200} role="status" aria-label="Marks status">
          {note}
        </Text>
      )}
    </div>
  );
}
