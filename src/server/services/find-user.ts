import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';

/** Emails are compared and stored trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this email (any case), if any. */
export async function findUserByEmail(
  ctx: AppContext,
  email: string,
): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return rows[0];
}

/** The user with this id, or 404 "User not found". */
export async function getUserOr404(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await ctx.loadUser(id);
  if (!user) throw new AppError('not_found', 'User not found');
  return user;
}
