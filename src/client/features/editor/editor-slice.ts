import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SectionName } from '../../../core/api/drafts';
import type { Generation, GenerationEvent, Usage } from '../../../core/api/generation';
import {
  sectionsOf,
  type GeneratedSection,
  type GenerationTarget,
} from '../../../core/api/sections';
import { rootReducer, type RootState } from '../../app/store';
import type { SyncState } from './draft-sync';

/** Where a generation is: before its first byte, streaming, being cancelled, or ended. */
export type GenerationPhase =
  'starting' | 'running' | 'cancelling' | 'finished' | 'cancelled' | 'failed';

/** One section of a generation. */
export interface SectionProgress {
  section: SectionName;
  /** `skipped`: the generation stopped (cancelled or failed) before this section's turn. */
  status: 'queued' | 'writing' | 'repairing' | 'done' | 'stopped' | 'skipped';
  chars: number;
  /** Error findings of the server's checks after the section was written. */
  errors: number | null;
  /** Claim-form findings (`form/` rules: nonsense wording); warnings, but the section is not clean. */
  form?: number | null;
  /** Finished and saved while the generation goes on: editable again. */
  released: boolean;
}

/** The generation the editor shows (the running one, or the last one of the draft). */
export interface GenerationView {
  id: string;
  draftId: string;
  target: GenerationTarget;
  phase: GenerationPhase;
  detail: string | null;
  engine: string | null;
  model: string | null;
  sections: SectionProgress[];
  usage: Usage | null;
  /** Streamed by this tab (else loaded from the server's generation list). */
  live: boolean;
  /**
   * Followed from this tab while it runs elsewhere: only the watch ends it (after the final text
   * is in), not a poll of the generation list, which may see the end first.
   */
  watching?: boolean;
}

/** Editor state the page shows: the autosave state and the generation. */
export interface EditorState {
  save: SyncState | null;
  generation: GenerationView | null;
  /** A generation no longer shown (a revision was restored over its text); not loaded again. */
  dismissed?: string | null;
}

const initialState: EditorState = { save: null, generation: null, dismissed: null };

const progress = (section: SectionName): SectionProgress => ({
  section,
  status: 'queued',
  chars: 0,
  errors: null,
  released: false,
});

type ControlEvent = Exclude<GenerationEvent, { type: 'delta' }>;

function applyEvent(g: GenerationView, event: ControlEvent): void {
  const find = (s: SectionName) => g.sections.find((p) => p.section === s);
  switch (event.type) {
    case 'started':
      if (g.phase === 'starting') g.phase = 'running';
      g.engine = event.engine;
      g.model = event.model;
      g.sections = event.sections.map(progress);
      break;
    case 'section_started': {
      const p = find(event.section);
      if (p)
        Object.assign(p, { status: event.pass === 'repair' ? 'repairing' : 'writing', chars: 0 });
      break;
    }
    case 'section_done': {
      const p = find(event.section);
      if (p) p.status = 'done';
      break;
    }
    case 'section_released': {
      const p = find(event.section);
      if (p) Object.assign(p, { status: 'done', released: true });
      break;
    }
    case 'findings': {
      const p = find(event.section);
      if (p) {
        p.errors = event.findings.filter((f) => f.severity === 'error').length;
        p.form = event.findings.filter((f) => f.rule.startsWith('form/')).length;
      }
      break;
    }
    case 'trace':
      break;
    default:
      g.phase = event.type;
      g.detail = event.type === 'failed' ? event.detail : null;
      g.usage = event.usage;
      for (const p of g.sections) p.status = stoppedStatus(p.status, event.type);
  }
}

function endedProgress(p: SectionProgress, state: Generation['state']): SectionProgress {
  if (state === 'finished') return { ...p, status: 'done' };
  return { ...p, status: stoppedStatus(p.status, state) };
}

/**
 * A section's status when its generation ends: one being written keeps what arrived (`stopped`);
 * one still waiting when a generation was cancelled or failed never gets its turn (`skipped`).
 */
function stoppedStatus(
  status: SectionProgress['status'],
  end: Generation['state'] | GenerationPhase,
): SectionProgress['status'] {
  if (status === 'writing' || status === 'repairing') return 'stopped';
  if (status === 'queued' && (end === 'cancelled' || end === 'failed')) return 'skipped';
  return status;
}

function isActive(g: GenerationView): boolean {
  return g.phase === 'starting' || g.phase === 'running' || g.phase === 'cancelling';
}

function isWatchable(g: GenerationView): boolean {
  return g.phase === 'running' || g.phase === 'cancelling';
}

