import { and, count, eq, sql } from 'drizzle-orm';
import type { EnterpriseRole, LinkUserQuery } from '../../core/api/enterprises';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { canManageEnterprise } from '../policies/enterprises';
import { findUserByEmail } from './find-user';
import { getEnterpriseOr404 } from './manage-enterprises';

/** Which enterprise a link/unlink acts on: the caller's own, or (superusers) `enterprise_id`. */
async function targetEnterprise(
  ctx: AppContext,
  actor: UserRow,
  query: LinkUserQuery,
): Promise<number> {
  const id = query.enterprise_id ?? actor.enterpriseId;
  if (id === null || id === undefined) {
    throw new AppError('bad_request', 'enterprise_id is required: you belong to no enterprise');
  }
  if (!canManageEnterprise(actor, id)) {
    throw new AppError('forbidden', "The user doesn't have enough privileges");
  }
  await getEnterpriseOr404(ctx, id);
  return id;
}

async function findTarget(ctx: AppContext, email: string): Promise<UserRow> {
  const user = await findUserByEmail(ctx, email);
  if (!user) throw new AppError('not_found', 'User not found');
  return user;
}

async function otherAdmins(ctx: AppContext, enterpriseId: number, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.enterpriseId, enterpriseId),
        eq(users.enterpriseRole, 'admin'),
        sql`${users.id} <> ${userId}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Links the user with this email to the enterprise (role member unless given); relinking a member
 * changes its role. 404 unknown email, 409 linked to another enterprise.
 */
export async function linkUserToEnterprise(
  ctx: AppContext,
  options: { actor: UserRow; query: LinkUserQuery },
): Promise<UserRow> {
  const enterpriseId = await targetEnterprise(ctx, options.actor, options.query);
  const target = await findTarget(ctx, options.query.email);
  const role: EnterpriseRole = options.query.role ?? target.enterpriseRole ?? 'member';
  if (
    target.enterpriseId === enterpriseId &&
    target.enterpriseRole === 'admin' &&
    role !== 'admin'
  ) {
    if ((await otherAdmins(ctx, enterpriseId, target.id)) === 0) {
      throw new AppError('conflict', 'An enterprise needs at least one admin');
    }
  }
  const [row] = await ctx.db
    .update(users)
    .set({ enterpriseId, enterpriseRole: role, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, target.id),
        sql`(${users.enterpriseId} is null or ${users.enterpriseId} = ${enterpriseId})`,
      ),
    )
    .returning();
  if (!row) throw new AppError('conflict', 'The user already belongs to another enterprise');
  return row;
}

/** Unlinks the user with this email from the enterprise; the last admin cannot be unlinked. */
export async function unlinkUserFromEnterprise(
  ctx: AppContext,
  options: { actor: UserRow; query: LinkUserQuery },
): Promise<UserRow> {
  const enterpriseId = await targetEnterprise(ctx, options.actor, options.query);
  const target = await findTarget(ctx, options.query.email);
  if (target.enterpriseId !== enterpriseId) {
    throw new AppError(
      'conflict',
      target.enterpriseId === null
        ? 'The user does not belong to an enterprise'
        : 'The user belongs to another enterprise',
    );
  }
  if (
    target.enterpriseRole === 'admin' &&
    (await otherAdmins(ctx, enterpriseId, target.id)) === 0
  ) {
    throw new AppError('conflict', 'An enterprise needs at least one admin');
  }
  const [row] = await ctx.db
    .update(users)
    .set({ enterpriseId: null, enterpriseRole: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, target.id), eq(users.enterpriseId, enterpriseId)))
    .returning();
  if (!row) throw new AppError('conflict', 'The user does not belong to this enterprise');
  return row;
}
