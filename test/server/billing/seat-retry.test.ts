/**
 * A seat count Stripe missed (down, or its answer lost) is recorded with one idempotency key and
 * sent again — on the next member change, on the firm's billing read, at startup and on a timer —
 * until Stripe confirms it; every attempt at one count carries the same key, so Stripe applies it
 * once. Runs against the local Stripe stand-in, which honours idempotency keys as Stripe does.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { users } from '../../../src/server/db/schema';
import { billingSuite } from '../../support/billing';
import { paidFirm, status } from './helpers';

/** Waits until `done()` holds (polling the database or the stand-in); fails after 15 s. */
async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in 15 s');
}

describe('billing: seat counts Stripe missed are retried until it confirms them', () => {
  const billing = billingSuite();

  const firmOf = (name: string, size: number) => paidFirm(billing.t, billing.stripe, name, size);

  it('sends a count whose answer was lost again with the same key: Stripe applies it once', async () => {
    const { t, stripe } = billing;
    const f = await firmOf('Lost Answers LLP', 7);
    expect(f.item().quantity).toBe(7);

    stripe.loseAnswers = true;
    try {
      await f.leave(f.people[5]!);
      expect(f.item().quantity).toBe(6); // Stripe did it; we never heard back
      expect(await f.row()).toMatchObject({ seats: 7, pendingSeats: 6 });
      // The firm's billing read tries again (its answer is lost too): still pending.
      expect(await status(t, f.admin)).toMatchObject({ seats: 7, seats_pending: 6 });
    } finally {
      stripe.loseAnswers = false;
    }
    expect(await status(t, f.people[0]!)).toMatchObject({ seats: 6, seats_pending: null });
    expect(await f.row()).toMatchObject({ seats: 6, pendingSeats: null, pendingSeatsKey: null });

    const attempts = f.updates().filter((c) => c.body.quantity === '6');
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(attempts.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(attempts[0]!.idempotencyKey).toMatch(/^claimwright-seats-/);
    expect(attempts.filter((c) => !c.replayed)).toHaveLength(1);
  });

  it('gives a new count a new key, and sends the roster on the next member change', async () => {
    const { stripe } = billing;
    const f = await firmOf('Next Change & Co', 7);
    stripe.outage = true;
    try {
      await f.leave(f.people[5]!);
      const first = await f.row();
      expect(first).toMatchObject({ seats: 7, pendingSeats: 6 });
      await f.leave(f.people[4]!);
      const second = await f.row();
      expect(second).toMatchObject({ seats: 7, pendingSeats: 5 });
      expect(second.pendingSeatsKey).not.toBe(first.pendingSeatsKey);
    } finally {
      stripe.outage = false;
    }
    // Stripe is back; the next member change sends the roster as it is then, once.
    const before = f.updates().length;
    await f.leave(f.people[3]!);
    expect(f.item().quantity).toBe(5); // five members, and the firm plan's minimum is five
    expect(await f.row()).toMatchObject({ seats: 5, pendingSeats: null, pendingSeatsKey: null });
    expect(f.updates().slice(before)).toMatchObject([{ body: { quantity: '5' }, replayed: false }]);
  });

  it('sends the roster again when a member left while the seat update was out', async () => {
    const { t, stripe } = billing;
    const f = await firmOf('Crossed Paths LLP', 7);
    // Another instance removes a member while Stripe is taking this one's count: neither request
    // counted both departures.
    stripe.beforeAnswer = async (call) => {
      if (!call.path.startsWith('/v1/subscription_items/')) return;
      stripe.beforeAnswer = null;
      await t.database.db
        .update(users)
        .set({ enterpriseId: null, enterpriseRole: null })
        .where(eq(users.id, f.people[4]!.id));
    };
    try {
      await f.leave(f.people[5]!);
    } finally {
      stripe.beforeAnswer = null;
    }
    expect(f.item().quantity).toBe(5);
    expect(await f.row()).toMatchObject({ seats: 5, pendingSeats: null });
    expect(f.updates().slice(-2)).toMatchObject([
      { body: { quantity: '6' } },
      { body: { quantity: '5' } },
    ]);
  });

  it('sends what is pending when an instance starts, and on its timer', async () => {
    const { t, stripe } = billing;
    const f = await firmOf('Restart Partners', 7);
    stripe.outage = true;
    let other: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      await f.leave(f.people[5]!);
      expect(await f.row()).toMatchObject({ seats: 7, pendingSeats: 6 });
      // Another instance starts while Stripe is still down: its first try (the Stripe library's
      // request and its one retry) fails, and nothing changes.
      const refused = stripe.refused;
      other = await buildApp({ env: t.env, database: t.database, seatRetryEveryMs: 200 });
      await other.ready();
      await until(() => stripe.refused >= refused + 2);
      expect(await f.row()).toMatchObject({ seats: 7, pendingSeats: 6 });
    } finally {
      stripe.outage = false;
    }
    try {
      // Nobody reads /billing and no member changes: the timer sends it.
      await until(async () => (await f.row()).pendingSeats === null);
      expect(f.item().quantity).toBe(6);
      expect(await f.row()).toMatchObject({ seats: 6, pendingSeatsKey: null });
    } finally {
      await other?.close();
    }

    // Pending again, then an instance starts with Stripe up and a timer that will not fire here.
    stripe.outage = true;
    try {
      await f.leave(f.people[4]!);
    } finally {
      stripe.outage = false;
    }
    const key = (await f.row()).pendingSeatsKey;
    expect(key).toMatch(/^claimwright-seats-/);
    const restarted = await buildApp({ env: t.env, database: t.database });
    try {
      await restarted.ready();
      await until(async () => (await f.row()).pendingSeats === null);
      expect(f.item().quantity).toBe(5);
      expect(f.updates().at(-1)).toMatchObject({ idempotencyKey: key, replayed: false });
    } finally {
      await restarted.close();
    }
  });
});
