import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drafts } from '../../db/schema';
import { AppError } from '../../errors';
import { canEditDraft, canReadDraft, type Actor } from '../../policies/drafts';
import type { DraftRow } from './present';

/** The 404 every draft endpoint gives for a missing or foreign draft. */
export function draftNotFound(): AppError {
  return new AppError('not_found', 'Draft not found');
}

/**
 * Loads a draft the actor may read (`lock`: and edit, holding a row lock until the transaction
 * ends). Missing and foreign drafts are the same 404.
 */
export async function loadDraft(
  db: Db,
  actor: Actor,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<DraftRow> {
  const query = db.select().from(drafts).where(eq(drafts.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw draftNotFound();
  const allowed = opts.lock ? canEditDraft(actor, row) : canReadDraft(actor, row);
  if (!allowed) throw draftNotFound();
  return row;
}

/** A save made on an old version; carries the draft as it is now. */
export class StaleVersionError extends Error {
  constructor(readonly current: DraftRow) {
    super(
      `The draft has changed since the version you edited; it is now at version ${current.version}.`,
    );
  }
}
