import { asc, count, eq } from 'drizzle-orm';
import type {
  BillingAccounts,
  BillingStatus,
  PlanGrant,
  PlanGrantCreate,
} from '../../../core/api/billing';
import type { PageQuery } from '../../../core/api/users';
import type { AppContext } from '../../context';
import { drafts, planGrants, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { canManageBilling } from '../../policies/billing';
import { presentGrant } from '../../presenters/billing';
import { getEnterpriseOr404 } from '../manage-enterprises';
import { enterpriseName } from './checkout';
import { nextReset, resolveEntitlement, usedThisMonth } from './entitlements';
import { retryPendingSeats } from './seats';

/** `GET /billing`: the user's plan, its state, usage against the allowance and what they may do. */
export async function billingStatus(ctx: AppContext, user: UserRow): Promise<BillingStatus> {
  let e = await resolveEntitlement(ctx, user);
  // A seat change Stripe missed is tried again now, so the page shows whether it is still due.
  const firm = e.account?.enterpriseId ?? null;
  if (firm !== null && e.account?.pendingSeats !== null && !e.account?.pendingSeatsRefusal) {
    await retryPendingSeats(ctx, { enterpriseId: firm });
    e = await resolveEntitlement(ctx, user);
  }
  const [used, owned, entName] = await Promise.all([
    usedThisMonth(ctx, user, e),
    ctx.db.select({ n: count() }).from(drafts).where(eq(drafts.ownerId, user.id)),
    user.enterpriseId === null ? null : enterpriseName(ctx, user.enterpriseId),
  ]);
  const account = e.account;
  const owner = account
    ? account.enterpriseId !== null
      ? { enterpriseId: account.enterpriseId }
      : { userId: account.userId! }
    : { userId: user.id };
  const canManage = !e.selfHosted && canManageBilling(user, owner);
  return {
    self_hosted: e.selfHosted,
    plan: e.plan,
    state: e.state,
    source: e.source,
    scope: e.scope,
    enterprise:
      user.enterpriseId !== null && entName !== null
        ? { id: user.enterpriseId, name: entName }
        : null,
    can_manage: canManage,
    interval: account?.interval ?? null,
    seats:
      e.source === 'subscription'
        ? (account?.seats ?? null)
        : e.scope === 'enterprise'
          ? e.seats
          : null,
    members: e.members,
    seats_pending: account?.enterpriseId != null ? account.pendingSeats : null,
    seats_refused: canManage ? (account?.pendingSeatsRefusal ?? null) : null,
    renews_at: account?.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: account?.cancelAtPeriodEnd ?? false,
    payment_method: account?.paymentMethod ?? null,
    has_customer: Boolean(account?.stripeCustomerId),
    grant: e.grant ? presentGrant(e.grant) : null,
    usage: {
      generations_this_month: used,
      generations_limit: e.limit,
      generations_left: e.limit === null ? null : Math.max(0, e.limit - used),
      resets_at: nextReset().toISOString(),
      drafts: owned[0]?.n ?? 0,
    },
  };
}

/** Superusers: every user's plan in effect, its state and source, a page at a time. */
export async function listBillingAccounts(
  ctx: AppContext,
  page: PageQuery,
): Promise<BillingAccounts> {
  const [rows, total] = await Promise.all([
    ctx.db.select().from(users).orderBy(asc(users.id)).offset(page.skip).limit(page.limit),
    ctx.db.select({ n: count() }).from(users),
  ]);
  const data = [];
  for (const user of rows) {
    const e = await resolveEntitlement(ctx, user, { withMembers: false });
    const name = user.enterpriseId === null ? null : await enterpriseName(ctx, user.enterpriseId);
    data.push({
      user_id: user.id,
      email: user.email,
      enterprise: user.enterpriseId !== null && name ? { id: user.enterpriseId, name } : null,
      plan_id: e.plan.id,
      state: e.state,
      source: e.source,
      renews_at: e.account?.currentPeriodEnd?.toISOString() ?? null,
      grant: e.grant ? presentGrant(e.grant) : null,
      generations_this_month: await usedThisMonth(ctx, user, e),
    });
  }
  return { data, count: total[0]?.n ?? 0 };
}

/** Superusers grant a plan to a user or an enterprise for `days` from now, with the reason. */
export async function grantPlan(
  ctx: AppContext,
  options: { actor: UserRow; grant: PlanGrantCreate },
): Promise<PlanGrant> {
  const { actor, grant } = options;
  if (grant.user_id !== undefined) {
    const target = await ctx.loadUser(grant.user_id);
    if (!target) throw new AppError('not_found', 'User not found');
  } else {
    await getEnterpriseOr404(ctx, grant.enterprise_id!);
  }
  const [row] = await ctx.db
    .insert(planGrants)
    .values({
      userId: grant.user_id ?? null,
      enterpriseId: grant.enterprise_id ?? null,
      planId: grant.plan_id,
      endsAt: new Date(Date.now() + grant.days * 24 * 3600 * 1000),
      reason: grant.reason,
      grantedBy: actor.id,
    })
    .returning();
  ctx.log.info(
    { grant_id: row!.id, plan: grant.plan_id, by: actor.id, days: grant.days },
    'plan granted',
  );
  return presentGrant(row!);
}
