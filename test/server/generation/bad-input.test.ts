import { eq } from 'drizzle-orm';
import { generations, users } from '../../../src/server/db/schema';
import { bearerFor, insertUser } from '../../support/users';
import { newDraft, type Signed } from '../drafts/helpers';
import {
  cancel,
  DISCLOSURE,
  generate,
  GOOD_CLAIMS,
  standinSuite,
  startStalled,
  until,
} from './helpers';

const ctx = standinSuite(
  'openai',
  { GENERATION_MAX_CONCURRENT_PER_USER: '2' },
  { users: ['alice', 'bob'] },
);
beforeEach(() => {
  ctx.standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS });
});

/** Starts a generation whose upstream never ends (later ones stream normally). */
const startHanging = (who: Signed, draftId: string, section = 'claims') =>
  startStalled(ctx.t, ctx.standin, who, draftId, section);

const readDraft = async (draftId: string) =>
  (
    await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draftId}`,
      headers: ctx.alice.headers,
    })
  ).json();

const patch = (draftId: string, body: object) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/v1/drafts/${draftId}`,
    headers: ctx.alice.headers,
    payload: body,
  });

describe('refused before streaming', () => {
  it('an empty disclosure → 422', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: '   ' });
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
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
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    for (const section of ['preamble', 'federal_research', '']) {
      const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section });
      expect(res.status).toBe(422);
      expect((res.json as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
        'body',
        'section',
      ]);
    }
    const badId = await generate(ctx.t, ctx.alice, {
      generation_id: 'not-a-uuid',
      draft_id: draft.id,
      section: 'claims',
    });
    expect(badId.status).toBe(422);
    expect(badId.json).toEqual({
      detail: [{ loc: ['body', 'generation_id'], msg: 'Not a UUID', type: 'invalid_format' }],
    });
    const long = await generate(ctx.t, ctx.alice, {
      draft_id: draft.id,
      section: 'claims',
      instructions: 'x'.repeat(4001),
    });
    expect(long.status).toBe(422);
  });

  it('another user’s draft or an unknown one → 404', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    for (const [who, id] of [
      [ctx.bob, draft.id],
      [ctx.alice, crypto.randomUUID()],
    ] as const) {
      const res = await generate(ctx.t, who, { draft_id: id, section: 'claims' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: 'Draft not found' });
    }
  });

  it('a reused generation id → 409', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const id = crypto.randomUUID();
    const first = await generate(ctx.t, ctx.alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    expect(first.events.at(-1)?.type).toBe('finished');
    for (const who of [ctx.alice, ctx.bob]) {
      const other =
        who === ctx.bob ? await newDraft(ctx.t, ctx.bob, { disclosure: DISCLOSURE }) : draft;
      const again = await generate(ctx.t, who, {
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
    const res = await ctx.t.app.inject({
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
    const user = await insertUser(ctx.t);
    const who = { id: user.id, headers: bearerFor(ctx.t, user) };
    const draft = await newDraft(ctx.t, who, { disclosure: DISCLOSURE });
    const start = () => generate(ctx.t, who, { draft_id: draft.id, section: 'claims' });
    const setUser = (values: Partial<typeof users.$inferInsert>) =>
      ctx.t.database.db.update(users).set(values).where(eq(users.id, user.id));
    const upstream = ctx.standin.requests.length;

    await setUser({ tokenVersion: user.tokenVersion + 1 });
    const revoked = await start();
    await setUser({ tokenVersion: user.tokenVersion, isActive: false });
    const inactive = await start();
    await setUser({ isActive: true });
    const allowed = await start();
    await ctx.t.database.db.delete(generations).where(eq(generations.ownerId, user.id));
    await ctx.t.database.db.delete(users).where(eq(users.id, user.id));
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
    expect(ctx.standin.requests.length - upstream).toBe(1);
  });
});

describe('while a generation runs', () => {
  it('a second generation of the same section → 409; another section is fine', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startHanging(ctx.alice, draft.id, 'description');
    const same = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'summary' });
    expect(same.status).toBe(409);
    expect(same.json).toEqual({
      detail:
        'The summary of this draft is being generated already. Cancel that generation or wait for it to end.',
    });
    const all = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'all' });
    expect(all.status).toBe(409);
    const other = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
    expect(other.status).toBe(200);
    expect(other.events.at(-1)?.type).toBe('finished');
    expect((await cancel(ctx.t, ctx.alice, running.id)).statusCode).toBe(200);
    expect((await running.done).events.at(-1)?.type).toBe('cancelled');
  });

  it('saving a section being generated → 409; other sections save', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startHanging(ctx.alice, draft.id, 'claims');
    const blocked = await patch(draft.id, { version: 1, sections: { claims: 'mine' } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      detail: 'Being generated now: claims. Cancel the generation or wait for it to end.',
    });
    const fine = await patch(draft.id, { version: 1, sections: { abstract: 'An abstract.' } });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().version).toBe(2);
    await until(async () => (await readDraft(draft.id)).sections.claims !== '');
    await cancel(ctx.t, ctx.alice, running.id);
    const end = (await running.done).events.at(-1);
    expect(end).toMatchObject({ type: 'cancelled', version: 3 });
    const now = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: ctx.alice.headers,
    });
    expect(now.json().sections).toMatchObject({
      abstract: 'An abstract.',
      claims: GOOD_CLAIMS.slice(0, 8),
    });
  });

  it('more concurrent generations than allowed → 429', async () => {
    const d1 = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const d2 = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const d3 = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const a = await startHanging(ctx.alice, d1.id);
    const b = await startHanging(ctx.alice, d2.id);
    const third = await generate(ctx.t, ctx.alice, { draft_id: d3.id, section: 'claims' });
    expect(third.status).toBe(429);
    expect(third.json).toEqual({
      detail:
        'You have 2 generations running, the most allowed at once. Wait for one to end or cancel it.',
    });
    const bobs = await newDraft(ctx.t, ctx.bob, { disclosure: DISCLOSURE });
    expect((await generate(ctx.t, ctx.bob, { draft_id: bobs.id, section: 'claims' })).status).toBe(
      200,
    );
    await cancel(ctx.t, ctx.alice, a.id);
    await cancel(ctx.t, ctx.alice, b.id);
    await Promise.all([a.done, b.done]);
    expect((await generate(ctx.t, ctx.alice, { draft_id: d3.id, section: 'claims' })).status).toBe(
      200,
    );
  });

  it('deleting the draft cancels its generation', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startHanging(ctx.alice, draft.id);
    const del = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/drafts/${draft.id}`,
      headers: ctx.alice.headers,
    });
    expect(del.statusCode).toBe(200);
    const end = (await running.done).events.at(-1);
    expect(end).toMatchObject({ type: 'cancelled' });
    const row = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/generations/${running.id}`,
      headers: ctx.alice.headers,
    });
    expect(row.statusCode).toBe(404);
    const [stored] = await ctx.t.database.db
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
    const unknown = await cancel(ctx.t, ctx.alice, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Generation not found' });
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startHanging(ctx.alice, draft.id);
    const foreign = await cancel(ctx.t, ctx.bob, running.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Generation not found' });
    const malformed = await cancel(ctx.t, ctx.alice, 'nope');
    expect(malformed.statusCode).toBe(422);
    expect((await cancel(ctx.t, ctx.alice, running.id)).statusCode).toBe(200);
    await running.done;
  });

  it('twice, and after the end → 409', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startHanging(ctx.alice, draft.id);
    const [first, second] = await Promise.all([
      cancel(ctx.t, ctx.alice, running.id),
      cancel(ctx.t, ctx.alice, running.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect([
      'Cancellation of this generation is already under way.',
      'The generation has already been cancelled.',
    ]).toContain(loser.json().detail);
    await running.done;
    const after = await cancel(ctx.t, ctx.alice, running.id);
    expect(after.json()).toEqual({ detail: 'The generation has already been cancelled.' });

    const id = crypto.randomUUID();
    await generate(ctx.t, ctx.alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'abstract',
    });
    const finished = await cancel(ctx.t, ctx.alice, id);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toEqual({ detail: 'The generation has already finished.' });
  });

  it('lists a draft’s generations with their states', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startHanging(ctx.alice, draft.id);
    await cancel(ctx.t, ctx.alice, running.id);
    await running.done;
    await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'abstract' });
    const list = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}/generations`,
      headers: ctx.alice.headers,
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
