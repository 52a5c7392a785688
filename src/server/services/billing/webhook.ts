import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { parseLookupKey } from '../../../core/billing/plans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { billingAccounts, billingEvents, type BillingAccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { cancelDuplicate, isDuplicate } from './duplicates';
import { PAYING_STATES } from './entitlements';
import { callStripe, stripeFor } from './stripe-client';

/** What the webhook did with an event. */
export interface WebhookReceipt {
  received: boolean;
  duplicate: boolean;
  ignored: boolean;
}

/** Namespace of the advisory lock that serialises one subscription's updates across instances. */
const SUBSCRIPTION_LOCK = 0x627369;

/** The subscription an event is about, for the event types we act on; null otherwise. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (v: unknown): string | null =>
    typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null;
  switch (event.type) {
    case 'checkout.session.completed':
      return id(object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
      return id(object.id);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      // Newer API versions name the subscription under parent.subscription_details.
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return id(parent?.subscription_details?.subscription ?? object.subscription);
    }
    default:
      return null;
  }
}

/** "visa •••• 4242" from the subscription's (or customer's) default card. */
function paymentMethodOf(subscription: Stripe.Subscription): string | null {
  const pm = subscription.default_payment_method;
  if (pm && typeof pm === 'object' && pm.card) return `${pm.card.brand} •••• ${pm.card.last4}`;
  return null;
}

/** The columns a retrieved subscription sets on its account. */
function stateOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const named = parseLookupKey(item?.price.lookup_key);
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyEnd;
  return {
    stripeSubscriptionId: subscription.id,
    stripeItemId: item?.id ?? null,
    status: subscription.status,
    seats: item?.quantity ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    paymentMethod: paymentMethodOf(subscription),
    ...(named ? { planId: named.plan, interval: named.interval } : {}),
  };
}

/** The account a subscription belongs to: named in its metadata, or by its customer. */
async function accountOf(db: Db, subscription: Stripe.Subscription) {
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const byMeta = Number(subscription.metadata?.billing_account_id);
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(
      Number.isSafeInteger(byMeta) && byMeta > 0
        ? eq(billingAccounts.id, byMeta)
        : eq(billingAccounts.stripeCustomerId, customerId),
    );
  return row && (row.stripeCustomerId === null || row.stripeCustomerId === customerId)
    ? row
    : undefined;
}

/**
 * Applies a subscription's current state, as Stripe answers it now, to its account. An account
 * that moved on to another paying subscription is not set back by news of an older one. A seat
 * count Stripe refused is tried once more: the subscription may have been changed meanwhile.
 */
async function applySubscription(
  db: Db,
  subscription: Stripe.Subscription,
  account: BillingAccountRow,
) {
  const other = account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id;
  if (other && PAYING_STATES.has(account.status) && !PAYING_STATES.has(subscription.status)) return;
  await db
    .update(billingAccounts)
    .set({ ...stateOf(subscription), pendingSeatsRefusal: null, updatedAt: sql`now()` })
    .where(eq(billingAccounts.id, account.id));
}

/** Runs `work` holding the subscription's lock: PostgreSQL's advisory lock, or a local queue. */
const localQueues = new Map<string, Promise<unknown>>();
async function withSubscriptionLock<T>(
  ctx: AppContext,
  subscriptionId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (ctx.database.kind === 'postgres') {
    return ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${SUBSCRIPTION_LOCK}, hashtext(${subscriptionId}))`,
      );
      return work(tx);
    });
  }
  const before = localQueues.get(subscriptionId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => work(ctx.db));
  localQueues.set(subscriptionId, mine);
  try {
    return await mine;
  } finally {
    if (localQueues.get(subscriptionId) === mine) localQueues.delete(subscriptionId);
  }
}

/**
 * Re-reads a subscription from Stripe and stores its state on its account (also used after a seat
 * change). Serialised per subscription, so the last write is of the latest read. A second paying
 * subscription of an account that pays already is cancelled and refunded instead (duplicates.ts).
 */
export async function syncSubscription(ctx: AppContext, subscriptionId: string): Promise<void> {
  const stripe = stripeFor(ctx);
  await withSubscriptionLock(ctx, subscriptionId, async (db) => {
    const subscription = await callStripe(ctx, 'subscriptions.retrieve', () =>
      stripe.subscriptions
        .retrieve(subscriptionId, { expand: ['default_payment_method'] })
        .catch((err: unknown) => {
          // Stripe has no such subscription (another account or mode): nothing to apply, and no
          // point in Stripe retrying the event for days.
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
            return null;
          }
          throw err;
        }),
    );
    if (!subscription) {
      ctx.log.warn({ subscription: subscriptionId }, 'stripe event about an unknown subscription');
      return;
    }
    const account = await accountOf(db, subscription);
    if (!account) {
      ctx.log.warn({ subscription: subscription.id }, 'stripe subscription of no known account');
      return;
    }
    if (await isDuplicate(ctx, account, subscription)) {
      await cancelDuplicate(ctx, account, subscription);
      return;
    }
    await applySubscription(db, subscription, account);
  });
}

/**
 * Verifies a webhook on its raw bytes (400 when the signature or its timestamp does not verify:
 * nothing changes), then applies it once per event id. The state comes from the subscription as
 * Stripe has it now, never from the event's copy, so duplicates and late events are harmless. A
 * failure to reach Stripe answers 503 without recording the event: Stripe retries it.
 */
export async function handleWebhook(
  ctx: AppContext,
  options: { payload: Buffer; signature: string | undefined },
): Promise<WebhookReceipt> {
  const stripe = stripeFor(ctx);
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET!;
  if (!options.signature) throw new AppError('bad_request', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(options.payload, options.signature, secret);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError('bad_request', 'The webhook signature does not verify');
    }
    throw new AppError('bad_request', 'The webhook payload is not a Stripe event');
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw new AppError('bad_request', 'The webhook payload is not a Stripe event');
  }
  const [seen] = await ctx.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return { received: true, duplicate: true, ignored: false };
  const subscriptionId = subscriptionIdOf(event);
  if (subscriptionId) await syncSubscription(ctx, subscriptionId);
  const recorded = await ctx.db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type.slice(0, 200) })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return { received: true, duplicate: recorded.length === 0, ignored: subscriptionId === null };
}
