import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PasswordChanged, UserUpdate, UserUpdateMe } from '../../core/api/users';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { EMAIL_TAKEN } from './create-user';
import { isUniqueViolation } from './db-errors';
import { normalizeEmail } from './find-user';
import { consumeRateLimits } from './rate-limit';
import { issueAccessToken } from './tokens';

type UserSet = PgUpdateSetSource<typeof users>;

async function applyUpdate(ctx: AppContext, id: number, set: UserSet): Promise<UserRow> {
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError('not_found', 'User not found');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', EMAIL_TAKEN);
    throw err;
  }
}

/** Updates the caller's own name and email; privilege fields are not part of the input. */
export async function updateOwnProfile(
  ctx: AppContext,
  options: { user: UserRow; input: UserUpdateMe },
): Promise<UserRow> {
  const set: UserSet = {};
  if (options.input.full_name !== undefined) set.fullName = options.input.full_name;
  if (options.input.email !== undefined) set.email = normalizeEmail(options.input.email);
  return applyUpdate(ctx, options.user.id, set);
}

/**
 * Changes the caller's password after checking the current one (rate-limited); revokes every
 * earlier token and returns a fresh one so the caller stays signed in.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  options: { user: UserRow; currentPassword: string; newPassword: string },
): Promise<PasswordChanged> {
  await consumeRateLimits(ctx, [
    {
      key: `password:${options.user.id}`,
      limit: ctx.env.LOGIN_LIMIT_PER_ACCOUNT,
      windowSeconds: ctx.env.LOGIN_LIMIT_WINDOW_SECONDS,
    },
  ]);
  if (!(await verifyPassword(options.user.hashedPassword, options.currentPassword))) {
    throw new AppError('bad_request', 'Incorrect password');
  }
  if (options.currentPassword === options.newPassword) {
    throw new AppError('bad_request', 'New password cannot be the same as the current one');
  }
  const row = await applyUpdate(ctx, options.user.id, {
    hashedPassword: await hashPassword(options.newPassword),
    tokenVersion: sql`${users.tokenVersion} + 1`,
  });
  return { message: 'Password updated successfully', ...issueAccessToken(ctx, row) };
}

/**
 * Superuser update of any user. A new password or deactivation revokes the user's tokens; a
 * superuser cannot deactivate or demote itself (the instance would lose its administrator).
 */
export async function updateUser(
  ctx: AppContext,
  options: { actor: UserRow; target: UserRow; input: UserUpdate },
): Promise<UserRow> {
  const { actor, target, input } = options;
  if (actor.id === target.id && (input.is_active === false || input.is_superuser === false)) {
    throw new AppError('forbidden', 'Super users cannot deactivate or demote themselves');
  }
  const set: UserSet = {};
  if (input.email !== undefined) set.email = normalizeEmail(input.email);
  if (input.full_name !== undefined) set.fullName = input.full_name;
  if (input.is_active !== undefined) set.isActive = input.is_active;
  if (input.is_superuser !== undefined) set.isSuperuser = input.is_superuser;
  if (input.password !== undefined) set.hashedPassword = await hashPassword(input.password);
  if (input.password !== undefined || (input.is_active === false && target.isActive)) {
    set.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  return applyUpdate(ctx, target.id, set);
}
