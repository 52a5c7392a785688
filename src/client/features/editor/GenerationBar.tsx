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
import {
  GENERATED_SECTIONS,
  type GenerationTarget,
  type SectionName,
} from '../../../core/api/sections';
import { useAppSelector } from '../../app/hooks';
import { NARROW_QUERY, useMediaQuery } from '../../app/use-media-query';
import { GenerationAllowance } from '../billing/GenerationAllowance';
import { useEngineInfoQuery } from './drafts-api';
import { selectGeneration, selectGenerationDismissed, type GenerationView } from './editor-slice';
import { generationLine, sectionLine, sectionsSummary } from './generation-words';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';
import { NEEDS_DISCLOSURE, useCanDraft, useEmptySections } from './use-field';

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
  compact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
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

const NONE: readonly SectionName[] = [];

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
  const dismissed = useAppSelector(selectGenerationDismissed);
  const g = stored?.draftId === draftId ? stored : null;
  const active = isActive(g);
  const done = g ? g.sections.filter((p) => p.status === 'done').length : 0;
  const engineName = g?.engine ?? engine?.engine;
  const { document } = useSession();
  const canDraft = useCanDraft(document);
  const empty = useEmptySections(document, g?.sections.map((p) => p.section) ?? NONE);
  const hintId = useId();
  const model = g?.model ?? engine?.model;
  // Word's pane: one row (what, Generate, Options); instructions and engine behind "Options".
  const narrow = useMediaQuery(NARROW_QUERY);
  const [options, setOptions] = useState(false);
  const more = !narrow || options;
  // Word's pane: the eight section lines in one summary line, the lines on demand.
  const [details, setDetails] = useState(false);
  const listed = !narrow || details;
  const instructionsField = (
    <Field label="Instructions (optional)" className={styles.grow}>
      <Input value={instructions} onChange={(_, d) => setInstructions(d.value)} />
    </Field>
  );
  return (
    <section className={narrow ? styles.compact : styles.root} aria-label="Generation">
      <div className={narrow ? styles.row : styles.controls}>
        <Field label={narrow ? undefined : 'What to generate'} className={styles.what}>
          <Select
            aria-label={narrow ? 'What to generate' : undefined}
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
        {!narrow && instructionsField}
        <Button
          appearance="primary"
          disabled={active || !canDraft}
          aria-describedby={canDraft ? undefined : hintId}
          onClick={() => onGenerate(target, instructions.trim() || undefined)}
        >
          Generate
        </Button>
        {(!narrow || active) && (
          <Button disabled={!active || g?.phase === 'cancelling'} onClick={onCancel}>
            Cancel generation
          </Button>
        )}
        {narrow && (
          <Button appearance="subtle" aria-expanded={options} onClick={() => setOptions((o) => !o)}>
            Options
          </Button>
        )}
      </div>
      {narrow && options && instructionsField}
      <GenerationAllowance ended={g && !active ? `${g.id}:${g.phase}` : null} />
      {!canDraft && (
        <Text id={hintId} size={200} className={styles.hint}>
          {NEEDS_DISCLOSURE}
        </Text>
      )}
      {more && (
        <Text size={200} aria-label="Engine">
          Engine: {engineName ?? '…'}
          {model ? ` · model ${model}` : ''}
        </Text>
      )}
      <div role="status" aria-live="polite" aria-label="Generation status">
        {g ? (
          <Text weight="semibold">{generationLine(g)}</Text>
        ) : (
          more && !dismissed && <Text>No generation yet.</Text>
        )}
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
          {narrow && (
            <div className={styles.row}>
              <Text size={200} aria-label="Sections summary">
                {sectionsSummary(g.sections, empty)}
              </Text>
              <Button
                size="small"
                appearance="subtle"
                aria-expanded={details}
                onClick={() => setDetails((d) => !d)}
              >
                {details ? 'Hide section details' : 'Section details'}
              </Button>
            </div>
          )}
          {listed && (
            <ul className={styles.list} aria-label="Section progress">
              {g.sections.map((p) => (
                <li key={p.section}>
                  <Text size={200}>{sectionLine(p, empty.has(p.section))}</Text>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
