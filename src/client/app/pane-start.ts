import { prefetchDraft } from '../features/editor/draft-prefetch';
import { startEarlyRead } from '../office/early-read';
import type { OfficeHost } from '../office/host';
import type { OfficeGlobal } from '../office/word-api';
import { readLink } from '../office/word-link';
import type { PaneStart } from './start';
import { readStoredUser } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The task pane's start-up order. `preload` fetches and evaluates the first screen's modules (a
 * few hundred milliseconds at 4× CPU; idempotent). It is first called one task after the entry
 * has run (`schedule`), not at once: when office.js is ready at once, the returned `paneReady`
 * sends the linked draft's request (and starts reading the Word document, early-read.ts) before
 * that evaluation, and the server (and Word) answer while it runs;
 * when office.js takes longer, the modules evaluate while it gets ready. `paneReady` (called by
 * `renderClient` once office.js is ready) then opens the pane on the linked draft's page.
 */
export function paneStart(
  host: OfficeHost | null,
  preload: () => Promise<void>,
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
): () => Promise<PaneStart> {
  // A chunk that fails here is fetched again by the route that needs it.
  const load = () => preload().catch(() => undefined);
  if (host) schedule(() => void load());
  return async () => {
    const office = (globalThis as { Office?: OfficeGlobal }).Office;
    const token = readStoredUser()?.token.access_token;
    const link = office?.context?.document?.settings ? readLink(office) : null;
    const draftId = token && link && UUID.test(link) ? link : null;
    if (token && draftId) {
      prefetchDraft(token, draftId);
      startEarlyRead(draftId);
    }
    await load();
    return draftId ? { path: `/editor/${draftId}` } : {};
  };
}
