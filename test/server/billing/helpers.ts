import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { billingAccounts, generations } from '../../../src/server/db/schema';
import type { TestApp } from '../../support/app';
import type { StripeCall, StripeStandin, SignedEvent } from '../../support/stripe-standin';
import { bearerFor, insertUser } from '../../support/users';
import { newDraft, signIn, type Signed } from '../drafts/helpers';

/** Delivers a signed event through the app, as Stripe posts it. */
export function deliver(t: TestApp, event: SignedEvent, header = event.header) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: event.payload,
  });
}

/** GET /billing for `who`. */
export async function status(t: TestApp, who: Signed) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/billing', headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`GET /billing: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** POST /billing/checkout. */
export function checkout(t: TestApp, who: Signed, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/checkout',
    headers: who.headers,
    payload: body,
  });
}

/** The Checkout Session id from a checkout's URL. */
export function sessionIdOf(url: string): string {
  return url.split('/').at(-1)!;
}

/** Checks out `body` for `who` and pays it in the stand-in, delivering its events to the app. */
export async function subscribe(
  t: TestApp,
  stripe: StripeStandin,
  who: Signed,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await checkout(t, who, body);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const { subscriptionId, events } = await stripe.pay(sessionIdOf(res.json().url));
  for (const event of events) {
    const delivered = await deliver(t, event);
    if (delivered.statusCode !== 200) throw new Error(`webhook: ${delivered.body}`);
  }
  return subscriptionId;
}

/** Records `n` generations of `who` this month (state `finished` unless told). */
export async function recordGenerations(
  t: TestApp,
  who: Signed,
  n: number,
  state: 'finished' | 'failed' | 'cancelled' = 'finished',
): Promise<void> {
  if (n === 0) return;
  const draft = await newDraft(t, who, { title: 'usage' });
  await t.database.db.insert(generations).values(
    Array.from({ length: n }, () => ({
      id: randomUUID(),
      ownerId: who.id,
      draftId: draft.id,
      target: 'claims',
      sections: ['claims'],
      engine: 'offline',
      model: 'claimwright-offline-1',
      instanceId: 'test',
      state,
      finishedAt: new Date(),
    })),
  );
}

/** Every billing account row, for "nothing changed" comparisons. */
export function accountsSnapshot(t: TestApp) {
  return t.database.db.select().from(billingAccounts).orderBy(billingAccounts.id);
}

/** The billing account of a user. */
export async function accountOfUser(t: TestApp, userId: number) {
  const [row] = await t.database.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return row;
}

/** A user inserted into an enterprise with a role, signed in. */
export async function member(
  t: TestApp,
  enterpriseId: number,
  role: 'admin' | 'member',
): Promise<Signed & { email: string }> {
  const row = await insertUser(t, { enterpriseId, enterpriseRole: role });
  return { id: row.id, email: row.email, headers: bearerFor(t, row) };
}

/** A new enterprise with `admin` as its admin; its id. */
export async function newEnterprise(t: TestApp, admin: Signed, name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/enterprises/',
    headers: admin.headers,
    payload: { name },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().id;
}

/**
 * A firm of `size` (its admin and members) on the firm plan, paid in the stand-in; with its
 * subscription item, a way to remove a member (the change stands whatever Stripe does), its
 * billing row and the seat updates Stripe received.
 */
export async function paidFirm(t: TestApp, stripe: StripeStandin, name: string, size: number) {
  const admin = await signIn(t);
  const firm = await newEnterprise(t, admin, name);
  const people: (Signed & { email: string })[] = [];
  for (let i = 1; i < size; i++) people.push(await member(t, firm, 'member'));
  const subId = await subscribe(t, stripe, admin, { plan_id: 'firm' });
  const item = () =>
    (stripe.subscriptions.get(subId)!.items as { data: { id: string; quantity: number }[] })
      .data[0]!;
  const leave = async (who: { email: string }) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/link_user_to_enterprise?email=${encodeURIComponent(who.email)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
  };
  const row = async () => {
    const [r] = await t.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.enterpriseId, firm));
    return r!;
  };
  const updates = (): StripeCall[] =>
    stripe.calls.filter((c) => c.path === `/v1/subscription_items/${item().id}`);
  return { admin, firm, people, subId, item, leave, row, updates };
}
