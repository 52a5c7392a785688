import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftRevisions } from '../../db/schema';

/**
 * How revisions age. Every save keeps a revision, and a whole-draft snapshot of a 100-page draft
 * is ~300 KB, so an afternoon of autosaves would keep hundreds of megabytes. Edits are thinned as
 * they age; creation, generation, restore and import revisions are milestones and stay.
 */
export const REVISION_RETENTION = {
  /** The newest edit revisions of a draft are never thinned, however old. */
  keepNewest: 100,
  /** Younger edit revisions all stay. */
  keepAllDays: 1,
  /** Up to this age the last edit revision of each hour stays; older, the last of each day. */
  hourlyDays: 30,
  /** Thinning runs when a save reaches a version that is a multiple of this. */
  everyVersions: 50,
} as const;

/**
 * Thins the edit revisions of one draft by age (see REVISION_RETENTION). Runs inside the saving
 * transaction, under the draft's row lock. Returns how many revisions it removed.
 */
export async function pruneRevisions(db: Db, draftId: string): Promise<number> {
  const r = REVISION_RETENTION;
  const keepAll = sql.raw(`interval '${r.keepAllDays} days'`);
  const hourly = sql.raw(`interval '${r.hourlyDays} days'`);
  const thinned = sql`
      select id from (
        select
          id,
          bucket,
          row_number() over (partition by bucket order by version desc) as in_bucket,
          row_number() over (order by version desc) as newest
        from (
          select
            id,
            version,
            case
              when created_at > now() - ${keepAll} then null
              when created_at > now() - ${hourly} then date_trunc('hour', created_at)
              else date_trunc('day', created_at)
            end as bucket
          from draft_revisions
          where draft_id = ${draftId} and source = 'edit'
        ) aged
      ) ranked
      where bucket is not null and in_bucket > 1 and newest > ${r.keepNewest}`;
  const removed = await db
    .delete(draftRevisions)
    .where(sql`${draftRevisions.id} in (${thinned})`)
    .returning({ id: draftRevisions.id });
  return removed.length;
}