/** The editor slice, injected into the root reducer when the editor chunk loads. */
export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    saveStateChanged(state, action: PayloadAction<SyncState | null>) {
      state.save = action.payload;
    },
    generationRequested(
      state,
      action: PayloadAction<{ id: string; draftId: string; target: GenerationTarget }>,
    ) {
      const { id, draftId, target } = action.payload;
      const engine = state.generation?.engine ?? null;
      const model = state.generation?.model ?? null;
      state.generation = {
        id,
        draftId,
        target,
        phase: 'starting',
        detail: null,
        engine,
        model,
        sections: sectionsOf(target).map(progress),
        usage: null,
        live: true,
      };
    },
    generationEvent(state, action: PayloadAction<ControlEvent>) {
      if (state.generation) applyEvent(state.generation, action.payload);
    },
    generationProgress(state, action: PayloadAction<Partial<Record<SectionName, number>>>) {
      for (const p of state.generation?.sections ?? []) p.chars += action.payload[p.section] ?? 0;
    },
    cancelRequested(state) {
      const g = state.generation;
      if (g && (g.phase === 'starting' || g.phase === 'running')) g.phase = 'cancelling';
    },
    generationStopped(
      state,
      action: PayloadAction<{ phase: GenerationPhase; detail: string | null }>,
    ) {
      const g = state.generation;
      if (!g) return;
      // Refused before it started: no section was ever queued for it.
      if (g.phase === 'starting') g.sections = [];
      g.phase = action.payload.phase;
      g.detail = action.payload.detail;
      for (const p of g.sections) p.status = stoppedStatus(p.status, action.payload.phase);
    },
    lastGenerationLoaded(state, action: PayloadAction<Generation>) {
      const row = action.payload;
      if (row.id === state.dismissed) return;
      const g = state.generation;
      if (g?.id === row.id && g.watching && row.state !== 'running') return;
      if (g?.draftId === row.draft_id && g.live && g.id !== row.id) return;
      if (g?.live && g.id === row.id) return;
      const same = g?.id === row.id ? g : null;
      let sections = same?.sections ?? [];
      if (row.state === 'running' && !sections.length)
        sections = sectionsOf(row.section).map(progress);
      sections = sections.map((p) =>
        row.released_sections.includes(p.section as GeneratedSection)
          ? { ...p, status: 'done', released: true }
          : p,
      );
      if (row.state !== 'running') sections = sections.map((p) => endedProgress(p, row.state));
      state.generation = {
        id: row.id,
        draftId: row.draft_id,
        target: row.section,
        phase:
          row.state === 'running'
            ? same?.phase === 'cancelling'
              ? 'cancelling'
              : 'running'
            : row.state,
        detail: row.detail,
        engine: row.engine,
        model: row.model,
        sections,
        usage: row.usage,
        live: false,
      };
    },
    /** Progress of a generation watched from here (running in another tab or device). */
    watchProgressed(state, action: PayloadAction<{ id: string; sections: SectionProgress[] }>) {
      const g = state.generation;
      if (g && !g.live && g.id === action.payload.id && isWatchable(g)) {
        g.sections = action.payload.sections;
        g.watching = true;
      }
    },
    /** The watch of a generation ended (its final text adopted): show its row as it is. */
    watchEnded(state, action: PayloadAction<{ id: string; row?: Generation }>) {
      const g = state.generation;
      if (g?.id === action.payload.id) g.watching = false;
      const { row } = action.payload;
      if (row) editorSlice.caseReducers.lastGenerationLoaded(state, { type: '', payload: row });
    },
    /**
     * A revision was restored: what the last generation wrote (and its section lines) is no longer
     * the draft's text, so it stops being shown; a generation under way is left alone.
     */
    generationDismissed(state, action: PayloadAction<{ draftId: string }>) {
      const g = state.generation;
      if (!g || g.draftId !== action.payload.draftId || isActive(g)) return;
      state.dismissed = g.id;
      state.generation = null;
    },
    draftClosed(state) {
      state.save = null;
      state.generation = null;
      state.dismissed = null;
    },
  },
});

export const {
  saveStateChanged,
  generationRequested,
  generationEvent,
  generationProgress,
  cancelRequested,
  generationStopped,
  lastGenerationLoaded,
  watchProgressed,
  watchEnded,
  generationDismissed,
  draftClosed,
} = editorSlice.actions;

const injected = editorSlice.injectInto(rootReducer);

function editorState(state: RootState): EditorState {
  return injected.selectSlice(state as RootState & { editor?: EditorState });
}

/** The autosave state of the open draft. */
export const selectSave = (state: RootState) => editorState(state).save;
/** Whether the last generation was set aside by a restore (the status then claims nothing). */
export const selectGenerationDismissed = (state: RootState) =>
  Boolean(editorState(state).dismissed);
/** The generation shown (the running one, or the draft's last). */
export const selectGeneration = (state: RootState) => editorState(state).generation;
