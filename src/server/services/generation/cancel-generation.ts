import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { AppError } from '../../errors';
import { canControlGeneration, type Actor } from '../../policies/drafts';
import { isAlive } from './liveness';

const ENDED: Record<string, string> = {
  finished: 'The generation has already finished.',
  cancelled: 'The generation has already been cancelled.',
  failed: 'The generation has already ended (failed).',
};

/**
 * Records a cancel request on the actor's running generation. Returns `deliver` when the
 * instance running it must be told; a generation whose instance is gone is cancelled here.
 */
export async function requestCancel(opts: {
  db: Db;
  actor: Actor;
  generationId: string;
}): Promise<'deliver' | 'closed'> {
  const { db, actor, generationId } = opts;
  const [row] = await db
    .select({
      ownerId: generations.ownerId,
      state: generations.state,
      alive: sql<boolean>`${isAlive()}`,
    })
    .from(generations)
    .where(eq(generations.id, generationId));
  if (!row || !canControlGeneration(actor, row)) {
    throw new AppError('not_found', 'Generation not found');
  }
  if (row.state !== 'running') throw new AppError('conflict', ENDED[row.state]!);
  const stale = !row.alive;
  const [marked] = await db
    .update(generations)
    .set(
      stale
        ? {
            state: 'cancelled',
            detail: 'Cancelled after its server stopped. The text written so far is kept.',
            cancelRequestedAt: sql`now()`,
            finishedAt: sql`now()`,
          }
        : { cancelRequestedAt: sql`now()` },
    )
    .where(
      and(
        eq(generations.id, generationId),
        eq(generations.state, 'running'),
        isNull(generations.cancelRequestedAt),
      ),
    )
    .returning({ id: generations.id });
  if (!marked) {
    const [now] = await db
      .select({ state: generations.state })
      .from(generations)
      .where(eq(generations.id, generationId));
    if (now && now.state !== 'running') throw new AppError('conflict', ENDED[now.state]!);
    throw new AppError('conflict', 'Cancellation of this generation is already under way.');
  }
  return stale ? 'closed' : 'deliver';
}
