import { eq } from 'drizzle-orm';
import { generations, users } from '../../../src/server/db/schema';
import type { TestApp } from '../../support/app';
import { LlmStandin } from '../../support/llm-standin';
import { bearerFor, insertUser } from '../../support/users';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import {
  cancel,
  DISCLOSURE,
  generate,
  GOOD_CLAIMS,
  standinApp,
  startStalled,
  until,
} from './helpers';

let standin: LlmStandin;
let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  standin = await LlmStandin.start();
  t = await standinApp(standin, 'openai', { GENERATION_MAX_CONCURRENT_PER_USER: '2' });
  alice = await signIn(t);
  bob = await signIn(t);
});
afterAll(async () => {
  await t.close();
  await standin.close();
});
beforeEach(() => {
  standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS });
});

/** Starts a generation whose upstream never ends (later ones stream normally). */
const startHanging = (who: Signed, draftId: string, section = 'claims') =>
  startStalled(t, standin, who, draftId, section);

const readDraft = async (draftId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/drafts/${draftId}`, headers: alice.headers })
  ).json();

const patch = (draftId: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/drafts/${draftId}`,
    headers: alice.headers,
    payload: body,
  });

describe('refused before streaming', () => {
  it('an empty disclosure → 422', async () => {
    const draft = await newDraft(t, alice, { disclosure: '   ' });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      detail: [
        {
          loc: ['body', 'draft_id'],
          msg: 'The draft has no disclosure to write from. Add one first.',
          type: 'value_error',
        },
      ],
    });
  });

  it('unknown sections, malformed ids and extra-long instructions → 422', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    for (const section of ['preamble', 'federal_research', '']) {
      const res = await generate(t, alice, { draft_id: draft.id, section });
      expect(res.status).toBe(422);
      expect((res.json as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
        'body',
        'section',
      ]);
    }
    const badId = await generate(t, alice, {
      generation_id: 'not-a-uuid',
      draft_id: draft.id,
      section: 'claims',
    });
    expect(badId.status).toBe(422);
    expect(badId.json).toEqual({
      detail: [{ loc: ['body', 'generation_id'], msg: 'Not a UUID', type: 'invalid_format' }],
    });
    const long = await generate(t, alice, {
      draft_id: draft.id,
      section: 'claims',
      instructions: 'x'.repeat(4001),
    });
    expect(long.status).toBe(422);
  });

  it('another user’s draft or an unknown one → 404', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    for (const [who, id] of [
      [bob, draft.id],
      [alice, crypto.randomUUID()],
    ] as const) {
      const res = await generate(t, who, { draft_id: id, section: 'claims' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: 'Draft not found' });
    }
  });

  it('a reused generation id → 409', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const id = crypto.randomUUID();
    const first = await generate(t, alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    expect(first.events.at(-1)?.type).toBe('finished');
    for (const who of [alice, bob]) {
      const other = who === bob ? await newDraft(t, bob, { disclosure: DISCLOSURE }) : draft;
      const again = await generate(t, who, {
        generation_id: id,
        draft_id: other.id,
        section: 'abstract',
      });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({
        detail: 'This generation_id has been used already; make a new one.',
      });
    }
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate/',
      payload: {
        generation_id: crypto.randomUUID(),
        draft_id: crypto.randomUUID(),
        section: 'claims',
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a revoked token, an inactive user and a deleted one before the provider hears of it', async () => {
    const user = await insertUser(t);
    const who = { id: user.id, headers: bearerFor(t, user) };
    const draft = await newDraft(t, who, { disclosure: DISCLOSURE });
    const start = () => generate(t, who, { draft_id: draft.id, section: 'claims' });
    const setUser = (values: Partial<typeof users.$inferInsert>) =>
      t.database.db.update(users).set(values).where(eq(users.id, user.id));
    const upstream = standin.requests.length;

    await setUser({ tokenVersion: user.tokenVersion + 1 });
    const revoked = await start();
    await setUser({ tokenVersion: user.tokenVersion, isActive: false });
    const inactive = await start();
    await setUser({ isActive: true });
    const allowed = await start();
    await t.database.db.delete(generations).where(eq(generations.ownerId, user.id));
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const deleted = await start();

    expect([revoked.status, revoked.json]).toEqual([
      401,
      { detail: 'Could not validate credentials' },
    ]);
    expect([inactive.status, inactive.json]).toEqual([400, { detail: 'Inactive user' }]);
    expect(allowed.status).toBe(200);
    expect([deleted.status, deleted.json]).toEqual([
      401,
      { detail: 'Could not validate credentials' },
    ]);
    // Only the allowed start reached the provider.
    expect(standin.requests.length - upstream).toBe(1);
  });
});

