import {
  Button,
  Field,
  Input,
  ProgressBar,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { GENERATED_SECTIONS, type GenerationTarget } from '../../../core/api/sections';
import { useAppSelector } from '../../app/hooks';
import { GenerationAllowance } from '../billing/GenerationAllowance';
import { useEngineInfoQuery } from './drafts-api';
import { selectGeneration, type GenerationView } from './editor-slice';
import { generationLine, sectionLine } from './generation-words';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';
import { NEEDS_DISCLOSURE, useCanDraft } from './use-field';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  grow: { flexGrow: 1, minWidth: '12rem' },
  hint: { color: tokens.colorPaletteMarigoldForeground2 },
  // A native select is as wide as its longest option, wider than Word's ~320-400 px pane: the
  // field shrinks to the row and the select to the field (the option text is then cut off).
  what: { flex: '1 1 14rem', minWidth: 0, maxWidth: '100%' },
  select: { width: '100%', minWidth: 0 },
  selectControl: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

const TARGETS: Array<{ value: GenerationTarget; label: string }> = [
  { value: 'all', label: 'Whole draft' },
  { value: 'description', label: 'Description (background to detailed description)' },
  ...GENERATED_SECTIONS.map((s) => ({ value: s, label: SECTION_LABELS[s] })),
];

/** Whether a generation is under way (its sections are locked, a second one cannot start). */
export function isActive(g: GenerationView | null): boolean {
  return (
    g !== null && (g.phase === 'starting' || g.phase === 'running' || g.phase === 'cancelling')
  );
}

/** Props of the generation bar. */
export interface GenerationBarProps {
  draftId: string;
  onGenerate: (target: GenerationTarget, instructions?: string) => void;
  onCancel: () => void;
}

/** Generate the draft or a part of it, cancel, and see the generation's state and engine. */
export function GenerationBar({ draftId, onGenerate, onCancel }: GenerationBarProps) {
  const styles = useStyles();
  const [target, setTarget] = useState<GenerationTarget>('all');
  const [instructions, setInstructions] = useState('');
  const { data: engine } = useEngineInfoQuery(undefined);
  const stored = useAppSelector(selectGeneration);
  const g = stored?.draftId === draftId ? stored : null;
  const active = isActive(g);
  const done = g ? g.sections.filter((p) => p.status === 'done').length : 0;
  const engineName = g?.engine ?? engine?.engine;
  const canDraft = useCanDraft(useSession().document);
  const hintId = useId();
  const model = g?.model ?? engine?.model;
  return (
    <section className={styles.root} aria-label="Generation">
      <div className={styles.controls}>
        <Field label="What to generate" className={styles.what}>
          <Select
            className={styles.select}
            select={{ className: styles.selectControl }}
            value={target}
            onChange={(_, d) => setTarget(d.value as GenerationTarget)}
          >
            {TARGETS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Instructions (optional)" className={styles.grow}>
          <Input value={instructions} onChange={(_, d) => setInstructions(d.value)} />
        </Field>
        <Button
          appearance="primary"
          disabled={active || !canDraft}
          aria-describedby={canDraft ? undefined : hintId}
          onClick={() => onGenerate(target, instructions.trim() || undefined)}
        >
          Generate
        </Button>
        <Button disabled={!active || g?.phase === 'cancelling'} onClick={onCancel}>
          Cancel generation
        </Button>
      </div>
      <GenerationAllowance ended={g && !active ? `${g.id}:${g.phase}` : null} />
      {!canDraft && (
        <Text id={hintId} size={200} className={styles.hint}>
          {NEEDS_DISCLOSURE}
        </Text>
      )}
      <Text size={200} aria-label="Engine">
        Engine: {engineName ?? '…'}
        {model ? ` · model ${model}` : ''}
      </Text>
      <div role="status" aria-live="polite" aria-label="Generation status">
        {g ? <Text weight="semibold">{generationLine(g)}</Text> : <Text>No generation yet.</Text>}
      </div>
      {g && !g.live && active && (
        <Text size={200} aria-label="Generation elsewhere">
          Started in another tab or on another device: its sections are locked here and refreshed as
          the text arrives.
        </Text>
      )}
      {g && g.sections.length > 0 && (
        <>
          {active && (
            <ProgressBar
              aria-label="Generation progress"
              value={g.sections.length ? done / g.sections.length : 0}
            />
          )}
          <ul className={styles.list} aria-label="Section progress">
            {g.sections.map((p) => (
              <li key={p.section}>
                <Text size={200}>{sectionLine(p)}</Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
