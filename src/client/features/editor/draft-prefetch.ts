import type { Draft } from '../../../core/api/drafts';
import { send } from './editor-http';

const pending = new Map<string, Promise<Draft>>();

/**
 * Starts `GET /drafts/{id}` before the editor has rendered: the task pane knows the document's
 * draft as soon as office.js is ready, so the request runs while the pane's first screen renders.
 */
export function prefetchDraft(token: string, draftId: string): void {
  if (pending.has(draftId)) return;
  const request = send<Draft>(token, 'GET', `/drafts/${draftId}`);
  request.catch(() => undefined); // the session that takes it reports the failure
  pending.set(draftId, request);
}

/** The prefetched request for `draftId` (once), or null: the session then makes its own. */
export function takePrefetchedDraft(draftId: string): Promise<Draft> | null {
  const request = pending.get(draftId) ?? null;
  pending.delete(draftId);
  return request;
}
