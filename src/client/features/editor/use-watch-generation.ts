import { useEffect, useRef } from 'react';
import type { Draft, SectionName } from '../../../core/api/drafts';
import type { GenerationList } from '../../../core/api/generation';
import { sectionsOf } from '../../../core/api/sections';
import { sessionExpired } from '../../app/auth-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { EditorHttpError, send } from './editor-http';
import { draftsApi } from './drafts-api';
import {
  watchEnded,
  selectGeneration,
  watchProgressed,
  type SectionProgress,
} from './editor-slice';
import { isActive } from './GenerationBar';
import type { DraftSession } from './session';

/**
 * How often the draft's generations are listed (to notice one started elsewhere), and how often
 * a generation running elsewhere is looked at (the server saves its text as it streams).
 */
export const WATCH_TIMINGS = { detectMs: 3000, everyMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Progress of a watched generation from its row and what the server has saved. Sections are
 * written in order and each but the last is released when finished, so the first one not released
 * is being written (or a later one whose text changed while watching, should a release be late):
 * those before it are done, those after it queued.
 */
export function watchedProgress(
  order: readonly SectionName[],
  touched: ReadonlySet<SectionName>,
  text: (section: SectionName) => string,
  released: ReadonlySet<SectionName> = new Set(),
): SectionProgress[] {
  const unreleased = order.findIndex((s) => !released.has(s));
  let current = unreleased === -1 ? order.length - 1 : unreleased;
  order.forEach((s, i) => {
    if (touched.has(s)) current = Math.max(current, i);
  });
  return order.map((section, i) => ({
    section,
    status: released.has(section) || i < current ? 'done' : i === current ? 'writing' : 'queued',
    chars: i <= current ? text(section).length : 0,
    errors: null,
    released: released.has(section),
  }));
}

interface Watch {
  id: string;
  stopped: boolean;
}

/**
 * A generation of the open draft that this tab did not start (another tab or device): its
 * sections are locked here and refreshed from the server about once a second until it ends; then
 * the final text is adopted (local unsaved edits of other sections are kept by the rebase).
 */
export function useWatchGeneration(session: DraftSession): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { draftId, document, sync, token } = session;
  const watched = useAppSelector((state) => {
    const g = selectGeneration(state);
    return g && g.draftId === draftId && !g.live && isActive(g) ? g.id : null;
  });
  const current = useRef<Watch | null>(null);
  /** Generations from elsewhere whose final text this tab has (watched to the end, or adopted). */
  const ended = useRef(new Set<string>());
  const endedElsewhere = useAppSelector((state) => {
    const g = selectGeneration(state);
    return g && g.draftId === draftId && !g.live && !isActive(g) ? g.id : null;
  });

  useEffect(() => {
    if (!endedElsewhere || ended.current.has(endedElsewhere)) return;
    ended.current.add(endedElsewhere);
    send<Draft>(token(), 'GET', `/drafts/${draftId}`).then(
      (draft) => {
        if (current.current?.stopped !== false) sync.adopt(draft);
      },
      () => undefined,
    );
  }, [endedElsewhere, draftId, sync, token]);

  useEffect(
    () => () => {
      const watch = current.current;
      current.current = null;
      if (watch && !watch.stopped) {
        watch.stopped = true;
        sync.setGenerating([]);
      }
    },
    [sync],
  );

  useEffect(() => {
    if (!watched || current.current?.id === watched) return;
    const g = selectGeneration(store.getState());
    if (!g || g.id !== watched) return;
    const watch: Watch = { id: watched, stopped: false };
    current.current = watch;
    const order = sectionsOf(g.target);
    const touched = new Set<SectionName>();
    const released = new Set<SectionName>();
    sync.setGenerating(order);
    const progressed = () =>
      dispatch(
        watchProgressed({
          id: watch.id,
          sections: watchedProgress(order, touched, (s) => document.get(s), released),
        }),
      );
    progressed();

    const refresh = (draft: Draft, nowReleased: readonly SectionName[]) => {
      for (const s of order) {
        if (released.has(s)) continue;
        const theirs = draft.sections[s];
        const mine = document.get(s);
        if (theirs === mine || sync.isUnsaved(s)) continue;
        touched.add(s);
        if (theirs.startsWith(mine)) sync.remoteAppend(s, theirs.slice(mine.length));
        else sync.remoteSet(s, theirs);
      }
      // A section the generation has finished is final on the server: it is editable here now.
      for (const s of nowReleased) {
        if (released.has(s)) continue;
        released.add(s);
        sync.releaseSection(s);
      }
      progressed();
    };

    const run = async () => {
      while (!watch.stopped) {
        await sleep(WATCH_TIMINGS.everyMs);
        if (watch.stopped) return;
        try {
          const list = await send<GenerationList>(
            token(),
            'GET',
            `/drafts/${draftId}/generations?limit=20`,
          );
          const row = list.data.find((r) => r.id === watch.id);
          const draft = await send<Draft>(token(), 'GET', `/drafts/${draftId}`);
          if (watch.stopped) return;
          if (row?.state === 'running') {
            refresh(draft, row.released_sections);
            continue;
          }
          watch.stopped = true;
          ended.current.add(watch.id);
          sync.finishGeneration(draft);
          dispatch(watchEnded({ id: watch.id, row }));
          dispatch(draftsApi.util.invalidateTags(['Revisions', 'Generations', 'Drafts']));
        } catch (error) {
          if (error instanceof EditorHttpError && error.status === 401) {
            dispatch(sessionExpired());
            watch.stopped = true;
            sync.setGenerating([]);
            dispatch(watchEnded({ id: watch.id }));
          }
          // otherwise (offline, a 5xx): look again at the next tick
        }
      }
    };
    void run();
  }, [watched, dispatch, document, draftId, store, sync, token]);
}
