import { eq } from 'drizzle-orm';
import type { LoginResponse, Token } from '../../core/api/login';
import { verifyToken } from '../auth/jwt';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { usedTokens } from '../db/schema';
import { AppError } from '../errors';
import type { UserRow } from '../db/schema';
import { findUserByEmail } from './find-user';
import { clearLoginFailures, pairLimits, throttleLogin } from './login-throttle';
import { clearRateLimitsStartingWith, consumeRateLimits } from './rate-limit';
import { checkSecondFactor, spentTotpCode } from './second-factor';

/** A right code of a time step already used: the next one works. */
const SPENT_CODE =
  'This code has been used already. Enter the next code your authenticator app shows (a new one every 30 seconds).';
import { issueAccessToken, issueTwoStepToken, spendToken } from './tokens';

/**
 * Checks email + password (throttled per IP, per account and source, and per account from
 * unknown devices: login-throttle.ts): an access token — and the user, so the route can mark the
 * browser as a known device — or a two-step challenge. Unknown email and wrong password answer
 * alike.
 */
export async function logIn(
  ctx: AppContext,
  options: { email: string; password: string; ip: string; device?: string },
): Promise<{ response: LoginResponse; user?: UserRow }> {
  await consumeRateLimits(ctx, [
    {
      key: `login:ip:${options.ip}`,
      limit: ctx.env.LOGIN_LIMIT_PER_IP,
      windowSeconds: ctx.env.LOGIN_LIMIT_WINDOW_SECONDS,
    },
  ]);
  const user = await findUserByEmail(ctx, options.email);
  await throttleLogin(ctx, {
    email: options.email,
    source: options.ip,
    user,
    device: options.device,
  });
  const ok = user
    ? await verifyPassword(user.hashedPassword, options.password)
    : await verifyAgainstNothing(options.password);
  if (!user || !ok) throw new AppError('bad_request', 'Incorrect email or password');
  if (!user.isActive) throw new AppError('bad_request', 'Inactive user');
  await clearLoginFailures(ctx, options.email);
  if (user.totpEnabled) {
    return {
      response: { two_step_required: true, two_step_token: issueTwoStepToken(ctx, user) },
    };
  }
  return { response: issueAccessToken(ctx, user), user };
}

/** Second step of a login: a valid two-step token (once) plus a TOTP or recovery code. */
export async function completeTwoStepLogin(
  ctx: AppContext,
  options: { twoStepToken: string; code: string; ip: string },
): Promise<{ response: Token; user: UserRow }> {
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
  // Limited like passwords: per account and source, with growing delays.
  const key = `two_step:${user.id}:ip:${options.ip}`;
  await consumeRateLimits(ctx, pairLimits(ctx, key));
  if (!(await checkSecondFactor(ctx, user, options.code))) {
    if (await spentTotpCode(ctx, user, options.code)) throw new AppError('bad_request', SPENT_CODE);
    throw new AppError('bad_request', 'Invalid two-step code');
  }
  if (!(await spendToken(ctx, claims))) throw invalid;
  await clearRateLimitsStartingWith(ctx, `two_step:${user.id}:`);
  return { response: issueAccessToken(ctx, user), user };
}
