import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Message } from '../../core/api/errors';
import type { RecoveryCodes, TwoStepEnrolment } from '../../core/api/two-step';
import { verifyPassword } from '../auth/passwords';
import { checkTotp, newTotpSecret, openSecret, sealSecret, totpUri } from '../auth/totp';
import type { AppContext } from '../context';
import { recoveryCodes, users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { clearRateLimit, consumeRateLimits } from './rate-limit';
import { checkSecondFactor, replaceRecoveryCodes } from './second-factor';

const ALREADY_ON = 'Two-step verification is already on';
const BAD_CODE = 'Invalid two-step code';

/** Starts enrolment: a new pending secret (replacing any earlier pending one) and its QR code. */
export async function enrolTwoStep(ctx: AppContext, user: UserRow): Promise<TwoStepEnrolment> {
  if (user.totpEnabled) throw new AppError('conflict', ALREADY_ON);
  const secret = newTotpSecret();
  await ctx.db
    .update(users)
    .set({ totpPendingSecret: sealSecret(ctx.keys.totp, secret), updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  const otpauth_uri = totpUri({ issuer: ctx.env.TOTP_ISSUER, email: user.email, secret });
  const qr_code = await QRCode.toDataURL(otpauth_uri, { errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauth_uri, qr_code };
}

/** Confirms enrolment with a code from the app: two-step turns on; ten recovery codes are returned. */
export async function confirmTwoStep(
  ctx: AppContext,
  options: { user: UserRow; code: string },
): Promise<RecoveryCodes> {
  const { user } = options;
  if (user.totpEnabled) throw new AppError('conflict', ALREADY_ON);
  const pending = user.totpPendingSecret ? openSecret(ctx.keys.totp, user.totpPendingSecret) : null;
  if (!pending) throw new AppError('bad_request', 'Start two-step enrolment first');
  await limitAttempts(ctx, user);
  const step = checkTotp(pending, options.code, null);
  if (step === null) throw new AppError('bad_request', BAD_CODE);
  const codes = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabled: true,
        totpLastStep: step,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, user.id), eq(users.totpEnabled, false)))
      .returning({ id: users.id });
    if (!updated.length) throw new AppError('conflict', ALREADY_ON);
    return replaceRecoveryCodes(tx, user.id);
  });
  // The confirmation succeeded: it was not a failed attempt and must not count as one.
  await clearRateLimit(ctx, `two_step:${user.id}`);
  return { recovery_codes: codes };
}

async function limitAttempts(ctx: AppContext, user: UserRow): Promise<void> {
  await consumeRateLimits(ctx, [
    {
      key: `two_step:${user.id}`,
      limit: ctx.env.LOGIN_LIMIT_PER_ACCOUNT,
      windowSeconds: ctx.env.LOGIN_LIMIT_WINDOW_SECONDS,
    },
  ]);
}

async function checkPasswordAndCode(
  ctx: AppContext,
  options: { user: UserRow; password: string; code: string },
): Promise<void> {
  if (!options.user.totpEnabled) throw new AppError('conflict', 'Two-step verification is off');
  await limitAttempts(ctx, options.user);
  if (!(await verifyPassword(options.user.hashedPassword, options.password))) {
    throw new AppError('bad_request', 'Incorrect password');
  }
  if (!(await checkSecondFactor(ctx, options.user, options.code))) {
    throw new AppError('bad_request', BAD_CODE);
  }
}

/** Turns two-step off after the password and a TOTP or recovery code; drops the recovery codes. */
export async function disableTwoStep(
  ctx: AppContext,
  options: { user: UserRow; password: string; code: string },
): Promise<Message> {
  await checkPasswordAndCode(ctx, options);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpEnabled: false,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, options.user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.user.id));
  });
  return { message: 'Two-step verification turned off' };
}

/** Replaces the recovery codes after the password and a TOTP or recovery code. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  options: { user: UserRow; password: string; code: string },
): Promise<RecoveryCodes> {
  await checkPasswordAndCode(ctx, options);
  const codes = await ctx.db.transaction((tx) => replaceRecoveryCodes(tx, options.user.id));
  return { recovery_codes: codes };
}
