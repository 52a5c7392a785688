import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { billingAccounts, type BillingAccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { SETTLING_STATES } from './entitlements';
import { callStripe, stripeFor } from './stripe-client';
import { syncSubscription } from './webhook';

/** What a checkout buys; kept in the session's metadata to recognise a repeated request. */
export interface CheckoutTerms {
  plan: string;
  interval: string;
  seats: number;
}

/** The 409 for an account that has, or is finishing, a subscription. */
export const ALREADY_SUBSCRIBED =
  'This account already has a subscription: change its plan, seats or billing period in the ' +
  'billing portal ("Manage payments").';

async function accountById(ctx: AppContext, id: number): Promise<BillingAccountRow> {
  const [row] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.id, id));
  return row!;
}

function retrieve(ctx: AppContext, id: string): Promise<Stripe.Checkout.Session | null> {
  const stripe = stripeFor(ctx);
  return callStripe(ctx, 'checkout.sessions.retrieve', () =>
    stripe.checkout.sessions.retrieve(id).catch((err: unknown) => {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
        return null;
      }
      throw err;
    }),
  );
}

/** Expires an open session; false when Stripe says it is no longer open (paid or expired meanwhile). */
function expire(ctx: AppContext, id: string): Promise<boolean> {
  const stripe = stripeFor(ctx);
  return callStripe(ctx, 'checkout.sessions.expire', () =>
    stripe.checkout.sessions.expire(id).then(
      () => true,
      (err: unknown) => {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw err;
      },
    ),
  );
}

const sameTerms = (session: Stripe.Checkout.Session, terms: CheckoutTerms) =>
  session.metadata?.plan === terms.plan &&
  session.metadata?.interval === terms.interval &&
  session.metadata?.seats === String(terms.seats);

/**
 * Makes sure the account's previous Checkout Session can no longer be paid: an open one is
 * expired, or handed back when it buys the same terms (a repeated click); a paid one means the
 * account is subscribing (409), unless the subscription it made has ended since.
 */
async function retirePrevious(
  ctx: AppContext,
  account: BillingAccountRow,
  terms: CheckoutTerms,
): Promise<string | null> {
  const previous = account.checkoutSessionId!;
  for (let attempt = 0; attempt < 2; attempt++) {
    const session = await retrieve(ctx, previous);
    if (!session || session.status === 'expired') return null;
    if (session.status === 'open') {
      if (session.url && sameTerms(session, terms)) return session.url;
      if (await expire(ctx, previous)) return null;
      continue; // paid or expired between the two calls: read it again
    }
    const subscription = session.subscription;
    if (!subscription) return null;
    const subscriptionId = typeof subscription === 'string' ? subscription : subscription.id;
    await syncSubscription(ctx, subscriptionId);
    if (SETTLING_STATES.has((await accountById(ctx, account.id)).status)) {
      throw new AppError('conflict', ALREADY_SUBSCRIBED);
    }
    return null; // the subscription it made has ended (or Stripe no longer knows it)
  }
  throw new AppError('conflict', 'A payment for this account is under way; reload in a moment');
}

/**
 * Opens a Checkout Session for the account such that at most one of its sessions can be paid: the
 * previous one is retired first (see `retirePrevious`), and the new one is recorded only if no
 * other request recorded one meanwhile (compare-and-set on the account, so it holds across
 * instances); the loser of such a race expires its own session, never handed out, and gets 409.
 */
export async function openSingleCheckout(
  ctx: AppContext,
  account: BillingAccountRow,
  terms: CheckoutTerms,
  create: (metadata: Record<string, string>) => Promise<Stripe.Checkout.Session>,
): Promise<string> {
  const previous = account.checkoutSessionId;
  if (previous) {
    const reopened = await retirePrevious(ctx, account, terms);
    if (reopened) return reopened;
  }
  const session = await create({
    billing_account_id: String(account.id),
    plan: terms.plan,
    interval: terms.interval,
    seats: String(terms.seats),
  });
  const recorded = await ctx.db
    .update(billingAccounts)
    .set({ checkoutSessionId: session.id })
    .where(
      and(
        eq(billingAccounts.id, account.id),
        previous
          ? eq(billingAccounts.checkoutSessionId, previous)
          : isNull(billingAccounts.checkoutSessionId),
      ),
    )
    .returning({ id: billingAccounts.id });
  if (recorded.length === 0) {
    await expire(ctx, session.id).catch(() => false);
    throw new AppError(
      'conflict',
      'Another checkout for this account was opened at the same moment: finish that one, or try ' +
        'again',
    );
  }
  if (!session.url) throw new AppError('unavailable', 'Stripe gave no checkout address; try again');
  return session.url;
}
