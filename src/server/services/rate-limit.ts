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

/** Counts one hit for each key in one window; each key's hits and seconds left. */
export async function hitAll(
  ctx: AppContext,
  keys: string[],
  windowSeconds: number,
): Promise<Map<string, { hits: number; remaining: number }>> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const rows = await ctx.db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      remaining: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))`,
    });
  return new Map(rows.map((r) => [r.key, { hits: r.hits, remaining: Number(r.remaining) }]));
}

/**
 * Counts one hit against each limit (atomically, in the database, so every instance shares the
 * count; one statement per window, keys in a fixed order) and throws 429 with `Retry-After` when
 * any is exceeded.
 */
export async function consumeRateLimits(ctx: AppContext, limits: Limit[]): Promise<void> {
  let retryAfter = 0;
  const windows = [...new Set(limits.map((l) => l.windowSeconds))];
  for (const windowSeconds of windows) {
    const group = limits.filter((l) => l.windowSeconds === windowSeconds);
    const counts = await hitAll(ctx, [...new Set(group.map((l) => l.key))].sort(), windowSeconds);
    for (const l of group) {
      const c = counts.get(l.key);
      if (c && c.hits > l.limit) retryAfter = Math.max(retryAfter, Math.ceil(c.remaining), 1);
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

/** Forgets every key that starts with `prefix` (all sources of one account). */
export async function clearRateLimitsStartingWith(ctx: AppContext, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await ctx.db.delete(rateLimits).where(sql`${rateLimits.key} like ${pattern}`);
}
