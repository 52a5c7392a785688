/**
 * Accepting a generation: what the precheck found is accepted in one statement
 * (`claimwright_accept_generation`) only while nothing it decided on has changed; otherwise the
 * locked path decides again, with what is true now. Against the suite's database (PGlite, or
 * PostgreSQL in CI).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { emptySections } from '../../../src/core/api/sections';
import type { GenerateRequest } from '../../../src/core/api/generation';
import type { Database } from '../../../src/server/db/client';
import { drafts, generations, users } from '../../../src/server/db/schema';
import type { DraftingEngine, RefuseInput } from '../../../src/server/services/engines/types';
import {
  precheckGeneration,
  startGeneration,
  type ClaimedActor,
  type Prechecked,
} from '../../../src/server/services/generation/start-generation';
import { createDbGate } from '../../../src/server/services/generation/db-gate';
import { openTestDatabase } from '../../support/database';

let database: Database;
let actor: ClaimedActor;

const engine = {
  name: 'offline',
  model: 'test-model',
  refuse: async ({ disclosure }: RefuseInput): Promise<string | null> =>
    disclosure.trim() ? null : 'No disclosure.',
} as DraftingEngine;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'accept@example.com', hashedPassword: 'not-a-hash' })
    .returning();
  actor = { id: user!.id, confirm: () => undefined };
});

afterAll(() => database.close());

async function newDraftRow(): Promise<string> {
  const [draft] = await database.db
    .insert(drafts)
    .values({ ownerId: actor.id, disclosure: 'A lever on a base.', sections: emptySections() })
    .returning();
  return draft!.id;
}

function asked(draftId: string, section: GenerateRequest['section'], maxConcurrent = 5) {
  const request: GenerateRequest = { generation_id: randomUUID(), draft_id: draftId, section };
  return {
    db: database.db,
    gate: createDbGate(1),
    actor,
    request,
    engine,
    maxConcurrent,
    instanceId: 'test-instance',
  };
}

async function start(opts: ReturnType<typeof asked>, prechecked?: Prechecked) {
  return startGeneration({ ...opts, prechecked });
}

/** The function itself, with what a precheck would pass. */
async function acceptDirectly(
  opts: ReturnType<typeof asked>,
  version: number,
  knownRunning: string[],
): Promise<boolean> {
  const { request } = opts;
  const [row] = await database.db
    .select({
      accepted: sql<boolean>`claimwright_accept_generation(${request.generation_id}, ${actor.id},
        ${request.draft_id}, ${version}, ${sql.param(knownRunning)}::uuid[], ${request.section},
        ${sql.param([request.section])}::text[], 'offline', 'test-model', 'test-instance',
        ${0x67656e})`,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  return row!.accepted;
}

/** Saves the draft with `disclosure` behind the caller's back (a new version). */
async function saveDisclosure(draftId: string, disclosure: string): Promise<void> {
  await database.db
    .update(drafts)
    .set({ disclosure, version: sql`${drafts.version} + 1` })
    .where(eq(drafts.id, draftId));
}

async function stateOf(id: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ state: generations.state })
    .from(generations)
    .where(eq(generations.id, id));
  return row?.state;
}

async function endAll(): Promise<void> {
  await database.db
    .update(generations)
    .set({ state: 'finished' })
    .where(eq(generations.state, 'running'));
}

afterEach(endAll);

describe('accepting what the precheck found', () => {
  it('inserts the running row and plans from the prechecked draft', async () => {
    const draftId = await newDraftRow();
    const opts = asked(draftId, 'claims');
    const prechecked = await precheckGeneration(opts);
    expect(prechecked.runningIds).toEqual([]);
    const plan = await start(opts, prechecked);
    expect(plan).toMatchObject({
      id: opts.request.generation_id,
      draftId,
      sections: ['claims'],
      disclosure: 'A lever on a base.',
      startVersion: prechecked.draft.version,
    });
    expect(await stateOf(plan.id)).toBe('running');
  });

  it('the function accepts only at the prechecked version and with no unseen running row', async () => {
    const draftId = await newDraftRow();
    const [draft] = await database.db.select().from(drafts).where(eq(drafts.id, draftId));
    const version = draft!.version;

    const staleVersion = asked(draftId, 'claims');
    expect(await acceptDirectly(staleVersion, version + 1, [])).toBe(false);
    expect(await stateOf(staleVersion.request.generation_id)).toBeUndefined();

    const first = asked(draftId, 'claims');
    expect(await acceptDirectly(first, version, [])).toBe(true);
    expect(await stateOf(first.request.generation_id)).toBe('running');

    // `first` is running and this caller did not see it: nothing is inserted.
    const unseen = asked(draftId, 'abstract');
    expect(await acceptDirectly(unseen, version, [])).toBe(false);
    expect(await stateOf(unseen.request.generation_id)).toBeUndefined();

    // Seen (the server decided with it in view): accepted.
    const seen = asked(draftId, 'abstract');
    expect(await acceptDirectly(seen, version, [first.request.generation_id])).toBe(true);
    expect(await stateOf(seen.request.generation_id)).toBe('running');
  });
});

