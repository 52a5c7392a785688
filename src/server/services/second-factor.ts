import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  hashRecoveryCode,
  newRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from '../auth/recovery-codes';
import { checkTotp, openSecret, totpSpent } from '../auth/totp';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { recoveryCodes, users, type UserRow } from '../db/schema';

/**
 * Whether a refused code is the authenticator's right code of a step already used (read from the
 * row as it is now, after the refusal): the user is told to wait for the next one.
 */
export async function spentTotpCode(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const trimmed = code.trim();
  if (!/^\d{6}$/.test(trimmed) || !user.totpSecret) return false;
  const secret = openSecret(ctx.keys.totp, user.totpSecret);
  if (!secret) return false;
  const [row] = await ctx.db
    .select({ last: users.totpLastStep })
    .from(users)
    .where(eq(users.id, user.id));
  return totpSpent(secret, trimmed, row?.last ?? null);
}

/**
 * Accepts a current TOTP code (each time step once) or an unused recovery code (then spent).
 * Both are consumed atomically, so two concurrent requests cannot use one code twice.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = user.totpSecret ? openSecret(ctx.keys.totp, user.totpSecret) : null;
    if (!secret) return false;
    const step = checkTotp(secret, trimmed, user.totpLastStep);
    if (step === null) return false;
    const rows = await ctx.db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
      )
      .returning({ id: users.id });
    return rows.length === 1;
  }
  const normalized = normalizeRecoveryCode(trimmed);
  if (!normalized) return false;
  const rows = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Replaces a user's recovery codes with ten new ones; returns them in clear (shown once). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)!) })));
  return codes;
}
