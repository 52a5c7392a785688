import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback } from 'react';
import type { Finding } from '../../../core/patent';
import { FindingsPanel } from '../findings/FindingsPanel';
import { SECTION_LABELS, sectionOfFinding } from './sections';
import { useSession } from './session';
import { useFindings } from './use-findings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '24px',
  },
});

/** The checks of the current text, re-run after edits; "Go to" selects the text via the DraftTarget. */
export function FindingsPane() {
  const styles = useStyles();
  const { document, target } = useSession();
  const { findings, checking, ready } = useFindings(document);
  const goTo = useCallback(
    (finding: Finding) => {
      const section = sectionOfFinding(finding.section);
      if (!section) return;
      void target
        .selectRange(
          { heading: SECTION_LABELS[section] },
          { start: finding.start, end: finding.end },
        )
        .catch(() => undefined);
    },
    [target],
  );
  return (
    <div className={styles.root}>
      <div className={styles.head} role="status" aria-label="Checks status">
        {checking ? (
          <Spinner size="tiny" label="Checking…" />
        ) : (
          <Text size={200}>
            {findings.length === 1 ? '1 finding' : `${findings.length} findings`}
          </Text>
        )}
      </div>
      {ready && <FindingsPanel findings={findings} onGoTo={goTo} />}
    </div>
  );
}