describe('running rows whose instance has gone', () => {
  it('block nothing, whether accepted as prechecked or under the locks', async () => {
    const draftId = await newDraftRow();
    const gone = randomUUID();
    await database.db.insert(generations).values({
      id: gone,
      ownerId: actor.id,
      draftId,
      target: 'claims',
      sections: ['claims'],
      engine: 'offline',
      model: 'test-model',
      instanceId: 'gone',
      heartbeatAt: new Date(Date.now() - 3_600_000),
    });
    const prechecked = asked(draftId, 'claims', 1);
    const found = await precheckGeneration(prechecked);
    expect(found.runningIds).toEqual([gone]);
    await start(prechecked, found);
    expect(await stateOf(prechecked.request.generation_id)).toBe('running');
    await database.db
      .update(generations)
      .set({ state: 'finished' })
      .where(eq(generations.id, prechecked.request.generation_id));

    const locked = asked(draftId, 'claims', 1);
    await start(locked);
    expect(await stateOf(locked.request.generation_id)).toBe('running');
    expect(await stateOf(gone)).toBe('running');
  });
});

describe('when something changed after the precheck, the locked path decides', () => {
  it('a start of the same section since then: 409, and only that start runs', async () => {
    const draftId = await newDraftRow();
    const late = asked(draftId, 'claims');
    const prechecked = await precheckGeneration(late);
    const early = asked(draftId, 'claims');
    await start(early, await precheckGeneration(early));

    await expect(start(late, prechecked)).rejects.toMatchObject({ code: 'conflict' });
    expect(await stateOf(late.request.generation_id)).toBeUndefined();
    expect(await stateOf(early.request.generation_id)).toBe('running');
  });

  it('a start since then that reaches the limit: 429', async () => {
    const draftId = await newDraftRow();
    const late = asked(draftId, 'claims', 1);
    const prechecked = await precheckGeneration(late);
    const other = asked(await newDraftRow(), 'abstract', 1);
    await start(other, await precheckGeneration(other));

    await expect(start(late, prechecked)).rejects.toMatchObject({ code: 'rate_limited' });
    expect(await stateOf(late.request.generation_id)).toBeUndefined();
  });

  it('a generation that ended since then leaves room: accepted', async () => {
    const draftId = await newDraftRow();
    const running = asked(draftId, 'claims', 2);
    await start(running, await precheckGeneration(running));
    const next = asked(draftId, 'abstract', 2);
    const prechecked = await precheckGeneration(next);
    expect(prechecked.runningIds).toEqual([running.request.generation_id]);
    await endAll();

    await start(next, prechecked);
    expect(await stateOf(next.request.generation_id)).toBe('running');
  });

  it('the draft saved since then: planned from the saved draft; its disclosure cleared: 422', async () => {
    const draftId = await newDraftRow();
    const opts = asked(draftId, 'claims');
    const prechecked = await precheckGeneration(opts);
    await saveDisclosure(draftId, 'A lever on a base, and a spring.');
    const plan = await start(opts, prechecked);
    expect(plan.disclosure).toBe('A lever on a base, and a spring.');
    expect(plan.startVersion).toBe(prechecked.draft.version + 1);
    await endAll();

    const cleared = asked(draftId, 'claims');
    const before = await precheckGeneration(cleared);
    await saveDisclosure(draftId, ' ');
    await expect(start(cleared, before)).rejects.toMatchObject({ code: 'validation' });
    expect(await stateOf(cleared.request.generation_id)).toBeUndefined();
  });

  it('the draft deleted since then: 404', async () => {
    const draftId = await newDraftRow();
    const opts = asked(draftId, 'claims');
    const prechecked = await precheckGeneration(opts);
    await database.db.delete(drafts).where(eq(drafts.id, draftId));
    await expect(start(opts, prechecked)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the id used since then: 409 with the reused-id message', async () => {
    const draftId = await newDraftRow();
    const opts = asked(draftId, 'claims');
    const prechecked = await precheckGeneration(opts);
    await database.db.insert(generations).values({
      id: opts.request.generation_id,
      ownerId: actor.id,
      draftId,
      target: 'abstract',
      sections: ['abstract'],
      engine: 'offline',
      model: 'test-model',
      instanceId: 'elsewhere',
      state: 'finished',
    });
    await expect(start(opts, prechecked)).rejects.toMatchObject({
      code: 'conflict',
      detail: expect.stringContaining('generation_id has been used'),
    });
  });
});
