import { and, eq, sql } from 'drizzle-orm';
import type { Message } from '../../core/api/errors';
import { verifyToken } from '../auth/jwt';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { usedTokens, users } from '../db/schema';
import { AppError } from '../errors';
import { findUserByEmail, normalizeEmail } from './find-user';
import { clearLoginFailures } from './login-throttle';
import { consumeRateLimits } from './rate-limit';
import { issueResetToken } from './tokens';

/** The answer to every recovery request, whether or not the account exists. */
export const RECOVERY_SENT: Message = {
  message: 'If an account exists for this email, a password recovery link has been sent to it',
};

/**
 * Answers at once — after the rate limits, which both kinds of email pass alike — and only then
 * looks the account up and mails a reset link if it exists and is active: the answer's body and
 * timing carry nothing about the account (known and unknown emails differed by ~1 ms when the
 * lookup and token signing came first).
 */
export async function requestPasswordRecovery(
  ctx: AppContext,
  options: { email: string; ip: string },
): Promise<Message> {
  const email = normalizeEmail(options.email);
  const windowSeconds = ctx.env.ABUSE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimits(ctx, [
    { key: `recovery:ip:${options.ip}`, limit: ctx.env.ABUSE_LIMIT_PER_IP, windowSeconds },
    { key: `recovery:email:${email}`, limit: ctx.env.RECOVERY_LIMIT_PER_EMAIL, windowSeconds },
  ]);
  ctx.mailer.later(() => sendRecoveryLink(ctx, email));
  return RECOVERY_SENT;
}

async function sendRecoveryLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (user?.isActive) {
    const token = issueResetToken(ctx, user);
    const link = `${ctx.env.PUBLIC_URL.replace(/\/+$/, '')}/reset-password?token=${token}`;
    ctx.mailer.send({
      kind: 'password_reset',
      to: user.email,
      subject: 'Claimwright password recovery',
      link,
      text: [
        'Someone asked to reset the password of your Claimwright account.',
        '',
        `Open this link to choose a new password (valid ${ctx.env.RESET_TOKEN_EXPIRE_HOURS} hours, once):`,
        link,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  }
}

/**
 * Sets a new password from a reset token: the token must be a valid, unexpired reset token of the
 * user's current token version and is spent; every earlier token of the user is revoked.
 */
export async function resetPassword(
  ctx: AppContext,
  options: { token: string; newPassword: string },
): Promise<Message> {
  const invalid = new AppError('bad_request', 'Invalid token');
  const claims = verifyToken(ctx.keys.jwt, options.token, 'reset');
  if (!claims) throw invalid;
  const user = await ctx.loadUser(Number(claims.sub));
  if (!user || user.tokenVersion !== claims.ver) throw invalid;
  if (!user.isActive) throw new AppError('bad_request', 'Inactive user');
  const hashedPassword = await hashPassword(options.newPassword);
  const done = await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .insert(usedTokens)
      .values({ jti: claims.jti, expiresAt: sql`to_timestamp(${claims.exp})` })
      .onConflictDoNothing()
      .returning({ jti: usedTokens.jti });
    if (spent.length !== 1) return false;
    const updated = await tx
      .update(users)
      .set({
        hashedPassword,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, claims.ver)))
      .returning({ id: users.id });
    return updated.length === 1;
  });
  if (!done) throw invalid;
  await clearLoginFailures(ctx, user.email);
  return { message: 'Password updated successfully' };
}
