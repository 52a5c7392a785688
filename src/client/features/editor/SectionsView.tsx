import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, useCallback, useLayoutEffect, useRef } from 'react';
import { SECTION_NAMES } from '../../../core/api/sections';
import {
  GENERATED_SECTIONS,
  type GeneratedSection,
  type GenerationTarget,
} from '../../../core/api/sections';
import { useAppSelector } from '../../app/hooks';
import { selectGeneration } from './editor-slice';
import { isActive } from './GenerationBar';
import { SectionEditor } from './SectionEditor';
import { useSession } from './session';
import { useCanDraft } from './use-field';

const useStyles = makeStyles({
  // One document, as the application will read: a page with the sections one after another.
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    minWidth: 0,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '54rem',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXXL} clamp(${tokens.spacingHorizontalL}, 6%, 4rem)`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    fontFamily: '"Times New Roman", Times, "Liberation Serif", serif',
    fontSize: '1.0625rem',
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
      gap: tokens.spacingVerticalXL,
    },
  },
  outline: { color: tokens.colorPaletteMarigoldForeground2 },
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
  // The offline engine's claims from a disclosure are an outline: it cannot know what is new.
  const outline = useAppSelector((state) => {
    const g = selectGeneration(state);
    return (
      g?.draftId === draftId &&
      g.engine === 'offline' &&
      g.phase !== 'starting' &&
      g.sections.some((p) => p.section === 'claims')
    );
  });
  const active = lockedList !== null;
  const canDraft = useCanDraft(useSession().document);
  const locked = new Set((lockedList ?? '').split(' '));
  return (
    <div className={styles.root} aria-label="Draft sections" role="group">
      {SECTION_NAMES.map((section) => (
        <Fragment key={section}>
          {section === 'claims' && outline && (
            <Caption1 className={styles.outline} role="note">
              Claim outline from the offline engine: it reads the disclosure, not what is new.
              Rewrite these claims, then generate all to write the rest from your claims.
            </Caption1>
          )}
          <SectionEditor
            section={section}
            locked={locked.has(section)}
            canGenerate={!active && canDraft}
            onGenerate={GENERATED.includes(section) ? generate : undefined}
          />
        </Fragment>
      ))}
    </div>
  );
}
