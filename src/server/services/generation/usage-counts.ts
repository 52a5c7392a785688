import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drafts, generations } from '../../db/schema';

/** A user's drafting figures for account pages: drafts owned, generations all time and this month (UTC). */
export async function usageCounts(
  db: Db,
  ownerId: number,
): Promise<{ drafts: number; generations: number; generations_this_month: number }> {
  const [owned] = await db.select({ n: count() }).from(drafts).where(eq(drafts.ownerId, ownerId));
  const [all] = await db
    .select({
      n: count(),
      month: sql<number>`count(*) filter (where ${gte(
        generations.createdAt,
        sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
      )})`.mapWith(Number),
    })
    .from(generations)
    .where(and(eq(generations.ownerId, ownerId)));
  return {
    drafts: owned?.n ?? 0,
    generations: all?.n ?? 0,
    generations_this_month: all?.month ?? 0,
  };
}
