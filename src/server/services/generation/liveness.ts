import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';

/** How often a running generation touches its row (its lease). */
export const HEARTBEAT_INTERVAL_MS = 2_000;
/**
 * A `running` row untouched this long belongs to an instance that is gone: its sections are free
 * again and the sweep marks it failed. Three missed heartbeats; seconds, not a minute, after a
 * kill -9 (it was 30 s, which kept a section locked half a minute).
 */
export const STALE_AFTER_MS = 6_000;

/** SQL condition: the row's instance has touched it recently. */
export const isAlive = () =>
  gt(
    generations.heartbeatAt,
    sql`now() - ${sql.raw(`interval '${STALE_AFTER_MS / 1000} seconds'`)}`,
  );

/** Sections a generation still holds: those it writes, less those it has released. */
export function heldSections(row: { sections: string[]; releasedSections: string[] }): string[] {
  return row.sections.filter((s) => !row.releasedSections.includes(s));
}

/** Sections of a draft that a live generation is writing now (or will write). */
export async function sectionsBeingGenerated(db: Db, draftId: string): Promise<Set<string>> {
  const rows = await db
    .select({ sections: generations.sections, releasedSections: generations.releasedSections })
    .from(generations)
    .where(and(eq(generations.draftId, draftId), eq(generations.state, 'running'), isAlive()));
  return new Set(rows.flatMap(heldSections));
}
