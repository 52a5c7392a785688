/**
 * At most one Checkout Session of an account can be paid: opening another expires the last one
 * (or hands it back when it buys the same), two opened at the same moment give one session and a
 * 409, and a session paid before its webhook arrived refuses a new checkout.
 */
import { billingSuite } from '../../support/billing';
import { signIn, type Signed } from '../drafts/helpers';
import { accountOfUser, checkout, deliver, sessionIdOf, status } from './helpers';

describe('billing: one payable checkout per account', () => {
  const billing = billingSuite();

  /** The stand-in's Checkout Sessions for `who`'s account that can still be paid. */
  async function openSessions(who: Signed): Promise<string[]> {
    const account = await accountOfUser(billing.t, who.id);
    return [...billing.stripe.sessions.values()]
      .filter((s) => s.customer === account?.stripeCustomerId && s.status === 'open')
      .map((s) => String(s.id));
  }

  it('expires the open checkout when another is opened; the same terms get the same session', async () => {
    const { t, stripe } = billing;
    const ann = await signIn(t);
    const monthly = await checkout(t, ann, { plan_id: 'individual', interval: 'month' });
    expect(monthly.statusCode).toBe(200);
    const again = await checkout(t, ann, { plan_id: 'individual', interval: 'month' });
    expect(again.json().url).toBe(monthly.json().url); // a repeated click: the same session
    const yearly = await checkout(t, ann, { plan_id: 'individual', interval: 'year' });
    expect(yearly.statusCode).toBe(200);
    expect(await openSessions(ann)).toEqual([sessionIdOf(yearly.json().url)]);
    await expect(stripe.pay(sessionIdOf(monthly.json().url))).rejects.toThrow(/expired/);
    await stripe.pay(sessionIdOf(yearly.json().url));
  });

  it('opens one session for two checkouts at the same moment, and refuses the other (409)', async () => {
    const { t, stripe } = billing;
    const ben = await signIn(t);
    // The first session Stripe makes is answered only once the second request has made its own.
    let second!: () => void;
    const bothMade = new Promise<void>((resolve) => (second = resolve));
    let made = 0;
    stripe.beforeAnswer = async (call) => {
      if (call.method !== 'POST' || call.path !== '/v1/checkout/sessions') return;
      made += 1;
      if (made === 1) await bothMade;
      else second();
    };
    let answers;
    try {
      answers = await Promise.all([
        checkout(t, ben, { plan_id: 'individual', interval: 'month' }),
        checkout(t, ben, { plan_id: 'individual', interval: 'year' }),
      ]);
    } finally {
      stripe.beforeAnswer = null;
    }
    expect(made).toBe(2);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().detail).toMatch(/Another checkout for this account was opened/);
    expect(await openSessions(ben)).toEqual([sessionIdOf(winner.json().url)]);
  });

  it('refuses a checkout while the last one is paid but its webhook has not come (409)', async () => {
    const { t, stripe } = billing;
    const cleo = await signIn(t);
    const first = await checkout(t, cleo, { plan_id: 'individual', interval: 'month' });
    const { subscriptionId, events } = await stripe.pay(sessionIdOf(first.json().url));
    const sessions = stripe.sessions.size;
    const second = await checkout(t, cleo, { plan_id: 'individual', interval: 'year' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatch(/already has a subscription/);
    expect(stripe.sessions.size).toBe(sessions);
    // The checkout read the paid subscription from Stripe: the account is on it already.
    expect(await status(t, cleo)).toMatchObject({ plan: { id: 'individual' }, state: 'active' });
    for (const event of events) expect((await deliver(t, event)).statusCode).toBe(200);

    // Once that subscription has ended, a new checkout opens.
    const ended = stripe.signEvent('customer.subscription.deleted', {
      ...stripe.update(subscriptionId, { status: 'canceled' }),
    });
    expect((await deliver(t, ended)).statusCode).toBe(200);
    const third = await checkout(t, cleo, { plan_id: 'individual', interval: 'year' });
    expect(third.statusCode).toBe(200);
    expect(await openSessions(cleo)).toEqual([sessionIdOf(third.json().url)]);
  });
});
