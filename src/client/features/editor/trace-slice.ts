import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SectionName } from '../../../core/api/drafts';
import { rootReducer, type RootState } from '../../app/store';
import type { TracedSection } from './trace';

/** Traceability of the open draft: per section, the paragraphs and their disclosure sources. */
export interface TraceState {
  draftId: string | null;
  /** The trace route answered (or failed) for this draft. */
  status: 'idle' | 'loaded' | 'failed';
  sections: Partial<Record<SectionName, TracedSection>>;
}

const initialState: TraceState = { draftId: null, status: 'idle', sections: {} };

/** The trace slice, injected into the root reducer when the editor chunk loads. */
export const traceSlice = createSlice({
  name: 'trace',
  initialState,
  reducers: {
    /** The trace route's answer: replaces every section's trace. */
    traceLoaded(
      state,
      action: PayloadAction<{
        draftId: string;
        sections: Partial<Record<SectionName, TracedSection>>;
      }>,
    ) {
      state.draftId = action.payload.draftId;
      state.status = 'loaded';
      state.sections = action.payload.sections;
    },
    traceFailed(state, action: PayloadAction<{ draftId: string }>) {
      if (state.draftId !== action.payload.draftId) state.sections = {};
      state.draftId = action.payload.draftId;
      state.status = 'failed';
    },
    /** A section's trace from the stream (or cleared when a generation rewrites the section). */
    sectionTraced(
      state,
      action: PayloadAction<{ draftId: string; section: SectionName; trace: TracedSection | null }>,
    ) {
      const { draftId, section, trace } = action.payload;
      if (state.draftId !== draftId) {
        state.draftId = draftId;
        state.sections = {};
      }
      state.sections = { ...state.sections, [section]: trace ?? undefined };
    },
    traceClosed() {
      return initialState;
    },
  },
});

export const { traceLoaded, traceFailed, sectionTraced, traceClosed } = traceSlice.actions;

const injected = traceSlice.injectInto(rootReducer);

/** The open draft's trace state. */
export const selectTrace = (state: RootState): TraceState =>
  injected.selectSlice(state as RootState & { trace?: TraceState });
