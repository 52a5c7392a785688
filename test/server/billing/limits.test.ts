import { buildTestApp, type TestApp } from '../../support/app';
import { billingSuite } from '../../support/billing';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import { generate } from '../generation/helpers';
import { member, newEnterprise, recordGenerations, status, subscribe } from './helpers';

const CLAIMS = '1. A widget comprising:\n  a base; and\n  a lever attached to the base.';
const DISCLOSURE =
  'A widget has a base and a lever attached to the base by a hinge. The lever may be made of ' +
  'aluminum. A spring biases the lever towards the base, so that the widget closes by itself.';

/** First day of next month, as the 402 names it ("December 1, 2026"). */
function resetWords(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString(
    'en-US',
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
}

describe('billing: the monthly allowance', () => {
  const billing = billingSuite();

  it('refuses the generation beyond the free allowance with 402, and never blocks the drafts', async () => {
    const { t } = billing;
    const ann = await signIn(t);
    await recordGenerations(t, ann, 9);
    await recordGenerations(t, ann, 3, 'failed'); // failed generations are not charged
    const draft = await newDraft(t, ann, { disclosure: DISCLOSURE, sections: { claims: CLAIMS } });
    const tenth = await generate(t, ann, { draft_id: draft.id, section: 'abstract' });
    expect(tenth.status).toBe(200);
    expect((await status(t, ann)).usage).toMatchObject({
      generations_this_month: 10,
      generations_limit: 10,
      generations_left: 0,
    });

    const refused = await generate(t, ann, { draft_id: draft.id, section: 'title' });
    expect(refused.status).toBe(402);
    expect(refused.json).toEqual({
      detail:
        'Your Trial plan includes 10 generations a month, and all 10 have been used. More become ' +
        `available on ${resetWords()}, or upgrade on the Billing page to continue now. Your ` +
        'drafts stay open for editing, export and deletion.',
    });

    const open = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: ann.headers,
    });
    expect(open.statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/drafts/${draft.id}`,
      headers: ann.headers,
      payload: { version: open.json().version, title: 'Edited at the limit' },
    });
    expect(edit.statusCode).toBe(200);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}/export.docx`,
      headers: ann.headers,
    });
    expect(exported.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/drafts/${draft.id}`,
      headers: ann.headers,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('lifts the limit once a plan is bought', async () => {
    const { t, stripe } = billing;
    const ben = await signIn(t);
    await recordGenerations(t, ben, 10);
    const draft = await newDraft(t, ben, { disclosure: DISCLOSURE, sections: { claims: CLAIMS } });
    expect((await generate(t, ben, { draft_id: draft.id, section: 'title' })).status).toBe(402);
    await subscribe(t, stripe, ben, { plan_id: 'individual' });
    expect((await generate(t, ben, { draft_id: draft.id, section: 'title' })).status).toBe(200);
    expect((await status(t, ben)).usage).toMatchObject({
      generations_this_month: 11,
      generations_left: 139,
    });
  });

  it("pools a firm's allowance across its members", async () => {
    const { t, stripe } = billing;
    const admin = await signIn(t);
    const firm = await newEnterprise(t, admin, 'Pool & Co');
    const others: Signed[] = [];
    for (let i = 0; i < 4; i++) others.push(await member(t, firm, 'member'));
    await subscribe(t, stripe, admin, { plan_id: 'team' });
    // five members → five seats (the team plan allows 2–10): 5 × 200 generations
    expect((await status(t, others[0]!)).usage.generations_limit).toBe(1000);
    await recordGenerations(t, others[1]!, 600);
    await recordGenerations(t, admin, 400);
    const draft = await newDraft(t, others[0]!, {
      disclosure: DISCLOSURE,
      sections: { claims: CLAIMS },
    });
    const refused = await generate(t, others[0]!, { draft_id: draft.id, section: 'title' });
    expect(refused.status).toBe(402);
    expect((refused.json as { detail: string }).detail).toMatch(
      /^Your firm's Team plan includes 1000 generations a month/,
    );
  });
});

describe('billing on a self-hosted install (no STRIPE_SECRET_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has no limits, says self_hosted, and has nothing to buy', async () => {
    const sam = await signIn(t);
    await recordGenerations(t, sam, 40);
    const draft = await newDraft(t, sam, { disclosure: DISCLOSURE, sections: { claims: CLAIMS } });
    expect((await generate(t, sam, { draft_id: draft.id, section: 'title' })).status).toBe(200);
    const s = await status(t, sam);
    expect(s).toMatchObject({
      self_hosted: true,
      source: 'self_hosted',
      can_manage: false,
      usage: { generations_this_month: 41, generations_limit: null, generations_left: null },
    });
    const plans = await t.app.inject({ method: 'GET', url: '/api/v1/billing/plans' });
    expect(plans.json().self_hosted).toBe(true);
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      headers: sam.headers,
      payload: { plan_id: 'individual' },
    });
    expect(buy.statusCode).toBe(404);
    expect(buy.json()).toEqual({ detail: 'Billing is not enabled on this self-hosted install' });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
