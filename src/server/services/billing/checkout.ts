import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { CheckoutRequest, PortalRequest, RedirectUrl } from '../../../core/api/billing';
import {
  planById,
  priceLookupKey,
  type BillingInterval,
  type PaidPlanId,
  type Plan,
} from '../../../core/billing/plans';
import type { AppContext } from '../../context';
import {
  billingAccounts,
  enterprises,
  type BillingAccountRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { canManageBilling, type BillingOwner } from '../../policies/billing';
import { ensure } from '../../policies/ensure';
import { getEnterpriseOr404 } from '../manage-enterprises';
import { findAccount, findOrCreateAccount } from './accounts';
import { ALREADY_SUBSCRIBED, openSingleCheckout } from './checkout-session';
import { memberCount, PAYING_STATES, resolveEntitlement } from './entitlements';
import { seatsRefusal } from './seats';
import { callStripe, stripeFor } from './stripe-client';

/** Where Stripe sends the browser back to. */
function billingUrl(ctx: AppContext, query = ''): string {
  return `${ctx.env.PUBLIC_URL.replace(/\/+$/, '')}/billing${query}`;
}

/**
 * The Stripe price of a plan and interval, found by its lookup key; made (with its product) the
 * first time, so an operator only has to give Stripe a key.
 */
async function priceFor(
  ctx: AppContext,
  stripe: Stripe,
  plan: Plan & { id: PaidPlanId },
  interval: BillingInterval,
): Promise<string> {
  const lookupKey = priceLookupKey(plan.id, interval);
  const found = await callStripe(ctx, 'prices.list', () =>
    stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
  );
  if (found.data[0]) return found.data[0].id;
  const made = await callStripe(ctx, 'prices.create', () =>
    stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: interval === 'year' ? plan.annual_price_cents : plan.monthly_price_cents,
        recurring: { interval },
        lookup_key: lookupKey,
        product_data: { name: `Claimwright ${plan.name}` },
      },
      { idempotencyKey: `claimwright-price-${lookupKey}` },
    ),
  );
  return made.id;
}

/** The account's Stripe customer, made on first checkout. */
async function customerFor(
  ctx: AppContext,
  stripe: Stripe,
  account: BillingAccountRow,
  actor: UserRow,
  name: string,
): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const customer = await callStripe(ctx, 'customers.create', () =>
    stripe.customers.create(
      { email: actor.email, name, metadata: { billing_account_id: String(account.id) } },
      { idempotencyKey: `claimwright-customer-${account.id}` },
    ),
  );
  await ctx.db
    .update(billingAccounts)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(billingAccounts.id, account.id), isNull(billingAccounts.stripeCustomerId)));
  const [row] = await ctx.db
    .select({ id: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, account.id));
  return row?.id ?? customer.id;
}

/**
 * Who a checkout is for and how many seats (the admin's choice, else the member count or the
 * plan's minimum), checked against the actor's rights (403), the roster and the plan (422).
 */
async function checkoutTarget(
  ctx: AppContext,
  actor: UserRow,
  request: CheckoutRequest,
  plan: Plan,
): Promise<{ owner: BillingOwner; quantity: number; name: string }> {
  if (plan.scope === 'user') {
    const userId = request.user_id ?? actor.id;
    ensure(canManageBilling(actor, { userId }));
    if (request.enterprise_id !== undefined) {
      throw new AppError('bad_request', `The ${plan.name} plan is for one person, not a firm`);
    }
    const refusal = request.seats === undefined ? null : seatsRefusal(plan, 1, request.seats);
    if (refusal) throw refusal;
    return { owner: { userId }, quantity: 1, name: actor.fullName ?? actor.email };
  }
  if (request.user_id !== undefined) ensure(canManageBilling(actor, { userId: request.user_id }));
  const enterpriseId = request.enterprise_id ?? actor.enterpriseId;
  if (enterpriseId === null) {
    throw new AppError(
      'bad_request',
      `The ${plan.name} plan is bought for a firm: create your firm on the Enterprise page first`,
    );
  }
  ensure(canManageBilling(actor, { enterpriseId }));
  const enterprise = await getEnterpriseOr404(ctx, enterpriseId);
  const members = await memberCount(ctx.db, enterpriseId);
  const quantity = request.seats ?? Math.max(members, plan.min_seats);
  const refusal = seatsRefusal(plan, members, quantity);
  if (refusal) throw refusal;
  return { owner: { enterpriseId }, quantity, name: enterprise.name };
}

