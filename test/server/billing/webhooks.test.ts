import { billingEvents } from '../../../src/server/db/schema';
import { billingSuite } from '../../support/billing';
import { signIn, type Signed } from '../drafts/helpers';
import { accountsSnapshot, deliver, status, subscribe } from './helpers';

describe('billing webhook', () => {
  const billing = billingSuite();
  let alice: Signed;
  let subId: string;

  beforeAll(async () => {
    alice = await signIn(billing.t);
    subId = await subscribe(billing.t, billing.stripe, alice, {
      plan_id: 'individual',
      interval: 'year',
    });
  });

  const retrieves = () =>
    billing.stripe.calls.filter(
      (c) => c.method === 'GET' && c.path === `/v1/subscriptions/${subId}`,
    ).length;
  const eventCount = async () => (await billing.t.database.db.select().from(billingEvents)).length;

  it('applies a paid checkout: plan, state, seats, renewal, card, a higher allowance', async () => {
    const { t } = billing;
    const s = await status(t, alice);
    expect(s).toMatchObject({
      self_hosted: false,
      plan: { id: 'individual' },
      state: 'active',
      source: 'subscription',
      scope: 'user',
      interval: 'year',
      seats: 1,
      payment_method: 'visa •••• 4242',
      has_customer: true,
      can_manage: true,
      usage: { generations_limit: 150, generations_this_month: 0 },
    });
    expect(new Date(s.renews_at).getTime()).toBeGreaterThan(Date.now() + 300 * 86400_000);
  });

  it('answers a duplicate delivery 200 without reading Stripe or changing anything', async () => {
    const { t, stripe } = billing;
    const event = stripe.signEvent(
      'customer.subscription.updated',
      stripe.subscriptionView(subId, false),
    );
    expect((await deliver(t, event)).json()).toEqual({
      received: true,
      duplicate: false,
      ignored: false,
    });
    const before = {
      reads: retrieves(),
      rows: await accountsSnapshot(t),
      events: await eventCount(),
    };
    const again = await deliver(t, event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true, ignored: false });
    expect(retrieves()).toBe(before.reads);
    expect(await accountsSnapshot(t)).toEqual(before.rows);
    expect(await eventCount()).toBe(before.events);
  });

  it('treats a replay re-signed later as a duplicate, and a stale signature as 400', async () => {
    const { t, stripe } = billing;
    const event = stripe.signEvent(
      'customer.subscription.updated',
      stripe.subscriptionView(subId, false),
    );
    expect((await deliver(t, event)).statusCode).toBe(200);
    const resigned = stripe.signEvent('customer.subscription.updated', {}, { id: event.id });
    expect((await deliver(t, resigned)).json()).toMatchObject({ duplicate: true });

    const before = await accountsSnapshot(t);
    const stale = stripe.signEvent(
      'customer.subscription.deleted',
      { id: subId, object: 'subscription' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    );
    stripe.update(subId, { status: 'canceled' });
    try {
      const res = await deliver(t, stale);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The webhook signature does not verify' });
      expect(await accountsSnapshot(t)).toEqual(before);
    } finally {
      stripe.update(subId, { status: 'active' });
    }
  });

  it('refuses badly signed, tampered, unsigned and non-JSON deliveries with 400, changing nothing', async () => {
    const { t, stripe } = billing;
    stripe.update(subId, { status: 'canceled' });
    try {
      const before = {
        rows: await accountsSnapshot(t),
        events: await eventCount(),
        reads: retrieves(),
      };
      const object = { id: subId, object: 'subscription' };
      const forged = stripe.signEvent('customer.subscription.deleted', object, {
        secret: 'whsec_someone_else',
      });
      const genuine = stripe.signEvent('customer.subscription.deleted', object);
      const tampered = { ...genuine, payload: genuine.payload.replace('deleted', 'updated') };
      for (const res of [
        await deliver(t, forged),
        await deliver(t, tampered),
        await deliver(t, genuine, 't=1,v1=deadbeef'),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/billing/webhook',
          headers: { 'content-type': 'application/json' },
          payload: genuine.payload,
        }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().detail).toBe('string');
      }
      const notJson = { ...stripe.signEvent('x', {}), payload: 'not json' };
      notJson.header = stripe.signEvent('x', {}).header; // signed over other bytes
      expect((await deliver(t, notJson)).statusCode).toBe(400);
      expect(await accountsSnapshot(t)).toEqual(before.rows);
      expect(await eventCount()).toBe(before.events);
      expect(retrieves()).toBe(before.reads);
      expect((await status(t, alice)).state).toBe('active');
    } finally {
      stripe.update(subId, { status: 'active' });
    }
  });

  it('answers an unknown event type 200, ignored, and records it once', async () => {
    const { t, stripe } = billing;
    const event = stripe.signEvent('payout.paid', { id: 'po_1', object: 'payout' });
    const res = await deliver(t, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false, ignored: true });
    expect((await deliver(t, event)).json()).toMatchObject({ duplicate: true });
  });

  it('answers an event about a subscription Stripe does not know 200, changing nothing', async () => {
    const { t, stripe } = billing;
    const before = await accountsSnapshot(t);
    const event = stripe.signEvent('customer.subscription.updated', {
      id: 'sub_elsewhere',
      object: 'subscription',
    });
    const res = await deliver(t, event);
    expect(res.statusCode).toBe(200);
    expect(await accountsSnapshot(t)).toEqual(before);
  });

  it('moves to past_due on a failed payment (keeping the plan) and back to active when paid', async () => {
    const { t, stripe } = billing;
    stripe.update(subId, { status: 'past_due' });
    const failed = stripe.signEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: subId } },
    });
    expect((await deliver(t, failed)).statusCode).toBe(200);
    const grace = await status(t, alice);
    expect(grace).toMatchObject({ state: 'past_due', plan: { id: 'individual' } });
    expect(grace.usage.generations_limit).toBe(150);

    stripe.update(subId, { status: 'active' });
    const paid = stripe.signEvent('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      subscription: subId,
    });
    expect((await deliver(t, paid)).statusCode).toBe(200);
    expect(await status(t, alice)).toMatchObject({ state: 'active', plan: { id: 'individual' } });
  });

  it('takes the state from the subscription, not the event: a late "active" event after cancelling', async () => {
    const { t, stripe } = billing;
    const activeCopy = stripe.subscriptionView(subId, false);
    stripe.update(subId, { status: 'canceled' });
    const deleted = stripe.signEvent(
      'customer.subscription.deleted',
      stripe.subscriptionView(subId, false),
    );
    expect((await deliver(t, deleted)).statusCode).toBe(200);
    // The earlier update, delivered last, still carries status "active".
    const late = stripe.signEvent('customer.subscription.updated', activeCopy);
    expect((await deliver(t, late)).statusCode).toBe(200);
    const s = await status(t, alice);
    expect(s).toMatchObject({ state: 'canceled', plan: { id: 'free' }, source: 'free' });
    expect(s.usage.generations_limit).toBe(10);
    stripe.update(subId, { status: 'active' });
    const back = stripe.signEvent(
      'customer.subscription.updated',
      stripe.subscriptionView(subId, false),
    );
    await deliver(t, back);
  });

  it('answers 503 while Stripe is down and does not record the event, so the retry applies it', async () => {
    const { t, stripe } = billing;
    stripe.update(subId, { status: 'unpaid' });
    const event = stripe.signEvent(
      'customer.subscription.updated',
      stripe.subscriptionView(subId, false),
    );
    stripe.outage = true;
    try {
      const res = await deliver(t, event);
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toMatch(/Stripe could not be reached/);
    } finally {
      stripe.outage = false;
    }
    expect((await status(t, alice)).state).toBe('active');
    expect((await deliver(t, event)).json()).toMatchObject({ duplicate: false });
    expect(await status(t, alice)).toMatchObject({ state: 'unpaid', plan: { id: 'free' } });
  });
});
