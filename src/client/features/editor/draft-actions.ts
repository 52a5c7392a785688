import type { Draft, Jurisdiction, Sections } from '../../../core/api/drafts';
import { SECTION_NAMES } from '../../../core/api/sections';
import { authHeaders, failedResponse, reach, saveBlob, send } from './editor-http';
import { clearBackup } from './local-backup';
import type { DraftSession } from './session';

/** Saves pending edits, then makes a revision the current state; the editors take it whole. */
export async function restoreRevision(session: DraftSession, version: number): Promise<Draft> {
  const { sync, draftId, token } = session;
  await sync.flush();
  const draft = await send<Draft>(
    token(),
    'POST',
    `/drafts/${draftId}/revisions/${version}/restore`,
    { version: sync.currentVersion },
  );
  sync.replaceAll(draft);
  return draft;
}

/**
 * Deletes a draft (`DELETE /drafts/{id}`). When it is the open draft, pending edits are saved
 * first (they are kept if the server refuses) and autosave stops once the server has deleted it.
 * The local copy of unsaved edits is forgotten only after the server confirmed.
 */
export async function deleteDraft(
  token: string | null,
  draftId: string,
  open: DraftSession | null,
): Promise<void> {
  const session = open?.draftId === draftId ? open : null;
  if (session) await session.sync.flush();
  await send<{ message: string }>(token, 'DELETE', `/drafts/${draftId}`);
  if (session) {
    const { sync, document } = session;
    sync.stop();
    // Adopting the current text as the server's leaves nothing unsaved: closing the workspace
    // then writes no new local copy of a draft that no longer exists.
    const fields = document.snapshot();
    const sections = Object.fromEntries(SECTION_NAMES.map((s) => [s, fields[s]])) as Sections;
    sync.replaceAll({
      id: draftId,
      title: fields.name,
      disclosure: fields.disclosure,
      jurisdiction: fields.jurisdiction as Jurisdiction,
      docket_number: fields.docket_number,
      client_matter: fields.client_matter,
      sections,
      version: sync.currentVersion,
      figure_numerals: [...document.figureNumerals],
      created_at: '',
      updated_at: '',
    });
  }
  clearBackup(draftId);
}

function fileName(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]!);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  if (plain) return plain[1]!;
  const safe = fallback.replace(/[^\w.-]+/g, ' ').trim() || 'draft';
  return `${safe}.docx`;
}

/** Saves pending edits, downloads `GET /drafts/{id}/export.docx` with the bearer, and saves the file. */
export async function exportDocx(session: DraftSession, name: string): Promise<string> {
  await session.sync.flush();
  const response = await reach(`/drafts/${session.draftId}/export.docx`, {
    headers: authHeaders(session.token()),
  });
  if (!response.ok) throw await failedResponse(response);
  const blob = await response.blob();
  const file = fileName(response.headers.get('content-disposition'), name);
  saveBlob(blob, file);
  return file;
}
