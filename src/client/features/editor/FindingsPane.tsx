import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Finding } from '../../../core/patent';
import type { DraftTarget, FindingMark } from '../../office/draft-target';
import { FindingsPanel } from '../findings/FindingsPanel';
import { findingMarksOf } from './finding-marks';
import { SECTION_LABELS, sectionOfFinding } from './sections';
import { useSession } from './session';
import { useFindings } from './use-findings';
import { WordMarks } from './WordMarks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '24px',
  },
});

/** Identifies a finding across runs of the checks (same rule, place and text range). */
function findingKey(f: Finding): string {
  return `${f.rule}@${f.section}:${f.start}-${f.end}`;
}

/** The DraftTarget's view of a finding, or null when its section is not one of the draft's. */
export function findingMark(f: Finding): FindingMark | null {
  const section = sectionOfFinding(f.section);
  if (!section) return null;
  return {
    id: findingKey(f),
    section: { heading: SECTION_LABELS[section] },
    range: { start: f.start, end: f.end },
    severity: f.severity,
    message: f.message,
    ...(f.suggestion ? { suggestion: f.suggestion } : {}),
  };
}

/** Where a highlight comes from: the finding pointed at or focused, or the last "Go to". */
type Slot = 'hover' | 'goto';

interface Shown {
  key: string;
  remove: Promise<(() => Promise<void>) | null>;
}

/** One highlight per slot through the DraftTarget; a new one replaces the old one. */
function useHighlights(target: DraftTarget, findings: Finding[]) {
  const shown = useRef(new Map<Slot, Shown>());
  const show = useCallback(
    (slot: Slot, finding: Finding | null) => {
      const old = shown.current.get(slot);
      const key = finding ? findingKey(finding) : null;
      if (slot === 'hover' && old?.key === key) return;
      if (old) {
        shown.current.delete(slot);
        void old.remove.then((remove) => remove?.()).catch(() => undefined);
      }
      const mark = finding && findingMark(finding);
      if (!mark) return;
      shown.current.set(slot, {
        key: mark.id,
        remove: target.highlightFinding(mark).catch(() => null),
      });
    },
    [target],
  );
  // A highlight goes when its finding does (fixed, or the checks ran on changed text).
  useEffect(() => {
    const keys = new Set(findings.map(findingKey));
    for (const [slot, { key }] of shown.current) if (!keys.has(key)) show(slot, null);
  }, [findings, show]);
  useEffect(
    () => () => {
      show('hover', null);
      show('goto', null);
    },
    [show],
  );
  return show;
}

/**
 * The checks of the current text, re-run after edits. Pointing at or focusing a finding
 * highlights its text; "Go to" selects and highlights it (both through the DraftTarget).
 * Memoised, and the list too: the page's re-renders and the "checking" flag, which flips at the
 * first key of a burst, must not re-render a long list of findings inside a keystroke.
 */
export const FindingsPane = memo(function FindingsPane() {
  const styles = useStyles();
  const { document, target, word } = useSession();
  const { findings, checking, ready } = useFindings(document);
  const show = useHighlights(target, findings);
  // The in-app editors underline every finding where it is (Word gets comments, on request).
  useEffect(() => {
    if (!word && ready) findingMarksOf(document).publish(findings);
  }, [document, word, ready, findings]);
  const goTo = useCallback(
    (finding: Finding) => {
      const mark = findingMark(finding);
      if (!mark) return;
      void target
        .selectRange(mark.section, mark.range)
        .then(() => show('goto', finding))
        .catch(() => undefined);
    },
    [target, show],
  );
  const hover = useCallback((finding: Finding | null) => show('hover', finding), [show]);
  const list = useMemo(
    () => ready && <FindingsPanel findings={findings} onGoTo={goTo} onHighlight={hover} />,
    [ready, findings, goTo, hover],
  );
  return (
    <div className={styles.root}>
      <div className={styles.head} role="status" aria-label="Checks status">
        {/* Static text, not a spinner: an animation would draw a frame every 16 ms while the
            checks run, which is while the user types. */}
        <Text size={200}>
          {checking
            ? 'Checking…'
            : findings.length === 1
              ? '1 finding'
              : `${findings.length} findings`}
        </Text>
      </div>
      {word && ready && <WordMarks word={word} findings={findings} markOf={findingMark} />}
      {list}
    </div>
  );
});
