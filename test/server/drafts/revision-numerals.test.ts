import { and, eq } from 'drizzle-orm';
import { draftRevisions, drafts } from '../../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../../support/app';
import { generate } from '../generation/helpers';
import { newDraft, signIn, type Signed } from './helpers';

/** A method claim (FIG. 1) with a dependent claim. */
const CLAIMS = [
  '1. A method of drying laundry, comprising:\n  rotating a drum holding the laundry;\n  heating air supplied to the drum;\n  measuring a humidity of the air leaving the drum; and\n  stopping the heating when the humidity falls below a threshold.',
  '2. The method of claim 1, wherein the measuring is repeated at intervals of one second.',
].join('\n\n');
const step = (claims: string, added: string) =>
  claims.replace('  measuring a humidity', `  ${added};\n  measuring a humidity`);
const LINT = 'circulating the air through a lint filter';
const FAN = 'blowing the air with a fan';

type Numeral = { numeral: string; name: string };

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: alice.headers, payload });
const figureNumerals = async (id: string): Promise<Numeral[]> =>
  (
    (await inject('GET', `/api/v1/drafts/${id}/figures`)).json() as Array<{ numerals: Numeral[] }>
  ).flatMap((f) => f.numerals);
const kept = async (id: string) =>
  (await t.database.db.select().from(drafts).where(eq(drafts.id, id)))[0]!.figureNumerals;
const keptAt = async (id: string, version: number) =>
  (
    await t.database.db
      .select()
      .from(draftRevisions)
      .where(and(eq(draftRevisions.draftId, id), eq(draftRevisions.version, version)))
  )[0]!.figureNumerals;
const patchClaims = async (id: string, version: number, claims: string) => {
  const res = await inject('PATCH', `/api/v1/drafts/${id}`, { version, sections: { claims } });
  expect(res.statusCode).toBe(200);
  return res.json() as { version: number };
};
const restore = async (id: string, version: number, current: number) => {
  const res = await inject('POST', `/api/v1/drafts/${id}/revisions/${version}/restore`, {
    version: current,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { version: number; sections: { claims: string } };
};

describe('revisions keep the figure numerals in effect', () => {
  it('stores the map with every version and restoring a version brings its map back', async () => {
    const draft = await newDraft(t, alice, { sections: { claims: CLAIMS } });
    expect(await keptAt(draft.id, 1)).toEqual([]);
    const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 2 });
    const written = await kept(draft.id);
    expect(written.map((e) => e.numeral)).toEqual(['102', '104', '106', '108']);
    expect(await keptAt(draft.id, 2)).toEqual(written);

    // A new step is numbered afresh; the figure's rewrite keeps it with the draft (version 4).
    const edited = await patchClaims(draft.id, 2, step(CLAIMS, LINT));
    expect(await keptAt(draft.id, 3)).toEqual(written);
    const rewritten = await inject('POST', `/api/v1/drafts/${draft.id}/figures/1/rewrite`, {
      version: edited.version,
    });
    expect(rewritten.statusCode).toBe(200);
    const withLint = await kept(draft.id);
    expect(withLint).toContainEqual(expect.objectContaining({ numeral: '110', name: LINT }));
    expect(await keptAt(draft.id, 4)).toEqual(withLint);

    // Back to version 2: its claims and its numerals, so 110 is free again for the next new step.
    const back = await restore(draft.id, 2, 4);
    expect(back.version).toBe(5);
    expect(back.sections.claims).toBe(CLAIMS);
    expect(await kept(draft.id)).toEqual(written);
    expect(await keptAt(draft.id, 5)).toEqual(written);
    await patchClaims(draft.id, 5, step(CLAIMS, FAN));
    expect(await figureNumerals(draft.id)).toContainEqual({ numeral: '110', name: FAN });

    // Forward again to version 4: the lint filter keeps 110, the fan (not in that map) gets 112.
    await restore(draft.id, 4, 6);
    expect(await kept(draft.id)).toEqual(withLint);
    await patchClaims(draft.id, 7, step(step(CLAIMS, LINT), FAN));
    const numerals = await figureNumerals(draft.id);
    expect(numerals).toContainEqual({ numeral: '110', name: LINT });
    expect(numerals).toContainEqual({ numeral: '112', name: FAN });
  });

  it('restoring a revision made before the map was kept leaves the draft’s map as it is', async () => {
    const draft = await newDraft(t, alice, { sections: { claims: CLAIMS } });
    await generate(t, alice, { draft_id: draft.id, section: 'all' });
    const written = await kept(draft.id);
    expect(written.length).toBeGreaterThan(0);
    await t.database.db
      .update(draftRevisions)
      .set({ figureNumerals: null })
      .where(and(eq(draftRevisions.draftId, draft.id), eq(draftRevisions.version, 1)));
    await restore(draft.id, 1, 2);
    expect(await kept(draft.id)).toEqual(written);
    expect(await keptAt(draft.id, 3)).toEqual(written);
  });
});
