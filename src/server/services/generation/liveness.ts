import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';

/** How often a running generation touches its row. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A `running` row untouched this long belongs to an instance that is gone. */
export const STALE_AFTER_MS = 30_000;

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
