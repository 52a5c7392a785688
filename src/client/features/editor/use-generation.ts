import { useCallback, useEffect, useRef } from 'react';
import type { Draft, SectionName } from '../../../core/api/drafts';
import { sectionsOf, type GenerationTarget } from '../../../core/api/sections';
import { withParagraphText } from '../../../core/api/trace-text';
import { sessionExpired } from '../../app/auth-slice';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { attorneyMessage } from './editor-messages';
import { describeFailure, EditorHttpError, send } from './editor-http';
import { draftsApi } from './drafts-api';
import {
  cancelRequested,
  generationEvent,
  generationProgress,
  generationRequested,
  generationStopped,
  selectGeneration,
} from './editor-slice';
import { cancelGeneration, streamGeneration } from './generation-stream';
import type { DraftSession } from './session';
import { sectionTraced } from './trace-slice';

interface Run {
  id: string;
  controller: AbortController;
  started: boolean;
  ended: boolean;
  cancel: boolean;
  /** The editor closed: nothing more is shown or reloaded. */
  disposed: boolean;
}

const PROGRESS_EVERY_MS = 100;
const CANCEL_RETRY_MS = 150;
const LOST =
  'The connection to the server closed before the generation ended. The text written so far is kept.';

const UNSAVED =
  'Not started: your latest edits are not saved yet (see the save status). The generation reads the saved draft.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts and cancels generations of the open draft, streaming their text into the editors. */
export function useGeneration(session: DraftSession): {
  start: (target: GenerationTarget, instructions?: string) => Promise<void>;
  cancel: () => Promise<void>;
} {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const running = useRef<Run | null>(null);
  const { draftId, document, sync, token } = session;

  useEffect(
    () => () => {
      const run = running.current;
      running.current = null;
      if (!run) return;
      run.disposed = true;
      run.controller.abort();
    },
    [session],
  );

  /**
   * Asks the server to stop a run it has started. A run that ended meanwhile (409) needs nothing;
   * if the request fails otherwise, the stream is dropped, which stops the run server-side too.
   */
  const requestCancel = useCallback(
    async (run: Run) => {
      if (run.ended) return;
      try {
        await cancelGeneration(token(), run.id);
      } catch (error) {
        const status = error instanceof EditorHttpError ? error.status : 0;
        if (status === 409 || run.ended) return;
        run.controller.abort();
        dispatch(generationStopped({ phase: 'cancelled', detail: describeFailure(error).detail }));
      }
    },
    [dispatch, token],
  );

  const start = useCallback(
    async (target: GenerationTarget, instructions?: string) => {
      if (running.current) return;
      const run: Run = {
        id: crypto.randomUUID(),
        controller: new AbortController(),
        started: false,
        ended: false,
        cancel: false,
        disposed: false,
      };
      running.current = run;
      dispatch(generationRequested({ id: run.id, draftId, target }));
      let pending: Partial<Record<SectionName, number>> = {};
      let timer: ReturnType<typeof setTimeout> | null = null;
      const flushProgress = () => {
        if (timer) clearTimeout(timer);
        timer = null;
        if (Object.keys(pending).length) dispatch(generationProgress(pending));
        pending = {};
      };
      try {
        // Word edits not read yet are part of the draft the generation reads.
        await session.bridge?.pull();
        const saved = await sync.flush();
        if (!saved && !run.cancel) {
          run.ended = true;
          dispatch(generationStopped({ phase: 'failed', detail: UNSAVED }));
          return;
        }
        if (run.cancel) {
          run.ended = true;
          dispatch(
            generationStopped({ phase: 'cancelled', detail: 'Cancelled before it started.' }),
          );
          return;
        }
        // In Word, the sections' text streams into the document from here on.
        await session.bridge?.beginStream(sectionsOf(target));
        if (run.cancel) {
          run.ended = true;
          dispatch(
            generationStopped({ phase: 'cancelled', detail: 'Cancelled before it started.' }),
          );
          return;
        }
        sync.setGenerating(sectionsOf(target));
        await streamGeneration(
          token(),
          { generation_id: run.id, draft_id: draftId, section: target, instructions },
          (event) => {
            if (event.type === 'delta') {
              sync.remoteAppend(event.section, event.text);
              pending[event.section] = (pending[event.section] ?? 0) + event.text.length;
              timer ??= setTimeout(flushProgress, PROGRESS_EVERY_MS);
              return;
            }
            flushProgress();
            if (event.type === 'trace') {
              const items = withParagraphText(document.get(event.section), event.paragraphs);
              const trace = { generationId: run.id, items };
              dispatch(sectionTraced({ draftId, section: event.section, trace }));
              return;
            }
            if (event.type === 'started') {
              run.started = true;
              // Cancel was pressed before the server knew the id: it is sent now that it does.
              if (run.cancel) void requestCancel(run);
            }
            if (event.type === 'section_released') sync.releaseSection(event.section);
            if (event.type === 'section_started') {
              sync.remoteSet(event.section, '');
              dispatch(sectionTraced({ draftId, section: event.section, trace: null }));
            }
            if (event.type === 'finished' || event.type === 'cancelled' || event.type === 'failed')
              run.ended = true;
            dispatch(generationEvent(event));
          },
          run.controller.signal,
        );
        if (!run.ended && !run.controller.signal.aborted)
          dispatch(generationStopped({ phase: 'failed', detail: LOST }));
      } catch (error) {
        if (run.controller.signal.aborted) return;
        if (error instanceof EditorHttpError && error.status === 401) dispatch(sessionExpired());
        const failure = describeFailure(error);
        const detail = failure.status === 0 ? LOST : attorneyMessage(failure);
        dispatch(generationStopped({ phase: 'failed', detail }));
      } finally {
        flushProgress();
        if (running.current === run) running.current = null;
        if (!run.disposed) {
          try {
            sync.finishGeneration(await send<Draft>(token(), 'GET', `/drafts/${draftId}`));
          } catch {
            sync.setGenerating([]);
          }
          await session.bridge?.endStream();
          dispatch(draftsApi.util.invalidateTags(['Revisions', 'Generations', 'Drafts']));
        }
      }
    },
    [dispatch, document, draftId, sync, token, session.bridge, requestCancel],
  );

  /** A generation this tab did not start (seen in the draft's list): cancel it, then look again. */
  const cancelElsewhere = useCallback(async () => {
    const g = selectGeneration(store.getState());
    if (!g || g.live || g.draftId !== draftId || g.phase !== 'running') return;
    dispatch(cancelRequested());
    try {
      await cancelGeneration(token(), g.id);
    } catch {
      // ended meanwhile: the refreshed list shows how
    }
    await sleep(CANCEL_RETRY_MS * 3);
    dispatch(draftsApi.util.invalidateTags(['Generations', 'Revisions']));
  }, [dispatch, draftId, store, token]);

  const cancel = useCallback(async () => {
    const run = running.current;
    if (!run) {
      await cancelElsewhere();
      return;
    }
    if (run.cancel) return;
    run.cancel = true;
    dispatch(cancelRequested());
    // Before the server has said "started" it does not know the id (a cancel would 404): the
    // start sees `run.cancel` and either does not send the request or sends this cancel then.
    if (run.started) await requestCancel(run);
  }, [dispatch, cancelElsewhere, requestCancel]);

  return { start, cancel };
}
