import { signToken, verifyToken } from '../auth/jwt';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { normalizeEmail } from './find-user';
import { clearRateLimitsStartingWith, consumeRateLimits, hitAll } from './rate-limit';

/**
 * Login throttling that an attacker cannot aim at someone else: failures count per account AND
 * source together (an address, or a known device), with growing delays — a short block after
 * half the allowance, the full window after all of it. A stranger's wrong passwords block only
 * that stranger. The account as a whole is limited far higher (many addresses at once); past
 * that limit only a known device (a cookie set at a successful login) still gets in, and the
 * owner is told by mail once per window. A password reset clears every count of the account.
 */
export const DEVICE_COOKIE = 'cw_device';
const SHORT_WINDOW_SECONDS = 60;
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;

const accountPrefix = (email: string) => `login:${normalizeEmail(email)}:`;

/** The signed device token from the request's cookie header, if any. */
export function deviceTokenFrom(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** True when `token` is a device token this server issued to `user` (same password era). */
export function isKnownDevice(ctx: AppContext, user: UserRow, token: string | undefined): boolean {
  if (!token) return false;
  const claims = verifyToken(ctx.keys.jwt, token, 'device');
  return Boolean(claims && claims.sub === String(user.id) && claims.ver === user.tokenVersion);
}

/** The Set-Cookie value that marks this browser as a known device of `user`. */
export function deviceCookie(ctx: AppContext, user: UserRow): string {
  const token = signToken(ctx.keys.jwt, {
    sub: String(user.id),
    purpose: 'device',
    ver: user.tokenVersion,
    ttlSeconds: DEVICE_TTL_SECONDS,
  });
  const secure = ctx.env.PRODUCTION ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=/api/v1/login; Max-Age=${DEVICE_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

/** Growing per-(account, source) limits: half the allowance per minute, all of it per window. */
export function pairLimits(ctx: AppContext, key: string) {
  const limit = ctx.env.LOGIN_LIMIT_PER_ACCOUNT;
  return [
    {
      key: `${key}:short`,
      limit: Math.max(1, Math.ceil(limit / 2)),
      windowSeconds: SHORT_WINDOW_SECONDS,
    },
    { key, limit, windowSeconds: ctx.env.LOGIN_LIMIT_WINDOW_SECONDS },
  ];
}

/**
 * Counts one password attempt for `email` from `source`. Throws 429 when this source has used its
 * allowance, or when the account's all-sources limit is spent and the caller is not a known device.
 */
export async function throttleLogin(
  ctx: AppContext,
  options: { email: string; source: string; user: UserRow | undefined; device?: string },
): Promise<void> {
  const prefix = accountPrefix(options.email);
  const known = options.user ? isKnownDevice(ctx, options.user, options.device) : false;
  const source = known ? `device:${options.user!.id}` : `ip:${options.source}`;
  await consumeRateLimits(ctx, pairLimits(ctx, `${prefix}${source}`));
  if (known) return;
  const window = ctx.env.LOGIN_LIMIT_WINDOW_SECONDS;
  const limit = ctx.env.LOGIN_LIMIT_ACCOUNT_ALL_SOURCES;
  const counts = await hitAll(ctx, [`${prefix}all`], window);
  const all = counts.get(`${prefix}all`);
  if (!all || all.hits <= limit) return;
  if (all.hits === limit + 1 && options.user) alertOwner(ctx, options.user);
  throw new AppError('rate_limited', 'Too many attempts, try again later', {
    'retry-after': String(Math.max(1, Math.ceil(all.remaining))),
  });
}

/** Forgets the failures of `email` from every source (a successful login, a password reset). */
export async function clearLoginFailures(ctx: AppContext, email: string): Promise<void> {
  await clearRateLimitsStartingWith(ctx, accountPrefix(email));
}

function alertOwner(ctx: AppContext, user: UserRow): void {
  ctx.mailer.send({
    kind: 'login_alert',
    to: user.email,
    subject: 'Many failed sign-ins to your Claimwright account',
    text:
      'Someone has tried many wrong passwords for your Claimwright account. Sign-ins from new ' +
      'browsers are paused for a while; the browsers you have signed in with before still work.\n\n' +
      'If this was not you, nothing is needed: your password was not accepted. To be safe, you can ' +
      `reset your password at ${ctx.env.PUBLIC_URL}/recover-password and turn on two-step verification.`,
  });
}
