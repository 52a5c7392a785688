import { Button, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, useSyncExternalStore } from 'react';
import { SECTION_NAMES } from '../../../core/api/sections';
import type { DocumentModel } from '../../office/word-text';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';
import type { WordBridge } from './word-bridge';
import { WordSelectionTools } from './WordSelectionTools';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  notes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The Word bridge's state, re-rendered when it changes. */
export function useBridgeState(bridge: WordBridge) {
  return useSyncExternalStore(
    (listener) => bridge.subscribe(listener),
    () => bridge.snapshot,
  );
}

/**
 * Pending tracked changes: Word hands an add-in the paragraphs' text with tracked deletions still
 * in it (office-js issue #1267), so the checks read words the attorney has struck out.
 */
function revisionNote(model: DocumentModel): string | null {
  const r = model.revisions;
  if (!r) return null;
  if ('pending' in r) {
    if (r.pending === 0) return null;
    const n = r.pending === 1 ? '1 tracked change' : `${r.pending} tracked changes`;
    return `This document has ${n} pending: the checks read the text with deleted passages still in it. Accept or reject the changes for exact findings.`;
  }
  return r.trackingOn
    ? 'Track changes is on: the checks read any pending deletions as if they were still there (listing pending changes needs WordApi 1.6).'
    : null;
}

/** What the pane can and cannot do with this document, one line each. */
function notesOf(bridge: WordBridge): string[] {
  const { model } = bridge.snapshot;
  const { features } = bridge.word;
  const notes: string[] = [];
  if (features.readOnly)
    notes.push(
      'Word opened this document read-only: the pane reads and checks it, but cannot write sections, comments or figures into it. Save a copy to draft in it.',
    );
  if (model && Object.keys(model.sections).length === 0)
    notes.push(
      'No section headings found (such as "Background", "Summary", "Claims"): the checks have nothing to read until you add them or generate sections.',
    );
  if (model && model.tables > 0)
    notes.push(`${model.tables} table paragraphs are not checked and never changed.`);
  const revisions = model && revisionNote(model);
  if (revisions) notes.push(revisions);
  if (model && model.foreignControls > 0)
    notes.push(`${model.foreignControls} content controls of other add-ins are left alone.`);
  if (!features.comments)
    notes.push(
      'Marking findings as comments and tracked changes need WordApi 1.4 (Word 2016 or later).',
    );
  if (!features.events)
    notes.push('Live checks look for changes every second (paragraph events need WordApi 1.6).');
  if (!features.highlight)
    notes.push('Findings are selected, not highlighted (highlights need WordApi 1.8).');
  return notes;
}

/** The task pane's Word controls: the document's sections, restore, tracked changes, selection. */
export function WordPanel() {
  const styles = useStyles();
  const session = useSession();
  const bridge = session.bridge!;
  const state = useBridgeState(bridge);
  const word = bridge.word;
  const [track, setTrack] = useState(word.trackChanges);
  const found = SECTION_NAMES.filter((s) => state.model?.sections[s]);
  const missing = SECTION_NAMES.filter(
    (s) => state.model && !state.model.sections[s] && session.document.get(s).trim() !== '',
  );
  return (
    <section className={styles.root} aria-label="Word document">
      <Text role="status" aria-label="Document sections">
        {state.model === null
          ? 'Reading the document…'
          : found.length
            ? `In this document: ${found.map((s) => SECTION_LABELS[s]).join(', ')}.`
            : 'This document has no draft sections yet.'}
      </Text>
      {word.features.tracking && (
        <Switch
          label="Insert as tracked changes"
          checked={track}
          onChange={(_, d) => {
            word.setTrackChanges(d.checked);
            setTrack(d.checked);
          }}
        />
      )}
      {(state.restorable.length > 0 || missing.length > 0) && (
        <div className={styles.row}>
          {state.restorable.map((s) => (
            <Button
              key={s}
              size="small"
              onClick={() => void bridge.restore(s).catch(() => undefined)}
            >
              Restore previous {SECTION_LABELS[s]}
            </Button>
          ))}
          {missing.map((s) => (
            <Button
              key={s}
              size="small"
              onClick={() => void bridge.write(s, session.document.get(s)).catch(() => undefined)}
            >
              Insert {SECTION_LABELS[s]} into document
            </Button>
          ))}
        </div>
      )}
      <WordSelectionTools />
      {state.error && (
        <Text role="alert" aria-label="Word error">
          {state.error}
        </Text>
      )}
      <ul className={styles.notes} aria-label="What the pane can do here">
        {notesOf(bridge).map((n) => (
          <li key={n}>
            <Text size={200}>{n}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