/** A Stripe Checkout Session for a new subscription (monthly or annual; seats for firms). */
export async function createCheckout(
  ctx: AppContext,
  options: { actor: UserRow; request: CheckoutRequest },
): Promise<RedirectUrl> {
  const { actor, request } = options;
  const stripe = stripeFor(ctx);
  const plan = planById(request.plan_id) as Plan & { id: PaidPlanId };
  const interval = request.interval ?? 'month';
  const target = await checkoutTarget(ctx, actor, request, plan);
  const account = await findOrCreateAccount(ctx, target.owner);
  if (account.stripeSubscriptionId && PAYING_STATES.has(account.status)) {
    throw new AppError('conflict', ALREADY_SUBSCRIBED);
  }
  const customer = await customerFor(ctx, stripe, account, actor, target.name);
  const price = await priceFor(ctx, stripe, plan, interval);
  const terms = { plan: plan.id, interval, seats: target.quantity };
  const url = await openSingleCheckout(ctx, account, terms, (metadata) =>
    callStripe(ctx, 'checkout.sessions.create', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: String(account.id),
        line_items: [{ price, quantity: target.quantity }],
        subscription_data: { metadata: { billing_account_id: String(account.id) } },
        metadata,
        allow_promotion_codes: true,
        success_url: billingUrl(ctx, '?checkout=success'),
        cancel_url: billingUrl(ctx, '?checkout=cancelled'),
      }),
    ),
  );
  return { url };
}

/**
 * The account a user's portal and invoices are of: the enterprise named (403 unless they manage
 * it), or else the account whose plan the user has, if they manage it and it has bought something,
 * or their own.
 */
export async function accountToManage(
  ctx: AppContext,
  actor: UserRow,
  enterpriseId?: number,
): Promise<BillingAccountRow | undefined> {
  if (enterpriseId !== undefined) {
    ensure(canManageBilling(actor, { enterpriseId }));
    return findAccount(ctx, { enterpriseId });
  }
  const current = (await resolveEntitlement(ctx, actor, { withMembers: false })).account;
  const owner: BillingOwner | null = current
    ? current.enterpriseId !== null
      ? { enterpriseId: current.enterpriseId }
      : { userId: current.userId! }
    : null;
  return owner && canManageBilling(actor, owner) && current?.stripeCustomerId
    ? current
    : findAccount(ctx, { userId: actor.id });
}

/**
 * A Customer Portal session (cards, invoices, plan and period changes, cancelling) for the account
 * `accountToManage` names.
 */
export async function createPortal(
  ctx: AppContext,
  options: { actor: UserRow; request: PortalRequest },
): Promise<RedirectUrl> {
  const { actor, request } = options;
  const stripe = stripeFor(ctx);
  const account = await accountToManage(ctx, actor, request.enterprise_id);
  if (!account?.stripeCustomerId) {
    throw new AppError(
      'conflict',
      'Nothing has been bought on this account yet: choose a plan first',
    );
  }
  const customer = account.stripeCustomerId;
  const session = await callStripe(ctx, 'billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({ customer, return_url: billingUrl(ctx) }),
  );
  return { url: session.url };
}

/** The enterprise's name, for presenters. */
export async function enterpriseName(ctx: AppContext, id: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, id));
  return row?.name ?? null;
}
