import { lazy } from 'react';
import { renderClient, type PaneStart } from './app/start';
import { AppRouteTable, preloadEditorRoutes } from './app/route-table';
import { readStoredUser } from './app/storage';
import { prefetchDraft } from './features/editor/draft-prefetch';
import { detectOfficeHost } from './office/host';
import type { OfficeGlobal } from './office/word-api';
import { readLink } from './office/word-link';

/**
 * The task pane's entry (taskpane.html): no landing page in its initial chunk, and the chunks of
 * the pane's first screen (frame, layout, editor) fetched at once, in parallel with office.js
 * getting ready, so the pane renders its first screen in one pass. taskpane.html also lists those
 * chunks as scripts (webpack.config.js), so they arrive with the entry instead of after it.
 */
const LandingFrame = lazy(() =>
  import('./app/LandingFrame').then((m) => ({ default: m.LandingFrame })),
);

const container = document.getElementById('root');
if (!container) throw new Error('taskpane.html has no #root element');
const host = detectOfficeHost();
// A chunk that fails here is fetched again by the route that needs it.
const preloaded = host ? preloadEditorRoutes().catch(() => undefined) : Promise.resolve();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Once office.js is ready: the linked draft's request starts now, not after the first render, and
 * the pane opens on that draft's page (no first pass through /editor and its redirect).
 */
async function paneReady(): Promise<PaneStart> {
  const office = (globalThis as { Office?: OfficeGlobal }).Office;
  const token = readStoredUser()?.token.access_token;
  const draftId = office?.context?.document?.settings ? readLink(office) : null;
  if (!token || !draftId || !UUID.test(draftId)) return preloaded.then(() => ({}));
  prefetchDraft(token, draftId);
  await preloaded;
  return { path: `/editor/${draftId}` };
}

void renderClient(container, host, <AppRouteTable landing={<LandingFrame />} />, paneReady);
