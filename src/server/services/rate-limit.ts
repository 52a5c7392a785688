import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

/** One fixed-window limit: at most `limit` hits per `windowSeconds` for `key`. */
export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against each limit (atomically, in the database, so every instance shares the
 * count) and throws 429 with `Retry-After` when any is exceeded.
 */
export async function consumeRateLimits(ctx: AppContext, limits: Limit[]): Promise<void> {
  let retryAfter = 0;
  for (const l of limits) {
    const window = sql`make_interval(secs => ${l.windowSeconds})`;
    const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
    const rows = await ctx.db
      .insert(rateLimits)
      .values({ key: l.key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        remaining: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))`,
      });
    const row = rows[0];
    if (row && row.hits > l.limit) {
      retryAfter = Math.max(retryAfter, Math.ceil(Number(row.remaining)), 1);
    }
  }
  if (retryAfter > 0) {
    throw new AppError('rate_limited', 'Too many attempts, try again later', {
      'retry-after': String(retryAfter),
    });
  }
}

/** Forgets a key's count (a successful login clears its account's failures). */
export async function clearRateLimit(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(rateLimits).where(eq(rateLimits.key, key));
}
