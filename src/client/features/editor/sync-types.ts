import type { DraftConflict, DraftUpdate } from '../../../core/api/drafts';
import { spliceOf } from '../../../core/api/text-splice';
import { isSection, type FieldKey, type Fields } from './draft-document';

/** What the save indicator shows. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

/** The autosave state the UI shows. */
export interface SyncState {
  status: SaveStatus;
  version: number;
  /** Why the last save failed (error, offline). */
  detail: string | null;
  /** Fields edited both here and on the server since this copy was loaded (status conflict). */
  conflictFields: FieldKey[];
  /** How many fields were recovered from this browser's unsaved edits when the draft opened. */
  recovered: number;
}

/** Whether a 409 body carries the current draft (a stale version), not another conflict. */
export function isDraftConflict(body: unknown): body is DraftConflict {
  return typeof body === 'object' && body !== null && 'current_version' in body && 'draft' in body;
}

/** Sections from this length on are sent as one edit of their saved text, when that is smaller. */
const EDITS_FROM_CHARS = 4096;

/**
 * The PATCH body saving `sent` fields on `version`. Given `saved` (the text at `version`), a long
 * section goes as one edit of it (`section_edits`): typing in a 100-page description sends a few
 * characters, not the whole 300,000 again.
 */
export function patchBody(
  version: number,
  sent: Partial<Fields>,
  saved?: Partial<Fields>,
): DraftUpdate {
  const body: DraftUpdate = { version };
  const sections: NonNullable<DraftUpdate['sections']> = {};
  const edits: NonNullable<DraftUpdate['section_edits']> = {};
  for (const [key, value] of Object.entries(sent) as [FieldKey, string][]) {
    if (isSection(key)) {
      const before = saved?.[key];
      const edit =
        before !== undefined && value.length >= EDITS_FROM_CHARS ? spliceOf(before, value) : null;
      if (edit && edit.insert.length * 2 < value.length) edits[key] = edit;
      else sections[key] = value;
    } else if (key === 'name') body.title = value;
    else if (key === 'disclosure') body.disclosure = value;
    else if (key === 'docket_number') body.docket_number = value;
    else if (key === 'client_matter') body.client_matter = value;
    else if (value === 'us' || value === 'ep') body.jurisdiction = value;
  }
  if (Object.keys(sections).length) body.sections = sections;
  if (Object.keys(edits).length) body.section_edits = edits;
  return body;
}

/** Whether a 422 refused a save's `section_edits` (the server's text was not the one edited). */
export function refusedEdits(body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return (
    Array.isArray(detail) &&
    detail.some((d: { loc?: unknown }) => Array.isArray(d.loc) && d.loc[1] === 'section_edits')
  );
}
