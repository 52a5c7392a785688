import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drafts, generations } from '../../db/schema';
import type { Actor } from '../../policies/drafts';
import { loadDraft } from './load-draft';

/**
 * Deletes a draft with its revisions. Returns the ids of generations that were running on it, so
 * the caller can cancel them (their rows stay, detached, for usage records).
 */
export async function deleteDraft(opts: { db: Db; actor: Actor; id: string }): Promise<string[]> {
  const { db, actor, id } = opts;
  return db.transaction(async (tx) => {
    const row = await loadDraft(tx, actor, id, { lock: true });
    const running = await tx
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.draftId, row.id), eq(generations.state, 'running')));
    await tx.delete(drafts).where(eq(drafts.id, row.id));
    return running.map((r) => r.id);
  });
}
