import { eq } from 'drizzle-orm';
import type { Message } from '../../core/api/errors';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { followMemberCount } from './billing/seats';

/** Deletes a user (with its recovery codes); a superuser cannot delete itself. */
export async function deleteUser(
  ctx: AppContext,
  options: { actor: UserRow; target: UserRow },
): Promise<Message> {
  if (options.actor.id === options.target.id && options.actor.isSuperuser) {
    throw new AppError('forbidden', 'Super users are not allowed to delete themselves');
  }
  await ctx.db.delete(users).where(eq(users.id, options.target.id));
  await followMemberCount(ctx, options.target.enterpriseId);
  return { message: 'User deleted successfully' };
}
