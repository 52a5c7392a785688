import Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { BillingAccountRow } from '../../db/schema';
import { PAYING_STATES, SETTLING_STATES } from './entitlements';
import { callStripe, stripeFor } from './stripe-client';

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/**
 * True when `subscription` would make the account pay twice: the account pays for another one,
 * which Stripe confirms is still paying (our copy of its state may be behind), and this one is
 * paying or being paid. Checkout opens one payable session per account, so this is a Checkout
 * Session opened before sessions were recorded (migration 0015), or a subscription made in
 * Stripe's dashboard.
 */
export async function isDuplicate(
  ctx: AppContext,
  account: BillingAccountRow,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const current = account.stripeSubscriptionId;
  if (!current || current === subscription.id) return false;
  if (!PAYING_STATES.has(account.status) || !SETTLING_STATES.has(subscription.status)) return false;
  const stripe = stripeFor(ctx);
  const recorded = await callStripe(ctx, 'subscriptions.retrieve', () =>
    stripe.subscriptions.retrieve(current).catch((err: unknown) => {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
        return null;
      }
      throw err;
    }),
  );
  return recorded !== null && PAYING_STATES.has(recorded.status);
}

/**
 * Cancels a second subscription at once, without proration, and refunds in full what its latest
 * invoice collected. Idempotency keys make a retried webhook do each of these once.
 */
export async function cancelDuplicate(
  ctx: AppContext,
  account: BillingAccountRow,
  subscription: Stripe.Subscription,
): Promise<void> {
  const stripe = stripeFor(ctx);
  const key = `claimwright-duplicate-${subscription.id}`;
  if (subscription.status !== 'canceled') {
    await callStripe(ctx, 'subscriptions.cancel', () =>
      stripe.subscriptions.cancel(
        subscription.id,
        { prorate: false, invoice_now: false },
        { idempotencyKey: `${key}-cancel` },
      ),
    );
  }
  const invoice = idOf(subscription.latest_invoice);
  const payments = invoice
    ? await callStripe(ctx, 'invoicePayments.list', () =>
        stripe.invoicePayments.list({ invoice, limit: 10 }),
      )
    : { data: [] };
  let refunded = 0;
  for (const payment of payments.data) {
    const intent = idOf(payment.payment.payment_intent);
    const charge = idOf(payment.payment.charge);
    if (payment.status !== 'paid' || (!intent && !charge)) continue;
    await callStripe(ctx, 'refunds.create', () =>
      stripe.refunds.create(intent ? { payment_intent: intent } : { charge: charge! }, {
        idempotencyKey: `${key}-refund-${payment.id}`,
      }),
    );
    refunded += 1;
  }
  ctx.log.warn(
    {
      billing_account_id: account.id,
      kept: account.stripeSubscriptionId,
      cancelled: subscription.id,
      refunds: refunded,
    },
    'second subscription of a paying account cancelled and refunded',
  );
}