describe('while a generation runs', () => {
  it('a second generation of the same section → 409; another section is fine', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const running = await startHanging(alice, draft.id, 'description');
    const same = await generate(t, alice, { draft_id: draft.id, section: 'summary' });
    expect(same.status).toBe(409);
    expect(same.json).toEqual({
      detail:
        'The summary of this draft is being generated already. Cancel that generation or wait for it to end.',
    });
    const all = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(all.status).toBe(409);
    const other = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(other.status).toBe(200);
    expect(other.events.at(-1)?.type).toBe('finished');
    expect((await cancel(t, alice, running.id)).statusCode).toBe(200);
    expect((await running.done).events.at(-1)?.type).toBe('cancelled');
  });

  it('saving a section being generated → 409; other sections save', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const running = await startHanging(alice, draft.id, 'claims');
    const blocked = await patch(draft.id, { version: 1, sections: { claims: 'mine' } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      detail: 'Being generated now: claims. Cancel the generation or wait for it to end.',
    });
    const fine = await patch(draft.id, { version: 1, sections: { abstract: 'An abstract.' } });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().version).toBe(2);
    await until(async () => (await readDraft(draft.id)).sections.claims !== '');
    await cancel(t, alice, running.id);
    const end = (await running.done).events.at(-1);
    expect(end).toMatchObject({ type: 'cancelled', version: 3 });
    const now = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: alice.headers,
    });
    expect(now.json().sections).toMatchObject({
      abstract: 'An abstract.',
      claims: GOOD_CLAIMS.slice(0, 8),
    });
  });

  it('more concurrent generations than allowed → 429', async () => {
    const d1 = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const d2 = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const d3 = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const a = await startHanging(alice, d1.id);
    const b = await startHanging(alice, d2.id);
    const third = await generate(t, alice, { draft_id: d3.id, section: 'claims' });
    expect(third.status).toBe(429);
    expect(third.json).toEqual({
      detail:
        'You have 2 generations running, the most allowed at once. Wait for one to end or cancel it.',
    });
    const bobs = await newDraft(t, bob, { disclosure: DISCLOSURE });
    expect((await generate(t, bob, { draft_id: bobs.id, section: 'claims' })).status).toBe(200);
    await cancel(t, alice, a.id);
    await cancel(t, alice, b.id);
    await Promise.all([a.done, b.done]);
    expect((await generate(t, alice, { draft_id: d3.id, section: 'claims' })).status).toBe(200);
  });

  it('deleting the draft cancels its generation', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const running = await startHanging(alice, draft.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/drafts/${draft.id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(200);
    const end = (await running.done).events.at(-1);
    expect(end).toMatchObject({ type: 'cancelled' });
    const row = await t.app.inject({
      method: 'GET',
      url: `/api/v1/generations/${running.id}`,
      headers: alice.headers,
    });
    expect(row.statusCode).toBe(404);
    const [stored] = await t.database.db
      .select()
      .from(generations)
      .where(eq(generations.id, running.id));
    expect(stored).toMatchObject({
      state: 'cancelled',
      detail: 'The draft was deleted.',
      draftId: null,
    });
  });
});

describe('cancel', () => {
  it('unknown, other users’ and malformed ids', async () => {
    const unknown = await cancel(t, alice, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Generation not found' });
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const running = await startHanging(alice, draft.id);
    const foreign = await cancel(t, bob, running.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Generation not found' });
    const malformed = await cancel(t, alice, 'nope');
    expect(malformed.statusCode).toBe(422);
    expect((await cancel(t, alice, running.id)).statusCode).toBe(200);
    await running.done;
  });

  it('twice, and after the end → 409', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const running = await startHanging(alice, draft.id);
    const [first, second] = await Promise.all([
      cancel(t, alice, running.id),
      cancel(t, alice, running.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect([
      'Cancellation of this generation is already under way.',
      'The generation has already been cancelled.',
    ]).toContain(loser.json().detail);
    await running.done;
    const after = await cancel(t, alice, running.id);
    expect(after.json()).toEqual({ detail: 'The generation has already been cancelled.' });

    const id = crypto.randomUUID();
    await generate(t, alice, { generation_id: id, draft_id: draft.id, section: 'abstract' });
    const finished = await cancel(t, alice, id);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toEqual({ detail: 'The generation has already finished.' });
  });

  it('lists a draft’s generations with their states', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const running = await startHanging(alice, draft.id);
    await cancel(t, alice, running.id);
    await running.done;
    await generate(t, alice, { draft_id: draft.id, section: 'abstract' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}/generations`,
      headers: alice.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(2);
    expect(
      list.json().data.map((g: { section: string; state: string }) => [g.section, g.state]),
    ).toEqual([
      ['abstract', 'finished'],
      ['claims', 'cancelled'],
    ]);
  });
});
