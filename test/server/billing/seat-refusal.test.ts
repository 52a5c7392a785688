/**
 * A seat count Stripe refuses for good (a 4xx other than 409 and 429) is not sent again on the
 * timer or on billing reads: the refusal is shown to the firm's admins, and the count is tried
 * again only when the roster, the admin or the subscription changes. 429 stays a passing refusal.
 */
import { retryPendingSeats } from '../../../src/server/services/billing/seats';
import { billingSuite } from '../../support/billing';
import { deliver, paidFirm, status } from './helpers';

type Refusal = [number, Record<string, unknown>];
const GONE: Refusal = [
  404,
  {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: "No such subscription item: 'si_gone'",
    },
  },
];
const TOO_MANY: Refusal = [429, { error: { type: 'rate_limit_error', message: 'Too many' } }];

describe('billing: a seat count Stripe refuses for good', () => {
  const billing = billingSuite();

  const firmOf = (name: string, size: number) => paidFirm(billing.t, billing.stripe, name, size);

  it('stops sending it, tells the admins (not the members), and tries again when Stripe changes', async () => {
    const { t, stripe } = billing;
    const f = await firmOf('Refused Seats LLP', 7);
    stripe.refuse = (call) => (call.path.startsWith('/v1/subscription_items/') ? GONE : null);
    try {
      await f.leave(f.people[5]!);
      expect(await f.row()).toMatchObject({ seats: 7, pendingSeats: 6 });
      expect((await f.row()).pendingSeatsRefusal).toMatch(/^Stripe refused the seat count \(404/);
      const sent = f.updates().length;
      expect(sent).toBe(1);

      // The timer, an instance's start and the billing reads leave it alone.
      await retryPendingSeats(t.app.ctx);
      await retryPendingSeats(t.app.ctx);
      const seen = await status(t, f.admin);
      expect(seen).toMatchObject({ seats: 7, seats_pending: 6 });
      expect(seen.seats_refused).toBe(
        "Stripe refused the seat count (404 resource_missing): No such subscription item: 'si_gone'",
      );
      expect((await status(t, f.people[0]!)).seats_refused).toBeNull();
      expect(f.updates()).toHaveLength(sent);

      // The admin setting the seats meets the same refusal: 409 with Stripe's reason.
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/billing/seats',
        headers: f.admin.headers,
        payload: { seats: 6 },
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().detail).toMatch(/No such subscription item.*Manage payments/);
    } finally {
      stripe.refuse = null;
    }

    // The subscription changes in Stripe (its webhook): the count is tried once more, and taken.
    const changed = stripe.signEvent('customer.subscription.updated', stripe.update(f.subId, {}));
    expect((await deliver(t, changed)).statusCode).toBe(200);
    await retryPendingSeats(t.app.ctx);
    expect(await f.row()).toMatchObject({
      seats: 6,
      pendingSeats: null,
      pendingSeatsKey: null,
      pendingSeatsRefusal: null,
    });
    expect((await status(t, f.admin)).seats_refused).toBeNull();
  });

  it('sends a new roster count even after a refusal, and keeps retrying after a 429', async () => {
    const { t, stripe } = billing;
    const f = await firmOf('Busy Stripe & Co', 7);
    stripe.refuse = (call) => (call.path.startsWith('/v1/subscription_items/') ? GONE : null);
    try {
      await f.leave(f.people[5]!);
      expect((await f.row()).pendingSeatsRefusal).not.toBeNull();
      stripe.refuse = (call) => (call.path.startsWith('/v1/subscription_items/') ? TOO_MANY : null);
      await f.leave(f.people[4]!); // a new count: sent, and refused for now only
      expect(await f.row()).toMatchObject({ pendingSeats: 5, pendingSeatsRefusal: null });
      const sent = f.updates().length;
      await retryPendingSeats(t.app.ctx);
      expect(f.updates().length).toBeGreaterThan(sent);
    } finally {
      stripe.refuse = null;
    }
    await retryPendingSeats(t.app.ctx);
    expect(await f.row()).toMatchObject({
      seats: 5,
      pendingSeats: null,
      pendingSeatsRefusal: null,
    });
  });
});
