import { prefetchDraft } from '../features/editor/draft-prefetch';
import { startEarlyRead } from '../office/early-read';
import { storageKeyPrefix, type OfficeHost } from '../office/host';
import type { OfficeGlobal } from '../office/word-api';
import { readLink } from '../office/word-link';
import type { PaneStart } from './start';
import { readStoredUser, setStorageKeyPrefix } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends the linked draft's request and starts reading the Word document (early-read.ts), once
 * office.js is ready; returns the draft's id, or null when the document has no link, the link is
 * not a draft's id or nobody is signed in. Calling it again for the same draft sends nothing new
 * (the request and the read wait for the editor's session to take them).
 */
export function requestLinkedDraft(): string | null {
  const office = (globalThis as { Office?: OfficeGlobal }).Office;
  const token = readStoredUser()?.token.access_token;
  const link = office?.context?.document?.settings ? readLink(office) : null;
  const draftId = token && link && UUID.test(link) ? link : null;
  if (token && draftId) {
    prefetchDraft(token, draftId);
    startEarlyRead(draftId);
  }
  return draftId;
}

/**
 * What taskpane.html's first, small script does (pane-early.ts): as soon as office.js is ready,
 * the storage prefix is set and the linked draft's request goes out, while the pane's large scripts
 * still download. Resolves when that is done (nothing happens outside Office).
 */
export async function startPaneRequests(host: OfficeHost | null): Promise<void> {
  if (!host || !(await host.ready()).inOffice) return;
  setStorageKeyPrefix(storageKeyPrefix());
  requestLinkedDraft();
}

/**
 * The task pane's start-up order. `preload` fetches and evaluates the first screen's modules (a
 * few hundred milliseconds at 4× CPU; idempotent). It is first called one task after the entry
 * has run (`schedule`), not at once: when office.js is ready at once, the returned `paneReady`
 * sends the linked draft's request (and starts reading the Word document, early-read.ts) before
 * that evaluation, and the server (and Word) answer while it runs; usually pane-early.ts has sent
 * them already, before the pane's scripts had arrived.
 * When office.js takes longer, the modules evaluate while it gets ready. `paneReady` (called by
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
    const draftId = requestLinkedDraft();
    await load();
    return draftId ? { path: `/editor/${draftId}` } : {};
  };
}
