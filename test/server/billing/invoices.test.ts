/** `GET /billing/invoices`: the past invoices `/billing` lists, of the account the user manages. */
import { billingSuite } from '../../support/billing';
import { signIn, type Signed } from '../drafts/helpers';
import { member, newEnterprise, subscribe } from './helpers';

describe('billing: past invoices', () => {
  const billing = billingSuite();

  const invoices = (who?: Signed) =>
    billing.t.app.inject({
      method: 'GET',
      url: '/api/v1/billing/invoices',
      ...(who ? { headers: who.headers } : {}),
    });

  it("lists the account's invoices, newest first; none before anything is bought", async () => {
    const { t, stripe } = billing;
    const fay = await signIn(t);
    expect((await invoices(fay)).json()).toEqual({ data: [] });
    await subscribe(t, stripe, fay, { plan_id: 'individual', interval: 'year' });
    const res = await invoices(fay);
    expect(res.statusCode).toBe(200);
    const [only, ...rest] = res.json().data;
    expect(rest).toEqual([]);
    const made = [...stripe.invoices.values()].at(-1)!;
    expect(only).toEqual({
      id: made.id,
      number: made.number,
      created_at: new Date(Number(made.created) * 1000).toISOString(),
      amount_cents: 59000,
      currency: 'usd',
      status: 'paid',
      url: `${stripe.base}/invoice/${String(made.id)}`,
    });
  });

  it("shows a firm's invoices to its admin, not to its members; 401 signed out; 503 in an outage", async () => {
    const { t, stripe } = billing;
    const admin = await signIn(t);
    const firm = await newEnterprise(t, admin, 'Invoiced & Partners');
    const plain = await member(t, firm, 'member');
    for (let i = 0; i < 3; i++) await member(t, firm, 'member');
    await subscribe(t, stripe, admin, { plan_id: 'firm' });
    expect((await invoices(admin)).json().data).toMatchObject([{ amount_cents: 5 * 12900 }]);
    expect((await invoices(plain)).json()).toEqual({ data: [] });
    expect((await invoices()).statusCode).toBe(401);
    stripe.outage = true;
    try {
      const down = await invoices(admin);
      expect(down.statusCode).toBe(503);
      expect(down.json().detail).toMatch(/^Payments are unavailable/);
    } finally {
      stripe.outage = false;
    }
  });
});
