import { count, desc, eq, sql } from 'drizzle-orm';
import { type DraftList, type DraftPageQuery } from '../../../core/api/drafts';
import { TITLE_SECTION_PREVIEW_CHARS } from '../../../core/api/sections';
import type { Db } from '../../db/client';
import { drafts } from '../../db/schema';
import type { Actor } from '../../policies/drafts';
import { presentDraftSummary } from './present';

/** The actor's own drafts, most recently updated first. */
export async function listDrafts(opts: {
  db: Db;
  actor: Actor;
  page: DraftPageQuery;
}): Promise<DraftList> {
  const { db, actor, page } = opts;
  const rows = await db
    .select({
      id: drafts.id,
      title: drafts.title,
      titleSection: sql<string>`left(coalesce(${drafts.sections}->>'title', ''), ${TITLE_SECTION_PREVIEW_CHARS})`,
      jurisdiction: drafts.jurisdiction,
      docketNumber: drafts.docketNumber,
      version: drafts.version,
      createdAt: drafts.createdAt,
      updatedAt: drafts.updatedAt,
    })
    .from(drafts)
    .where(eq(drafts.ownerId, actor.id))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(drafts).where(eq(drafts.ownerId, actor.id));
  return { data: rows.map(presentDraftSummary), count: total?.n ?? 0 };
}
