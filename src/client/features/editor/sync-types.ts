import type { DraftConflict, DraftUpdate } from '../../../core/api/drafts';
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

/** The PATCH body saving `sent` fields on `version`. */
export function patchBody(version: number, sent: Partial<Fields>): DraftUpdate {
  const body: DraftUpdate = { version };
  const sections: NonNullable<DraftUpdate['sections']> = {};
  for (const [key, value] of Object.entries(sent) as [FieldKey, string][]) {
    if (isSection(key)) sections[key] = value;
    else if (key === 'name') body.title = value;
    else if (key === 'disclosure') body.disclosure = value;
    else if (value === 'us' || value === 'ep') body.jurisdiction = value;
  }
  if (Object.keys(sections).length) body.sections = sections;
  return body;
}
