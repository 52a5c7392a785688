import { makeStyles, tokens } from '@fluentui/react-components';
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

/** Every section of the draft in filing order, each in its own editor. */
export function SectionsView({
  draftId,
  onGenerate,
}: {
  draftId: string;
  onGenerate: (target: GenerationTarget) => void;
}) {
  const styles = useStyles();
  const lockedList = useAppSelector((state) => {
    const g = selectGeneration(state);
    if (g?.draftId !== draftId || !isActive(g)) return null;
    return g.sections.map((p) => p.section).join(' ');
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
          onGenerate={
            GENERATED.includes(section) ? (s: GeneratedSection) => onGenerate(s) : undefined
          }
        />
      ))}
    </div>
  );
}
