import { eq, sql } from 'drizzle-orm';
import { drafts } from '../../../src/server/db/schema';
import { REVISION_RETENTION } from '../../../src/server/services/drafts/prune-revisions';
import { buildTestApp, type TestApp } from '../../support/app';
import { newDraft, signIn, type Signed } from './helpers';

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
});
afterAll(() => t.close());

async function versionsOf(draftId: string): Promise<number[]> {
  const versions: number[] = [];
  for (let skip = 0; ; skip += 100) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draftId}/revisions?skip=${skip}&limit=100`,
      headers: alice.headers,
    });
    const page = res.json() as { data: { version: number }[]; count: number };
    versions.push(...page.data.map((r) => r.version));
    if (versions.length >= page.count) return versions.sort((a, b) => a - b);
  }
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('revision retention', () => {
  it('thins aged edit revisions to one an hour, then one a day; keeps milestones and the newest', async () => {
    expect(REVISION_RETENTION).toMatchObject({ keepNewest: 100, everyVersions: 50 });
    const draft = await newDraft(t, alice, { title: 'Widget', disclosure: 'A widget.' });
    // Versions 2–61: one day 40 days ago; 62–121: one hour 5 days ago; 122–249: an hour ago.
    // Version 10 was written by a generation.
    await t.database.db.execute(sql`
      insert into draft_revisions
        (draft_id, version, source, title, disclosure, jurisdiction, sections, created_at)
      select ${draft.id}::uuid, v, case when v = 10 then 'generation' else 'edit' end,
        'Widget', 'A widget.', 'us', '{}'::jsonb,
        case
          when v <= 61 then date_trunc('day', now() - interval '40 days')
            + interval '1 hour' + v * interval '1 minute'
          when v <= 121 then date_trunc('hour', now() - interval '5 days') + v * interval '1 second'
          else now() - interval '1 hour'
        end
      from generate_series(2, 249) as v`);
    await t.database.db.update(drafts).set({ version: 249 }).where(eq(drafts.id, draft.id));
    expect(await versionsOf(draft.id)).toEqual(range(1, 249));

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/drafts/${draft.id}`,
      headers: alice.headers,
      payload: { version: 249, title: 'Widget, thinned' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(250);

    // Kept: creation (1), the generation (10), the last of the old day (61) and of the old hour
    // (121), and everything younger than a day (122–250, which holds the newest 100 edits).
    expect(await versionsOf(draft.id)).toEqual([1, 10, 61, 121, ...range(122, 250)]);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}/revisions/61`,
      headers: alice.headers,
    });
    expect(old.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}/revisions/60`,
      headers: alice.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('never thins the newest edits, however old, nor between multiples of the period', async () => {
    const draft = await newDraft(t, alice, { title: 'Lever' });
    await t.database.db.execute(sql`
      insert into draft_revisions
        (draft_id, version, source, title, disclosure, jurisdiction, sections, created_at)
      select ${draft.id}::uuid, v, 'edit', 'Lever', '', 'us', '{}'::jsonb,
        date_trunc('day', now() - interval '90 days') + interval '1 hour' + v * interval '1 second'
      from generate_series(2, 120) as v`);
    await t.database.db.update(drafts).set({ version: 120 }).where(eq(drafts.id, draft.id));
    const patch = (version: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/drafts/${draft.id}`,
        headers: alice.headers,
        payload: { version, title: `Lever ${version}` },
      });
    expect((await patch(120)).statusCode).toBe(200);
    expect(await versionsOf(draft.id)).toEqual(range(1, 121));
    await t.database.db.update(drafts).set({ version: 149 }).where(eq(drafts.id, draft.id));
    expect((await patch(149)).statusCode).toBe(200);
    // At 150 (versions 122–149 never existed): of 2–120, all on one old day, only those among
    // the newest 100 edits (150, 121 and 120–23) stay.
    const kept = await versionsOf(draft.id);
    expect(kept[0]).toBe(1);
    expect(kept.filter((v) => v > 1)).toHaveLength(REVISION_RETENTION.keepNewest);
    expect(kept).toEqual([1, ...range(23, 121), 150]);
  });
});
