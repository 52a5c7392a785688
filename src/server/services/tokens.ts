import { sql } from 'drizzle-orm';
import type { Token } from '../../core/api/login';
import { signToken, type TokenClaims } from '../auth/jwt';
import type { AppContext } from '../context';
import { usedTokens, type UserRow } from '../db/schema';

/** A bearer access token for `user`, bound to its current token version. */
export function issueAccessToken(ctx: AppContext, user: UserRow): Token {
  const access_token = signToken(ctx.keys.jwt, {
    sub: String(user.id),
    purpose: 'access',
    ver: user.tokenVersion,
    ttlSeconds: ctx.env.ACCESS_TOKEN_EXPIRE_MINUTES * 60,
  });
  return { access_token, token_type: 'bearer' };
}

/** A short-lived token that only `POST /login/two-step` accepts. */
export function issueTwoStepToken(ctx: AppContext, user: UserRow): string {
  return signToken(ctx.keys.jwt, {
    sub: String(user.id),
    purpose: 'two_step',
    ver: user.tokenVersion,
    ttlSeconds: ctx.env.TWO_STEP_TOKEN_EXPIRE_MINUTES * 60,
  });
}

/** A password-reset token (emailed as a link), single-use and bound to the token version. */
export function issueResetToken(ctx: AppContext, user: UserRow): string {
  return signToken(ctx.keys.jwt, {
    sub: String(user.id),
    purpose: 'reset',
    ver: user.tokenVersion,
    ttlSeconds: ctx.env.RESET_TOKEN_EXPIRE_HOURS * 3600,
  });
}

/** Marks a single-use token as spent; false when it already was (a replay). */
export async function spendToken(ctx: AppContext, claims: TokenClaims): Promise<boolean> {
  const rows = await ctx.db
    .insert(usedTokens)
    .values({ jti: claims.jti, expiresAt: sql`to_timestamp(${claims.exp})` })
    .onConflictDoNothing()
    .returning({ jti: usedTokens.jti });
  return rows.length === 1;
}
