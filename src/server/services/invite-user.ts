import { randomBytes } from 'node:crypto';
import type { EnterpriseRole } from '../../core/api/enterprises';
import type { Message } from '../../core/api/errors';
import { USER_INVITED_TO_ENTERPRISE, type UserInvite } from '../../core/api/users';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { ensure } from '../policies/ensure';
import { canInviteUsers } from '../policies/users';
import { createUser } from './create-user';
import { findUserByEmail, normalizeEmail } from './find-user';
import { mailEnterpriseInvitation } from './link-user-to-enterprise';
import { getEnterpriseOr404 } from './manage-enterprises';
import { consumeRateLimits } from './rate-limit';
import { issueResetToken } from './tokens';

type Firm = { enterpriseId: number; enterpriseRole: EnterpriseRole } | null;

/**
 * An account without a usable password: its hash is of 32 random bytes nobody keeps, so it cannot
 * sign in until its owner chooses a password from the mailed link.
 */
function createInvitedAccount(
  ctx: AppContext,
  input: { email: string; full_name?: string | null },
  firm: Firm,
): Promise<UserRow> {
  const password = randomBytes(32).toString('base64url');
  return createUser(ctx, { ...input, password, is_active: true, is_superuser: false }, firm);
}

/**
 * Mails the new account a link to choose its password: a password-reset token (single-use, bound
 * to the account's token version, RESET_TOKEN_EXPIRE_HOURS), so the reset page sets it.
 */
async function mailSetPasswordLink(ctx: AppContext, user: UserRow, firm: Firm): Promise<void> {
  const token = issueResetToken(ctx, user);
  const link = `${ctx.env.PUBLIC_URL.replace(/\/+$/, '')}/reset-password?token=${token}&invited=1`;
  const where = firm
    ? `${(await getEnterpriseOr404(ctx, firm.enterpriseId)).name} on Claimwright`
    : 'Claimwright';
  ctx.mailer.send({
    kind: 'account_invitation',
    to: user.email,
    subject: `Your account on ${where}`,
    link,
    text: [
      `An administrator made you an account on ${where}, for ${user.email}.`,
      '',
      `Open this link to choose your password (valid ${ctx.env.RESET_TOKEN_EXPIRE_HOURS} hours, once):`,
      link,
      '',
      'If the link has expired, ask for a new one with "Forgot your password?" on the sign-in page.',
      'If you did not expect this, ignore this mail: nobody can sign in to the account without that link.',
    ].join('\n'),
  });
}

/**
 * Invites someone to make an account. Superusers (who see every account anyway) get a 409 for an
 * email that has one; for an enterprise admin the answer is the same either way and comes before
 * any lookup: a new email gets an account in the admin's enterprise, an existing account the
 * enterprise's own invitation (it joins when it accepts). Limited per inviter like other mail.
 */
export async function inviteUser(
  ctx: AppContext,
  options: { actor: UserRow; input: UserInvite },
): Promise<Message> {
  const { actor, input } = options;
  const enterpriseId = input.enterprise_id ?? (actor.isSuperuser ? null : actor.enterpriseId);
  ensure(canInviteUsers(actor, enterpriseId));
  const firm: Firm =
    enterpriseId === null
      ? null
      : { enterpriseId, enterpriseRole: input.enterprise_role ?? 'member' };
  if (firm) await getEnterpriseOr404(ctx, firm.enterpriseId);
  await consumeRateLimits(ctx, [
    {
      key: `invite:user:${actor.id}`,
      limit: ctx.env.ABUSE_LIMIT_PER_IP,
      windowSeconds: ctx.env.ABUSE_LIMIT_WINDOW_SECONDS,
    },
  ]);
  const email = normalizeEmail(input.email);
  const account = { email, full_name: input.full_name };

  if (actor.isSuperuser) {
    const user = await createInvitedAccount(ctx, account, firm);
    ctx.mailer.later(() => mailSetPasswordLink(ctx, user, firm));
    return {
      message: `An invitation has been sent to ${email}; they choose their password from its link.`,
    };
  }

  ctx.mailer.later(async () => {
    const existing = await findUserByEmail(ctx, email);
    if (existing && firm) {
      await mailEnterpriseInvitation(ctx, {
        target: existing,
        enterpriseId: firm.enterpriseId,
        role: firm.enterpriseRole,
      });
      return;
    }
    try {
      await mailSetPasswordLink(ctx, await createInvitedAccount(ctx, account, firm), firm);
    } catch (err) {
      // Made meanwhile by someone else (a registration, another invitation): nothing to send.
      if (!(err instanceof AppError && err.code === 'conflict')) throw err;
    }
  });
  return { message: USER_INVITED_TO_ENTERPRISE };
}
