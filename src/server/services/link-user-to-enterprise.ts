import { createHmac } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  INVITATION_SENT,
  type AcceptInvitation,
  type EnterpriseRole,
  type LinkUserQuery,
} from '../../core/api/enterprises';
import type { Message } from '../../core/api/errors';
import { signToken, verifyToken } from '../auth/jwt';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { canManageEnterprise } from '../policies/enterprises';
import { followMemberCount } from './billing/seats';
import { findUserByEmail } from './find-user';
import { getEnterpriseOr404 } from './manage-enterprises';
import { spendToken } from './tokens';

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

const INVITE_TTL_SECONDS = 7 * 24 * 3600;

/**
 * An invitation's signing key is bound to its enterprise and role, so a token cannot be replayed
 * for another enterprise or a higher role (the JWT's subject is only the invitee's id).
 */
function invitationKey(ctx: AppContext, enterpriseId: number, role: EnterpriseRole): Buffer {
  return createHmac('sha256', ctx.keys.jwt).update(`invite:${enterpriseId}:${role}`).digest();
}

/**
 * Invites the user with this email to the enterprise (role member unless given). Nothing of theirs
 * changes until they accept; the answer is the same whether or not the email has an account, and
 * the lookup and mail happen after it has gone.
 */
export async function linkUserToEnterprise(
  ctx: AppContext,
  options: { actor: UserRow; query: LinkUserQuery },
): Promise<Message> {
  const enterpriseId = await targetEnterprise(ctx, options.actor, options.query);
  const role: EnterpriseRole = options.query.role ?? 'member';
  const email = options.query.email;
  ctx.mailer.later(async () => {
    const target = await findUserByEmail(ctx, email);
    if (target) await mailEnterpriseInvitation(ctx, { target, enterpriseId, role });
  });
  return { message: INVITATION_SENT };
}

/**
 * Mails `target` an invitation to join the enterprise as `role`, to accept while signed in;
 * nothing when the account is inactive or belongs to another enterprise.
 */
export async function mailEnterpriseInvitation(
  ctx: AppContext,
  options: { target: UserRow; enterpriseId: number; role: EnterpriseRole },
): Promise<void> {
  const { target, enterpriseId, role } = options;
  if (!target.isActive) return;
  if (target.enterpriseId !== null && target.enterpriseId !== enterpriseId) return;
  const enterprise = await getEnterpriseOr404(ctx, enterpriseId);
  const token = signToken(invitationKey(ctx, enterpriseId, role), {
    sub: String(target.id),
    purpose: 'invite',
    ver: target.tokenVersion,
    ttlSeconds: INVITE_TTL_SECONDS,
  });
  const link =
    `${ctx.env.PUBLIC_URL.replace(/\/+$/, '')}/enterprise/accept` +
    `?enterprise_id=${enterpriseId}&role=${role}&token=${token}`;
  ctx.mailer.send({
    kind: 'enterprise_invitation',
    to: target.email,
    subject: `Invitation to ${enterprise.name} on Claimwright`,
    link,
    text: [
      `You are invited to join ${enterprise.name} on Claimwright as ${role === 'admin' ? 'an admin' : 'a member'}.`,
      '',
      'Open this link while signed in to accept (valid 7 days, once):',
      link,
      '',
      'If you do not want to join, ignore this mail: nothing changes.',
    ].join('\n'),
  });
}

/** Accepts an invitation: the signed-in user, named by the token, joins the enterprise. */
export async function acceptEnterpriseInvitation(
  ctx: AppContext,
  options: { user: UserRow; invitation: AcceptInvitation },
): Promise<UserRow> {
  const { user, invitation } = options;
  const invalid = new AppError('bad_request', 'Invalid or expired invitation');
  const key = invitationKey(ctx, invitation.enterprise_id, invitation.role);
  const claims = verifyToken(key, invitation.token, 'invite');
  if (!claims || claims.sub !== String(user.id) || claims.ver !== user.tokenVersion) throw invalid;
  await getEnterpriseOr404(ctx, invitation.enterprise_id);
  if (user.enterpriseId !== null && user.enterpriseId !== invitation.enterprise_id) {
    throw new AppError('conflict', 'You already belong to another enterprise');
  }
  if (
    user.enterpriseId === invitation.enterprise_id &&
    user.enterpriseRole === 'admin' &&
    invitation.role !== 'admin' &&
    (await otherAdmins(ctx, invitation.enterprise_id, user.id)) === 0
  ) {
    throw new AppError('conflict', 'An enterprise needs at least one admin');
  }
  if (!(await spendToken(ctx, claims))) throw invalid;
  const [row] = await ctx.db
    .update(users)
    .set({
      enterpriseId: invitation.enterprise_id,
      enterpriseRole: invitation.role,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, user.id),
        sql`(${users.enterpriseId} is null or ${users.enterpriseId} = ${invitation.enterprise_id})`,
      ),
    )
    .returning();
  if (!row) throw new AppError('conflict', 'You already belong to another enterprise');
  if (user.enterpriseId !== invitation.enterprise_id) {
    await followMemberCount(ctx, invitation.enterprise_id);
  }
  return row;
}

/**
 * Removes the member with this email from the enterprise; the last admin cannot be removed. An
 * email that is not a member of it gets one 404, whether it has an account elsewhere or none.
 */
export async function unlinkUserFromEnterprise(
  ctx: AppContext,
  options: { actor: UserRow; query: LinkUserQuery },
): Promise<Message> {
  const enterpriseId = await targetEnterprise(ctx, options.actor, options.query);
  const target = await findUserByEmail(ctx, options.query.email);
  if (!target || target.enterpriseId !== enterpriseId) {
    throw new AppError('not_found', 'No member of this enterprise has this email');
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
    .returning({ id: users.id });
  if (!row) throw new AppError('not_found', 'No member of this enterprise has this email');
  await followMemberCount(ctx, enterpriseId);
  return { message: 'The member was removed from the enterprise' };
}
