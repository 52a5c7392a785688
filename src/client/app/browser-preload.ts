import { prefetchDraft } from '../features/editor/draft-prefetch';
import { preloadEditorRoutes } from './route-table';
import { readStoredUser } from './storage';

/** `/editor` or `/editor/{draftId}` (a draft's id is a UUID, as the editor's own route checks). */
const EDITOR_PATH =
  /^\/editor(?:\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))?\/?$/i;

/**
 * A browser tab opened on the editor by a signed-in user: the chunks of that screen (frame,
 * layout, editor page and, for a draft, the surface its session opens with) and the draft itself
 * are requested at once, while the first render runs, instead of one after another as each lazy
 * part renders. The in-app editors (TipTap's starter kit) still load as the workspace renders,
 * after the Disclosure field: creating them takes long, and nothing waits for them.
 * Anything else (another page, no stored user) loads as before. A failed chunk is fetched again by
 * the route that needs it. Returns when the editor's route chunks have arrived and been evaluated
 * (null when nothing was preloaded): the first render waits for it (bootstrap.tsx).
 */
export function preloadBrowserStart(pathname: string): Promise<void> | null {
  const token = readStoredUser()?.token.access_token;
  const match = EDITOR_PATH.exec(pathname);
  if (!token || !match) return null;
  const draftId = match[1];
  if (draftId) prefetchDraft(token, draftId);
  const routes = preloadEditorRoutes().catch(() => undefined);
  if (draftId)
    import(/* webpackChunkName: "surface" */ '../features/editor/draft-surface').catch(
      () => undefined,
    );
  return routes;
}
