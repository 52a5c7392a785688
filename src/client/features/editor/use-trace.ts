import { useEffect, useRef } from 'react';
import type { Draft } from '../../../core/api/drafts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { send } from './editor-http';
import { selectGeneration } from './editor-slice';
import { isActive } from './GenerationBar';
import { whenIdle } from './idle';
import type { DraftSession } from './session';
import { sectionTraces } from './trace';
import { traceClosed, traceFailed, traceLoaded } from './trace-slice';

/**
 * Loads the draft's traceability (`GET /drafts/{id}/trace`) when it opens and again when a
 * generation ends (one watched from elsewhere included). Each paragraph's text as generated comes
 * with the trace, so edits made since — before this draft was opened too — show as "edited since
 * generation"; a trace saved before the server kept that text takes it from the draft fetched with
 * it.
 */
export function useTrace(session: DraftSession): void {
  const dispatch = useAppDispatch();
  const { draftId, token } = session;
  const ended = useAppSelector((state) => {
    const g = selectGeneration(state);
    return g && g.draftId === draftId && !isActive(g) ? `${g.id} ${g.phase}` : null;
  });
  /** Number of the latest load (an older answer is dropped); 0 before the first, -1 once closed. */
  const latest = useRef(0);
  useEffect(() => {
    if (ended === null && latest.current > 0) return;
    const run = () => {
      const load = ++latest.current;
      Promise.all([
        send<unknown>(token(), 'GET', `/drafts/${draftId}/trace`),
        send<Draft>(token(), 'GET', `/drafts/${draftId}`),
        // The trace's schema (zod) loads beside the requests, not with the editor's first screen.
        import('../../../core/api/generation'),
      ]).then(
        ([body, draft, { ZDraftTrace }]) => {
          if (latest.current !== load) return;
          const parsed = ZDraftTrace.safeParse(body);
          if (!parsed.success) {
            dispatch(traceFailed({ draftId }));
            return;
          }
          const sections = sectionTraces(parsed.data, (s) => draft.sections[s]);
          dispatch(traceLoaded({ draftId, sections }));
        },
        () => {
          if (latest.current === load) dispatch(traceFailed({ draftId }));
        },
      );
    };
    // The first load waits for an idle moment (at most 2 s): it fetches the whole draft again and
    // parses the trace's schema, work the editor's first screen does not wait for.
    if (ended !== null) run();
    else return whenIdle(run, 2000);
  }, [dispatch, draftId, token, ended]);
  useEffect(
    () => () => {
      latest.current = -1;
      dispatch(traceClosed());
    },
    [dispatch, draftId],
  );
}
