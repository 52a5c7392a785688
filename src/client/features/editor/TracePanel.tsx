import {
  Badge,
  Body1,
  Button,
  Field,
  Link,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { SectionName } from '../../../core/api/drafts';
import { GENERATED_SECTIONS } from '../../../core/api/sections';
import { useAppSelector } from '../../app/hooks';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';
import { firstWords, viewTrace, type TraceView } from './trace';
import { selectTrace } from './trace-slice';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  para: { justifyContent: 'flex-start', textAlign: 'start', minWidth: 0 },
  sources: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
});

/** How long the panel waits after an edit before comparing the text again. */
const COMPARE_DELAY_MS = 250;

/** The section's current text, re-read a moment after edits (not on every key). */
function useSectionText(section: SectionName): string {
  const { document } = useSession();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = document.subscribe((key) => {
      if (key !== section || timer) return;
      timer = setTimeout(() => {
        timer = null;
        setChanges((n) => n + 1);
      }, COMPARE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [document, section]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `changes` marks a new text to read
  return useMemo(() => document.get(section), [document, section, changes]);
}

/** Props of the Sources panel. */
export interface TracePanelProps {
  /** A source sentence was clicked: show it in the disclosure. */
  onSource: (sentence: string) => void;
}

/**
 * Traceability ("Sources"): for a section written by the offline engine, each paragraph with the
 * disclosure sentences it came from; a paragraph edited since is marked, not shown as fact.
 */
export function TracePanel({ onSource }: TracePanelProps) {
  const styles = useStyles();
  const { target } = useSession();
  const trace = useAppSelector(selectTrace);
  const traced = GENERATED_SECTIONS.filter((s) => trace.sections[s]?.items.length);
  const [picked, setPicked] = useState<SectionName | null>(null);
  const section = picked ?? traced[0] ?? 'claims';
  const text = useSectionText(section);
  const items = trace.sections[section]?.items;
  const views = useMemo(() => (items ? viewTrace(text, items) : []), [items, text]);
  const edited = views.filter((v) => v.edited).length;

  const select = (view: TraceView) => {
    if (!view.span) return;
    void target.selectRange({ heading: SECTION_LABELS[section] }, view.span).catch(() => undefined);
  };

  return (
    <section className={styles.root} aria-label="Sources panel">
      <Field label="Section">
        <Select value={section} onChange={(_, d) => setPicked(d.value as SectionName)}>
          {GENERATED_SECTIONS.map((s) => (
            <option key={s} value={s}>
              {SECTION_LABELS[s]}
              {trace.sections[s]?.items.length ? '' : ' (no sources)'}
            </option>
          ))}
        </Select>
      </Field>
      <div role="status" aria-label="Sources status">
        {trace.status === 'failed' && !items ? (
          <Body1>Traceability could not be loaded.</Body1>
        ) : !items?.length ? (
          <Body1>
            No sources are recorded for this section. Traceability is recorded by the offline engine
            only.
          </Body1>
        ) : (
          <Text size={200}>
            {views.length === 1 ? '1 paragraph' : `${views.length} paragraphs`} traced
            {edited ? `, ${edited} edited since generation` : ''}
          </Text>
        )}
      </div>
      {views.length > 0 && (
        <ol className={styles.list} aria-label="Traced paragraphs">
          {views.map((view) => (
            <li key={view.paragraph} className={styles.item}>
              <div className={styles.head}>
                <Button
                  className={styles.para}
                  appearance="subtle"
                  size="small"
                  disabled={!view.span}
                  title="Select this paragraph in the document"
                  onClick={() => select(view)}
                >
                  {`¶ ${view.paragraph + 1}: ${firstWords(view.text) || '(empty)'}`}
                </Button>
                {view.edited && (
                  <Badge appearance="tint" color="warning" size="small">
                    Edited since generation
                  </Badge>
                )}
              </div>
              {view.sources.length ? (
                <ul
                  className={styles.sources}
                  aria-label={`Sources of paragraph ${view.paragraph + 1}`}
                >
                  {view.sources.map((sentence, i) => (
                    <li key={i}>
                      <Link as="button" onClick={() => onSource(sentence)}>
                        {sentence}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <Text size={200} className={styles.sources}>
                  Standard wording: no disclosure sentence.
                </Text>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
