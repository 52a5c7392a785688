import { eq, sql } from 'drizzle-orm';
import { planById } from '../../../core/billing/plans';
import type { AppContext } from '../../context';
import { billingAccounts, type BillingAccountRow, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { canManageBilling } from '../../policies/billing';
import { ensure } from '../../policies/ensure';
import { enterpriseAccount, memberCount, PAYING_STATES } from './entitlements';
import { billingEnabled, callStripe, stripeFor } from './stripe-client';

/** Sets the subscription item's quantity; Stripe prorates the difference on the next invoice. */
async function updateQuantity(ctx: AppContext, account: BillingAccountRow, seats: number) {
  const stripe = stripeFor(ctx);
  const itemId = account.stripeItemId!;
  const item = await callStripe(ctx, 'subscriptionItems.update', () =>
    stripe.subscriptionItems.update(itemId, {
      quantity: seats,
      proration_behavior: 'create_prorations',
    }),
  );
  await ctx.db
    .update(billingAccounts)
    .set({ seats: item.quantity ?? seats, updatedAt: sql`now()` })
    .where(eq(billingAccounts.id, account.id));
}

function seatedAccount(account: BillingAccountRow | undefined): account is BillingAccountRow {
  return Boolean(account?.stripeItemId && account.planId && PAYING_STATES.has(account.status));
}

/**
 * An enterprise admin sets the firm's seats: at least its member count and the plan's minimum,
 * at most the plan's cap (403 for anyone else, 409 with no subscription to change).
 */
export async function setSeats(
  ctx: AppContext,
  options: { actor: UserRow; seats: number },
): Promise<void> {
  const { actor, seats } = options;
  const enterpriseId = actor.enterpriseId;
  if (enterpriseId === null) {
    throw new AppError('forbidden', 'Seats belong to a firm, and you belong to none');
  }
  ensure(canManageBilling(actor, { enterpriseId }));
  const account = await enterpriseAccount(ctx.db, enterpriseId);
  if (!seatedAccount(account)) {
    throw new AppError('conflict', 'Your firm has no subscription whose seats can change');
  }
  const plan = planById(account.planId);
  const members = await memberCount(ctx.db, enterpriseId);
  const least = Math.max(members, plan.min_seats);
  if (seats < least) {
    throw new AppError(
      'bad_request',
      `The firm needs at least ${least} seats (${members} members; the ${plan.name} plan starts at ${plan.min_seats})`,
    );
  }
  if (plan.max_seats !== null && seats > plan.max_seats) {
    throw new AppError(
      'bad_request',
      `The ${plan.name} plan covers at most ${plan.max_seats} seats; choose the Firm plan for more`,
    );
  }
  if (seats !== account.seats) await updateQuantity(ctx, account, seats);
}

/**
 * Keeps a firm's seats in step with its members after someone joins or leaves: the quantity
 * becomes the member count (never under the plan's minimum or over its cap). A failure to reach
 * Stripe is logged and leaves the membership change in place.
 */
export async function followMemberCount(
  ctx: AppContext,
  enterpriseId: number | null,
): Promise<void> {
  if (enterpriseId === null || !billingEnabled(ctx.env)) return;
  try {
    const account = await enterpriseAccount(ctx.db, enterpriseId);
    if (!seatedAccount(account)) return;
    const plan = planById(account.planId);
    const members = await memberCount(ctx.db, enterpriseId);
    let seats = Math.max(members, plan.min_seats);
    if (plan.max_seats !== null) seats = Math.min(seats, plan.max_seats);
    if (seats !== account.seats) await updateQuantity(ctx, account, seats);
  } catch (err) {
    ctx.log.warn({ err, enterprise_id: enterpriseId }, 'seat count not updated in Stripe');
  }
}
