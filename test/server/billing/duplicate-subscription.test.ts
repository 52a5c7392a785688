/**
 * The net under "one payable checkout": a second paying subscription reaching an account that pays
 * already (a session opened before sessions were recorded, or one made in Stripe's dashboard) is
 * cancelled at once and refunded in full; the account keeps the one it had.
 */
import { eq } from 'drizzle-orm';
import { billingAccounts } from '../../../src/server/db/schema';
import { billingSuite } from '../../support/billing';
import type { SignedEvent } from '../../support/stripe-standin';
import { signIn, type Signed } from '../drafts/helpers';
import { accountOfUser, checkout, deliver, sessionIdOf, status } from './helpers';

describe('billing: a second subscription of a paying account', () => {
  const billing = billingSuite();

  /** Two sessions of `who` both left open, as two opened before migration 0015 would be. */
  async function twoOpenSessions(who: Signed): Promise<[string, string]> {
    const { t } = billing;
    const first = await checkout(t, who, { plan_id: 'individual', interval: 'month' });
    const account = await accountOfUser(t, who.id);
    await t.database.db
      .update(billingAccounts)
      .set({ checkoutSessionId: null })
      .where(eq(billingAccounts.id, account!.id));
    const second = await checkout(t, who, { plan_id: 'individual', interval: 'year' });
    return [sessionIdOf(first.json().url), sessionIdOf(second.json().url)];
  }

  async function deliverAll(events: SignedEvent[]) {
    for (const event of events) expect((await deliver(billing.t, event)).statusCode).toBe(200);
  }

  it('is cancelled and refunded on arrival; the account keeps its first subscription', async () => {
    const { t, stripe } = billing;
    const dora = await signIn(t);
    const [a, b] = await twoOpenSessions(dora);
    const paidA = await stripe.pay(a);
    const paidB = await stripe.pay(b);
    await deliverAll(paidA.events);
    await deliverAll(paidB.events);

    expect(stripe.subscriptions.get(paidA.subscriptionId)!.status).toBe('active');
    expect(stripe.subscriptions.get(paidB.subscriptionId)!.status).toBe('canceled');
    const invoiceB = String(stripe.subscriptions.get(paidB.subscriptionId)!.latest_invoice);
    const intentB = (
      stripe.invoicePayments.get(invoiceB)![0]!.payment as { payment_intent: string }
    ).payment_intent;
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: intentB })]);
    expect(await accountOfUser(t, dora.id)).toMatchObject({
      stripeSubscriptionId: paidA.subscriptionId,
      status: 'active',
      interval: 'month',
    });

    // Its cancellation, and the same events again, change nothing and refund nothing more.
    const deleted = stripe.signEvent(
      'customer.subscription.deleted',
      stripe.subscriptionView(paidB.subscriptionId, false),
    );
    await deliverAll([deleted, ...paidB.events]);
    expect(stripe.refunds).toHaveLength(1);
    expect(await status(t, dora)).toMatchObject({ plan: { id: 'individual' }, state: 'active' });
  });

  it('is applied when the one on record has ended in Stripe though its news was missed', async () => {
    const { t, stripe } = billing;
    const eli = await signIn(t);
    const [a, b] = await twoOpenSessions(eli);
    const paidA = await stripe.pay(a);
    await deliverAll(paidA.events);
    stripe.update(paidA.subscriptionId, { status: 'canceled' }); // its webhook never came
    const paidB = await stripe.pay(b);
    await deliverAll(paidB.events);
    expect(stripe.subscriptions.get(paidB.subscriptionId)!.status).toBe('active');
    expect(stripe.refunds).toHaveLength(1); // only the first test's
    expect(await accountOfUser(t, eli.id)).toMatchObject({
      stripeSubscriptionId: paidB.subscriptionId,
      status: 'active',
      interval: 'year',
    });
  });
});
