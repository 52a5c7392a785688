import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generations } from '../../db/schema';
import { STALE_AFTER_MS } from './liveness';

/**
 * Marks generations left `running` by a server that stopped as failed; call once at start, after
 * migrating. On PGlite this process owns the database, so every running row is an orphan; on
 * PostgreSQL other instances may be running theirs, so only rows whose heartbeat stopped count.
 * Their text written so far stays in the draft. Returns how many rows were closed.
 */
export async function failOrphanedGenerations(database: Database): Promise<number> {
  const orphaned =
    database.kind === 'pglite'
      ? eq(generations.state, 'running')
      : and(
          eq(generations.state, 'running'),
          lt(
            generations.heartbeatAt,
            sql`now() - ${sql.raw(`interval '${STALE_AFTER_MS / 1000} seconds'`)}`,
          ),
        );
  const rows = await database.db
    .update(generations)
    .set({
      state: 'failed',
      detail: 'The server stopped during the generation. The text written so far is kept.',
      finishedAt: sql`now()`,
    })
    .where(orphaned)
    .returning({ id: generations.id });
  return rows.length;
}
