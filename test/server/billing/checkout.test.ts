import { eq } from 'drizzle-orm';
import { planGrants } from '../../../src/server/db/schema';
import { billingSuite } from '../../support/billing';
import { bearerFor, insertUser } from '../../support/users';
import { signIn, type Signed } from '../drafts/helpers';
import {
  accountsSnapshot,
  checkout,
  member,
  newEnterprise,
  sessionIdOf,
  status,
  subscribe,
} from './helpers';

describe('billing: checkout, portal, seats, grants', () => {
  const billing = billingSuite();

  it('lists the plans publicly', async () => {
    const { t } = billing;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/billing/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.self_hosted).toBe(false);
    expect(body.data.map((p: { id: string }) => p.id)).toEqual([
      'free',
      'individual',
      'team',
      'firm',
    ]);
    expect(body.data[3]).toMatchObject({
      scope: 'enterprise',
      min_seats: 5,
      monthly_price_cents: 12900,
    });
  });

  it('answers malformed billing requests with 422 or 415, calling Stripe for none of them', async () => {
    const { t, stripe } = billing;
    const hal = await signIn(t);
    const calls = stripe.calls.length;
    for (const body of [
      { plan_id: 'free' },
      { plan_id: 'individual', interval: 'week' },
      { plan_id: 'firm', seats: 0 },
      { plan_id: 'firm', enterprise_id: -1 },
      { plan_id: 'individual', user_id: 'me' },
    ]) {
      const res = await checkout(t, hal, body);
      expect(res.statusCode).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    }
    const seats = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/billing/seats',
      headers: hal.headers,
      payload: { seats: 1.5 },
    });
    expect(seats.statusCode).toBe(422);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'hello',
    });
    expect(form.statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      payload: { plan_id: 'individual' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(stripe.calls.length).toBe(calls);
  });

  it('opens a Checkout Session for an individual plan: customer once, price made once by lookup key', async () => {
    const { t, stripe } = billing;
    const bob = await signIn(t);
    const res = await checkout(t, bob, { plan_id: 'individual', interval: 'month' });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${stripe.base}/checkout/cs_test_`));
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      success_url: 'http://claimwright.test/billing?checkout=success',
      cancel_url: 'http://claimwright.test/billing?checkout=cancelled',
      line_items: { '0': { quantity: '1' } },
    });
    const again = await checkout(t, bob, { plan_id: 'individual', interval: 'month' });
    expect(again.statusCode).toBe(200);
    expect(stripe.calls.filter((c) => c.path === '/v1/customers')).toHaveLength(1);
    const made = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices');
    expect(made).toHaveLength(1);
    expect(made[0]!.body).toMatchObject({
      lookup_key: 'claimwright_individual_month',
      unit_amount: '5900',
      recurring: { interval: 'month' },
    });
  });

  it("refuses a checkout for someone else's account or enterprise (403), changing nothing", async () => {
    const { t, stripe } = billing;
    const carol = await signIn(t);
    const dave = await signIn(t);
    const otherFirm = await newEnterprise(t, dave, 'Dave & Co');
    const before = await accountsSnapshot(t);
    const calls = stripe.calls.length;
    for (const body of [
      { plan_id: 'individual', user_id: dave.id },
      { plan_id: 'firm', enterprise_id: otherFirm },
      { plan_id: 'team', enterprise_id: otherFirm, seats: 3 },
    ]) {
      const res = await checkout(t, carol, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: "The user doesn't have enough privileges" });
    }
    const plain = await member(t, otherFirm, 'member');
    expect((await checkout(t, plain, { plan_id: 'firm' })).statusCode).toBe(403);
    expect((await checkout(t, carol, { plan_id: 'firm' })).json().detail).toMatch(
      /create your firm/,
    );
    expect(await accountsSnapshot(t)).toEqual(before);
    expect(stripe.calls.length).toBe(calls);
  });

  it('refuses a second subscription (409) and opens the portal for the paying account', async () => {
    const { t, stripe } = billing;
    const erin = await signIn(t);
    const noPortal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal',
      headers: erin.headers,
      payload: {},
    });
    expect(noPortal.statusCode).toBe(409);
    await subscribe(t, stripe, erin, { plan_id: 'individual' });
    const twice = await checkout(t, erin, { plan_id: 'individual', interval: 'year' });
    expect(twice.statusCode).toBe(409);
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal',
      headers: erin.headers,
      payload: {},
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.base}/portal/`));
    const call = stripe.calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(call.body.return_url).toBe('http://claimwright.test/billing');
  });

  it('buys a firm plan for the enterprise: seats cover members, the admin changes them, members follow', async () => {
    const { t, stripe } = billing;
    const admin = await signIn(t);
    const firm = await newEnterprise(t, admin, 'Hale & Partners LLP');
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await member(t, firm, 'member'));
    // six members; the firm plan's minimum is five
    const subId = await subscribe(t, stripe, admin, { plan_id: 'firm', interval: 'month' });
    const item = () =>
      (stripe.subscriptions.get(subId)!.items as { data: { quantity: number }[] }).data[0]!;
    expect(item().quantity).toBe(6);
    const s = await status(t, members[0]!);
    expect(s).toMatchObject({
      plan: { id: 'firm' },
      scope: 'enterprise',
      seats: 6,
      members: 6,
      can_manage: false,
      usage: { generations_limit: 1800 },
    });
    expect((await status(t, admin)).can_manage).toBe(true);

    const put = (who: Signed, seats: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/billing/seats',
        headers: who.headers,
        payload: { seats },
      });
    expect((await put(members[0]!, 9)).statusCode).toBe(403);
    expect(item().quantity).toBe(6);
    const under = await put(admin, 4);
    expect(under.statusCode).toBe(422);
    expect(under.json()).toEqual({
      detail: [
        {
          loc: ['body', 'seats'],
          msg: 'The firm needs at least 6 seats (6 members; the Firm plan starts at 5)',
          type: 'value_error',
        },
      ],
    });
    const raised = await put(admin, 8);
    expect(raised.statusCode).toBe(200);
    expect(raised.json().seats).toBe(8);
    const update = stripe.calls.filter((c) => c.path.startsWith('/v1/subscription_items/')).at(-1)!;
    expect(update.body).toEqual({ quantity: '8', proration_behavior: 'create_prorations' });

    // A member leaves: the seats follow the roster (six → five members, the plan's minimum).
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/link_user_to_enterprise?email=${encodeURIComponent(members[4]!.email)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(item().quantity).toBe(5);
    expect((await status(t, admin)).seats).toBe(5);
  });

  it('opens a firm checkout with the seats the admin chose, refusing too few or too many (422) and non-admins (403)', async () => {
    const { t, stripe } = billing;
    const admin = await signIn(t);
    const firm = await newEnterprise(t, admin, 'Picker & Sons');
    const plain = await member(t, firm, 'member');
    for (let i = 0; i < 5; i++) await member(t, firm, 'member');
    // seven members
    const before = await accountsSnapshot(t);
    const calls = stripe.calls.length;
    const refusals: [Record<string, unknown>, string][] = [
      [
        { plan_id: 'firm', seats: 6 },
        'The firm needs at least 7 seats (7 members; the Firm plan starts at 5)',
      ],
      [
        { plan_id: 'team', seats: 11 },
        'The Team plan covers at most 10 seats; choose the Firm plan for more',
      ],
      [{ plan_id: 'individual', seats: 3 }, 'The Individual plan is for one person: one seat'],
    ];
    for (const [body, msg] of refusals) {
      const res = await checkout(t, admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ['body', 'seats'], msg, type: 'value_error' }],
      });
    }
    const notAdmin = await checkout(t, plain, { plan_id: 'firm', seats: 9 });
    expect(notAdmin.statusCode).toBe(403);
    expect(await accountsSnapshot(t)).toEqual(before);
    expect(stripe.calls.length).toBe(calls);

    const res = await checkout(t, admin, { plan_id: 'firm', seats: 12, interval: 'year' });
    expect(res.statusCode).toBe(200);
    const session = stripe.sessions.get(sessionIdOf(res.json().url))!;
    expect(session.line_items).toMatchObject({ '0': { quantity: '12' } });
  });

  it('keeps a seat change Stripe missed as pending, says so on /billing, and sends it once Stripe is back', async () => {
    const { t, stripe } = billing;
    const admin = await signIn(t);
    const firm = await newEnterprise(t, admin, 'Outage & Partners');
    const people = [];
    for (let i = 0; i < 6; i++) people.push(await member(t, firm, 'member'));
    const subId = await subscribe(t, stripe, admin, { plan_id: 'firm' });
    const quantity = () =>
      (stripe.subscriptions.get(subId)!.items as { data: { quantity: number }[] }).data[0]!
        .quantity;
    expect(quantity()).toBe(7);

    const port = Number(new URL(stripe.base).port);
    await stripe.stop();
    try {
      const left = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/link_user_to_enterprise?email=${encodeURIComponent(people[5]!.email)}`,
        headers: admin.headers,
      });
      expect(left.statusCode).toBe(200); // the member leaves though Stripe is down
      expect(await status(t, admin)).toMatchObject({ seats: 7, members: 6, seats_pending: 6 });
      expect(await status(t, people[0]!)).toMatchObject({ seats: 7, seats_pending: 6 });
    } finally {
      await stripe.start(port);
    }
    const updates = () =>
      stripe.calls.filter((c) => c.path.startsWith('/v1/subscription_items/')).length;
    const sent = updates();
    expect(await status(t, people[0]!)).toMatchObject({ seats: 6, seats_pending: null });
    expect(quantity()).toBe(6);
    expect(updates()).toBe(sent + 1);
    // Nothing is pending any more: later reads send nothing.
    await status(t, admin);
    expect(updates()).toBe(sent + 1);
  });

  it('keeps other pages working during a Stripe outage and says so on billing routes (503)', async () => {
    const { t, stripe } = billing;
    const fay = await signIn(t);
    stripe.outage = true;
    try {
      const res = await checkout(t, fay, { plan_id: 'individual' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toMatch(/^Payments are unavailable: Stripe could not be reached/);
      expect((await status(t, fay)).plan.id).toBe('free');
      const drafts = await t.app.inject({
        method: 'GET',
        url: '/api/v1/drafts',
        headers: fay.headers,
      });
      expect(drafts.statusCode).toBe(200);
    } finally {
      stripe.outage = false;
    }
  });

  it('lets superusers see every account and grant a plan for a period with a reason', async () => {
    const { t } = billing;
    const rootRow = await insertUser(t, { isSuperuser: true });
    const root = { id: rootRow.id, headers: bearerFor(t, rootRow) };
    const gus = await signIn(t);
    const grant = (who: Signed, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/grants',
        headers: who.headers,
        payload: body,
      });
    const body = {
      plan_id: 'individual',
      user_id: gus.id,
      days: 30,
      reason: 'Pilot with the firm',
    };
    expect((await grant(gus, body)).statusCode).toBe(403);
    expect((await grant(root, { ...body, enterprise_id: 1 })).statusCode).toBe(422);
    expect((await grant(root, { ...body, user_id: 999999 })).statusCode).toBe(404);
    const res = await grant(root, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan_id: 'individual',
      user_id: gus.id,
      granted_by: root.id,
      reason: 'Pilot with the firm',
    });
    const days = (Date.parse(res.json().ends_at) - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(await status(t, gus)).toMatchObject({
      plan: { id: 'individual' },
      source: 'grant',
      can_manage: true,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/billing/accounts?limit=1000',
      headers: root.headers,
    });
    expect(list.statusCode).toBe(200);
    const rowOf = (id: number) =>
      list.json().data.find((a: { user_id: number }) => a.user_id === id);
    expect(rowOf(gus.id)).toMatchObject({
      plan_id: 'individual',
      source: 'grant',
      grant: { reason: 'Pilot with the firm' },
    });
    expect(list.json().data.some((a: { state: string }) => a.state === 'active')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/billing/accounts', headers: gus.headers }))
        .statusCode,
    ).toBe(403);

    // A grant that ended no longer counts.
    await t.database.db
      .update(planGrants)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(planGrants.userId, gus.id));
    expect((await status(t, gus)).plan.id).toBe('free');
  });
});
