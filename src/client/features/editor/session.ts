import { createContext, useContext, useEffect, useState } from 'react';
import type { Draft } from '../../../core/api/drafts';
import type { ErrorDescription } from '../../app/errors';
import { sessionExpired } from '../../app/auth-slice';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import type { DraftTarget } from '../../office/draft-target';
import { takeEarlyRead } from '../../office/early-read';
import { createBrowserDraftTarget } from '../../office/browser-draft-target';
import { wordTargetFromGlobals, type WordDraftTarget } from '../../office/word-draft-target';
import { DraftDocument, fieldsOf } from './draft-document';
import { takePrefetchedDraft } from './draft-prefetch';
import { DraftSync } from './draft-sync';
import { describeFailure, send } from './editor-http';
import { draftClosed, saveStateChanged } from './editor-slice';
import { applySavedDraft, draftsApi } from './drafts-api';
import { WordBridge } from './word-bridge';

/** The open draft: its text, its autosave and its DraftTarget. */
export interface DraftSession {
  draftId: string;
  document: DraftDocument;
  sync: DraftSync;
  target: DraftTarget;
  /** In Word's task pane: the document (the draft itself) and what keeps the two one; else null. */
  word: WordDraftTarget | null;
  bridge: WordBridge | null;
  /** The bearer of the signed-in user, read when a request is made. */
  token: () => string | null;
}

/** The open draft, for the editor's components. */
export const SessionContext = createContext<DraftSession | null>(null);

/** The open draft (inside the editor workspace only). */
export function useSession(): DraftSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the editor workspace');
  return session;
}

/** Loading a draft: the session once it is open, or why it could not be. */
export interface SessionLoad {
  session: DraftSession | null;
  error: ErrorDescription | null;
}

/** Opens a draft (GET, then autosave with localStorage recovery); closes it on unmount. */
export function useDraftSession(draftId: string): SessionLoad {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [load, setLoad] = useState<SessionLoad & { id: string | null }>({
    id: null,
    session: null,
    error: null,
  });
  useEffect(() => {
    let closed = false;
    let close: () => void = () => undefined;
    const token = () => store.getState().auth.user?.token.access_token ?? null;
    // In the task pane the open document is the draft; in a browser tab, the in-app editor, whose
    // surface (TipTap, ProseMirror) is loaded only here, so the Word pane never downloads it.
    const word = wordTargetFromGlobals();
    // The pane started reading the document beside the draft's request (pane-start.ts).
    const firstRead = word ? takeEarlyRead(draftId) : null;
    // A browser tab on a draft has requested the "surface" chunk at start (browser-preload.ts).
    const surface = word ? null : import(/* webpackChunkName: "surface" */ './draft-surface');
    const draft = takePrefetchedDraft(draftId) ?? send<Draft>(token(), 'GET', `/drafts/${draftId}`);
    Promise.all([draft, surface]).then(
      ([draft, surfaceModule]) => {
        if (closed) return;
        const document = new DraftDocument(fieldsOf(draft));
        const sync = new DraftSync(draftId, draft, {
          document,
          patch: async (body) => {
            const saved = await send<Draft>(token(), 'PATCH', `/drafts/${draftId}`, body);
            // The draft picker and the drafts page show the new name; an open history refetches.
            dispatch(
              draftsApi.util.updateQueryData('listDrafts', undefined, (list) =>
                applySavedDraft(list, saved),
              ),
            );
            dispatch(draftsApi.util.invalidateTags(['Revisions']));
            return saved;
          },
          onState: (state) => dispatch(saveStateChanged(state)),
          onUnauthorized: () => dispatch(sessionExpired()),
        });
        const target = word ?? createBrowserDraftTarget(surfaceModule!.draftSurface(document));
        const bridge = word ? new WordBridge(word, document) : null;
        void bridge?.start(firstRead);
        const online = () => sync.retryNow();
        const hide = () => sync.backupNow();
        window.addEventListener('online', online);
        window.addEventListener('pagehide', hide);
        window.addEventListener('beforeunload', hide);
        close = () => {
          window.removeEventListener('online', online);
          window.removeEventListener('pagehide', hide);
          window.removeEventListener('beforeunload', hide);
          bridge?.stop();
          sync.stop();
        };
        setLoad({
          id: draftId,
          session: { draftId, document, sync, target, word, bridge, token },
          error: null,
        });
      },
      (error: unknown) => {
        if (closed) return;
        const description = describeFailure(error);
        if (description.status === 401) dispatch(sessionExpired());
        setLoad({ id: draftId, session: null, error: description });
      },
    );
    return () => {
      closed = true;
      close();
      dispatch(draftClosed());
    };
  }, [draftId, dispatch, store]);
  return load.id === draftId ? load : { session: null, error: null };
}
