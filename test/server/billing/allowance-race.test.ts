/**
 * Generations started at the same instant cannot overrun the monthly allowance: the check and the
 * count are one with the generation's insert, under the pool's lock (PGlite and PostgreSQL). A
 * refused start and a failed generation count nothing.
 */
import { planGrants } from '../../../src/server/db/schema';
import { billingSuite } from '../../support/billing';
import { SECRET_KEY, WEBHOOK_SECRET } from '../../support/stripe-standin';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import { generate, standinSuite } from '../generation/helpers';
import { member, newEnterprise, recordGenerations, status } from './helpers';

const CLAIMS = '1. A widget comprising:\n  a base; and\n  a lever attached to the base.';
const DISCLOSURE =
  'A widget has a base and a lever attached to the base by a hinge. The lever may be made of ' +
  'aluminum. A spring biases the lever towards the base, so that the widget closes by itself.';

/** N starts: the statuses, counted. */
async function startAtOnce(
  starts: { who: Signed; draftId: string }[],
  run: (who: Signed, draftId: string) => Promise<{ status: number }>,
): Promise<Record<number, number>> {
  const results = await Promise.all(starts.map((s) => run(s.who, s.draftId)));
  const counted: Record<number, number> = {};
  for (const r of results) counted[r.status] = (counted[r.status] ?? 0) + 1;
  return counted;
}

describe('billing: the allowance under concurrent starts', () => {
  const N = 6;
  const billing = billingSuite({ GENERATION_MAX_CONCURRENT_PER_USER: String(N) });
  const run = (who: Signed, draftId: string) =>
    generate(billing.t, who, { draft_id: draftId, section: 'title' });

  it('lets exactly k of N simultaneous starts of one user through, and refuses the rest with 402', async () => {
    const { t } = billing;
    const k = 2;
    const ann = await signIn(t);
    await recordGenerations(t, ann, 10 - k); // the trial's 10, less k
    const starts = [];
    for (let i = 0; i < N; i++) {
      const draft = await newDraft(t, ann, {
        disclosure: DISCLOSURE,
        sections: { claims: CLAIMS },
      });
      starts.push({ who: ann, draftId: draft.id });
    }
    expect(await startAtOnce(starts, run)).toEqual({ 200: k, 402: N - k });
    expect((await status(t, ann)).usage).toMatchObject({
      generations_this_month: 10,
      generations_left: 0,
    });
  });

  it("lets exactly k of N simultaneous starts by a firm's members through (the pooled allowance)", async () => {
    const { t } = billing;
    const k = 3;
    const admin = await signIn(t);
    const firm = await newEnterprise(t, admin, 'Race & Co');
    const people: Signed[] = [admin];
    for (let i = 1; i < N; i++) people.push(await member(t, firm, 'member'));
    await t.database.db.insert(planGrants).values({
      enterpriseId: firm,
      planId: 'firm',
      endsAt: new Date(Date.now() + 86400_000),
      reason: 'race test',
    });
    const limit = (await status(t, admin)).usage.generations_limit as number;
    expect(limit).toBe(300 * N); // six members: six seats (the firm plan starts at five)
    await recordGenerations(t, people[1]!, limit - k);
    const starts = [];
    for (const who of people) {
      const draft = await newDraft(t, who, {
        disclosure: DISCLOSURE,
        sections: { claims: CLAIMS },
      });
      starts.push({ who, draftId: draft.id });
    }
    const counted = await startAtOnce(starts, run);
    expect(counted).toEqual({ 200: k, 402: N - k });
    expect((await status(t, people[4]!)).usage).toMatchObject({
      generations_this_month: limit,
      generations_left: 0,
    });
  });
});

describe('billing: a generation that fails gives its unit back', () => {
  const ctx = standinSuite('openai', {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LLM_MAX_RETRIES: '0',
  });

  it('counts neither a failed generation nor a refused start, so the last unit is still there', async () => {
    const { t, alice, standin } = ctx;
    await recordGenerations(t, alice, 9); // one of the trial's 10 left
    const draft = await newDraft(t, alice, {
      disclosure: DISCLOSURE,
      sections: { claims: CLAIMS },
    });
    standin.reply = () => ({ kind: 'error', status: 500, message: 'The provider is down' });
    const failed = await generate(t, alice, { draft_id: draft.id, section: 'title' });
    expect(failed.status).toBe(200);
    expect(failed.events.at(-1)).toMatchObject({ type: 'failed' });
    expect((await status(t, alice)).usage).toMatchObject({ generations_this_month: 9 });

    standin.reply = () => ({ kind: 'stream', text: 'Self-closing widget' });
    expect((await generate(t, alice, { draft_id: draft.id, section: 'title' })).status).toBe(200);
    const refused = await generate(t, alice, { draft_id: draft.id, section: 'title' });
    expect(refused.status).toBe(402);
    expect((await status(t, alice)).usage).toMatchObject({
      generations_this_month: 10,
      generations_left: 0,
    });
  });
});
