import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { SECTION_NAMES } from '../../../core/api/drafts';
import {
  GENERATED_SECTIONS,
  type GeneratedSection,
  type GenerationTarget,
} from '../../../core/api/generation';
import { useAppSelector } from '../../app/hooks';
import { selectGeneration } from './editor-slice';
import { isActive } from './GenerationBar';
import { SectionEditor } from './SectionEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const GENERATED: readonly string[] = GENERATED_SECTIONS;

/**
 * Every section of the draft in filing order, each in its own (memoised) editor. The editors get
 * one stable "generate" callback that calls the latest `onGenerate`, so the page re-rendering
 * around them (a poll answering, the save status changing) does not re-render them.
 */
export function SectionsView({
  draftId,
  onGenerate,
}: {
  draftId: string;
  onGenerate: (target: GenerationTarget) => void;
}) {
  const styles = useStyles();
  const latest = useRef(onGenerate);
  useLayoutEffect(() => {
    latest.current = onGenerate;
  });
  const generate = useCallback((s: GeneratedSection) => latest.current(s), []);
  const lockedList = useAppSelector((state) => {
    const g = selectGeneration(state);
    if (g?.draftId !== draftId || !isActive(g)) return null;
    return g.sections
      .filter((p) => !p.released)
      .map((p) => p.section)
      .join(' ');
  });
  const active = lockedList !== null;
  const locked = new Set((lockedList ?? '').split(' '));
  return (
    <div className={styles.root} aria-label="Draft sections" role="group">
      {SECTION_NAMES.map((section) => (
        <SectionEditor
          key={section}
          section={section}
          locked={locked.has(section)}
          canGenerate={!active}
          onGenerate={GENERATED.includes(section) ? generate : undefined}
        />
      ))}
    </div>
  );
}
