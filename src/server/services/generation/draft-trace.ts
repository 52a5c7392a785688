import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DraftTrace, GeneratedSection } from '../../../core/api/generation';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import type { Actor } from '../../policies/drafts';
import { loadDraft } from '../drafts/load-draft';

/**
 * Where each section's paragraphs came from, per section from the newest ended generation that
 * wrote it. A section whose newest writer left no trace (an LLM, text cut short) is absent:
 * an older trace would describe text that is no longer there.
 */
export async function traceForDraft(db: Db, actor: Actor, draftId: string): Promise<DraftTrace> {
  const draft = await loadDraft(db, actor, draftId);
  const rows = await db
    .select({ id: generations.id, trace: generations.trace })
    .from(generations)
    .where(
      and(
        eq(generations.draftId, draft.id),
        eq(generations.ownerId, actor.id),
        inArray(generations.state, ['finished', 'cancelled', 'failed']),
        isNotNull(generations.trace),
      ),
    )
    .orderBy(sql`${generations.finishedAt} desc nulls last`, desc(generations.createdAt));
  const decided = new Set<string>();
  const sections: DraftTrace['sections'] = {};
  for (const row of rows) {
    for (const [name, paragraphs] of Object.entries(row.trace ?? {})) {
      if (decided.has(name)) continue;
      decided.add(name);
      if (paragraphs) sections[name as GeneratedSection] = { generation_id: row.id, paragraphs };
    }
  }
  return { sections };
}
