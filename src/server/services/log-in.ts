import { eq } from 'drizzle-orm';
import type { LoginResponse, Token } from '../../core/api/login';
import { verifyToken } from '../auth/jwt';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { usedTokens } from '../db/schema';
import { AppError } from '../errors';
import { findUserByEmail, normalizeEmail } from './find-user';
import { clearRateLimit, consumeRateLimits } from './rate-limit';
import { checkSecondFactor } from './second-factor';
import { issueAccessToken, issueTwoStepToken, spendToken } from './tokens';

const accountKey = (email: string): string => `login:account:${normalizeEmail(email)}`;

/**
 * Checks email + password (rate-limited per account and per IP): an access token, or a two-step
 * challenge for users with two-step on. Unknown email and wrong password answer alike.
 */
export async function logIn(
  ctx: AppContext,
  options: { email: string; password: string; ip: string },
): Promise<LoginResponse> {
  const window = ctx.env.LOGIN_LIMIT_WINDOW_SECONDS;
  await consumeRateLimits(ctx, [
    { key: `login:ip:${options.ip}`, limit: ctx.env.LOGIN_LIMIT_PER_IP, windowSeconds: window },
    {
      key: accountKey(options.email),
      limit: ctx.env.LOGIN_LIMIT_PER_ACCOUNT,
      windowSeconds: window,
    },
  ]);
  const user = await findUserByEmail(ctx, options.email);
  const ok = user
    ? await verifyPassword(user.hashedPassword, options.password)
    : await verifyAgainstNothing(options.password);
  if (!user || !ok) throw new AppError('bad_request', 'Incorrect email or password');
  if (!user.isActive) throw new AppError('bad_request', 'Inactive user');
  await clearRateLimit(ctx, accountKey(options.email));
  if (user.totpEnabled) {
    return { two_step_required: true, two_step_token: issueTwoStepToken(ctx, user) };
  }
  return issueAccessToken(ctx, user);
}

/** Second step of a login: a valid two-step token (once) plus a TOTP or recovery code. */
export async function completeTwoStepLogin(
  ctx: AppContext,
  options: { twoStepToken: string; code: string },
): Promise<Token> {
  const invalid = new AppError('bad_request', 'Invalid or expired two-step token');
  const claims = verifyToken(ctx.keys.jwt, options.twoStepToken, 'two_step');
  if (!claims) throw invalid;
  const user = await ctx.loadUser(Number(claims.sub));
  if (!user || user.tokenVersion !== claims.ver || !user.totpEnabled) throw invalid;
  if (!user.isActive) throw new AppError('bad_request', 'Inactive user');
  const spent = await ctx.db
    .select({ jti: usedTokens.jti })
    .from(usedTokens)
    .where(eq(usedTokens.jti, claims.jti));
  if (spent.length) throw invalid;
  const key = `two_step:${user.id}`;
  await consumeRateLimits(ctx, [
    {
      key,
      limit: ctx.env.LOGIN_LIMIT_PER_ACCOUNT,
      windowSeconds: ctx.env.LOGIN_LIMIT_WINDOW_SECONDS,
    },
  ]);
  if (!(await checkSecondFactor(ctx, user, options.code))) {
    throw new AppError('bad_request', 'Invalid two-step code');
  }
  if (!(await spendToken(ctx, claims))) throw invalid;
  await clearRateLimit(ctx, key);
  return issueAccessToken(ctx, user);
}
