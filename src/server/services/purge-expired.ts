import { lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rateLimits, usedTokens } from '../db/schema';

/** Deletes spent tokens past their expiry and rate-limit windows that have closed. */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  await ctx.db.delete(usedTokens).where(lt(usedTokens.expiresAt, sql`now()`));
  const longest = Math.max(ctx.env.LOGIN_LIMIT_WINDOW_SECONDS, ctx.env.ABUSE_LIMIT_WINDOW_SECONDS);
  await ctx.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${longest})`));
}
