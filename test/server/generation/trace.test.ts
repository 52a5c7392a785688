import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ZDraftTrace,
  type GenerationEvent,
  type GenerationEventOf,
} from '../../../src/core/api/generation';
import { generations } from '../../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../../support/app';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import { generate } from './helpers';

const disclosure = readFileSync(path.join(__dirname, 'fixtures/edging-rail.txt'), 'utf8');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The section's non-blank lines, as `paragraph` counts them. */
const nonBlankLines = (text: string) => text.split('\n').filter((line) => line.trim());

describe('traceability (offline engine)', () => {
  let t: TestApp;
  let alice: Signed;
  let bob: Signed;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await signIn(t);
    bob = await signIn(t);
  });
  afterAll(() => t.close());

  const getTrace = (who: Signed | null, draftId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draftId}/trace`,
      headers: who?.headers ?? {},
    });
  const traces = (events: GenerationEvent[]) =>
    events.filter((e): e is GenerationEventOf<'trace'> => e.type === 'trace');

  it('streams a trace per section, pointing at saved lines and disclosure sentences', async () => {
    const draft = await newDraft(t, alice, { disclosure });
    const id = crypto.randomUUID();
    const res = await generate(t, alice, { generation_id: id, draft_id: draft.id, section: 'all' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    const saved = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/drafts/${draft.id}`,
        headers: alice.headers,
      })
    ).json();

    const written = res.events.flatMap((e) =>
      e.type === 'section_done' && saved.sections[e.section] ? [e.section] : [],
    );
    expect(written).toHaveLength(7);
    expect(traces(res.events).map((e) => e.section)).toEqual(written);
    const sentences = flat(disclosure);
    for (const event of traces(res.events)) {
      const at = res.events.indexOf(event);
      expect(res.events[at + 1]).toEqual({ type: 'section_done', section: event.section });
      expect(res.events[at - 1]).toMatchObject({ type: 'delta', section: event.section });

      const text: string = saved.sections[event.section];
      const lines = text.split('\n');
      const starts = lines.flatMap((line, i) =>
        line.trim() && (i === 0 || !lines[i - 1]!.trim()) ? [line] : [],
      );
      const indices = event.paragraphs.map((p) => p.paragraph);
      expect(indices).toEqual([...indices].sort((a, b) => a - b));
      expect(new Set(indices).size).toBe(indices.length);
      for (const { paragraph, sources } of event.paragraphs) {
        const line = nonBlankLines(text)[paragraph];
        expect([event.section, paragraph, line !== undefined]).toEqual([
          event.section,
          paragraph,
          true,
        ]);
        expect(starts).toContain(line);
        for (const source of sources) expect(sentences).toContain(flat(source));
      }
    }

    const claims = traces(res.events).find((e) => e.section === 'claims')!;
    const claimCount = (saved.sections.claims as string).match(/^\d+\. /gm)!.length;
    expect(claims.paragraphs).toHaveLength(claimCount);
    expect(claims.paragraphs.every((p) => p.sources.length > 0)).toBe(true);
    const description = traces(res.events).find((e) => e.section === 'detailed_description')!;
    expect(description.paragraphs.filter((p) => p.sources.length).length).toBeGreaterThan(3);

    const route = await getTrace(alice, draft.id);
    expect(route.statusCode).toBe(200);
    const body = ZDraftTrace.parse(route.json());
    const stripped = Object.fromEntries(
      Object.entries(body.sections).map(([section, trace]) => [
        section,
        { ...trace, paragraphs: trace.paragraphs.map(({ text: _, ...p }) => p) },
      ]),
    );
    expect(stripped).toEqual(
      Object.fromEntries(
        traces(res.events).map((e) => [e.section, { generation_id: id, paragraphs: e.paragraphs }]),
      ),
    );
    // Each paragraph's text as generated is kept, in order (a claim is one paragraph).
    expect(body.sections.claims!.paragraphs.map((p) => p.text)).toEqual(
      (saved.sections.claims as string).split('\n\n'),
    );
    for (const [section, trace] of Object.entries(body.sections)) {
      const text = saved.sections[section] as string;
      let from = 0;
      for (const p of trace.paragraphs) {
        const at = text.indexOf(p.text!, from);
        expect([section, p.paragraph, p.text!.length > 0 && at >= from]).toEqual([
          section,
          p.paragraph,
          true,
        ]);
        from = at + p.text!.length;
      }
    }
  });

  it('takes each section from the newest generation that wrote it', async () => {
    const draft = await newDraft(t, alice, { disclosure });
    const first = crypto.randomUUID();
    await generate(t, alice, { generation_id: first, draft_id: draft.id, section: 'all' });
    const second = crypto.randomUUID();
    const again = await generate(t, alice, {
      generation_id: second,
      draft_id: draft.id,
      section: 'title',
    });
    expect(again.events.at(-1)).toMatchObject({ type: 'finished' });
    const sections = (await getTrace(alice, draft.id)).json().sections;
    expect(sections.title.generation_id).toBe(second);
    expect(sections.claims.generation_id).toBe(first);

    // A later writer without a trace (an LLM) hides the older trace of what it rewrote.
    await t.database.db.insert(generations).values({
      id: crypto.randomUUID(),
      ownerId: alice.id,
      draftId: draft.id,
      target: 'claims',
      sections: ['claims'],
      engine: 'openai',
      model: 'm',
      state: 'finished',
      instanceId: 'elsewhere',
      trace: { claims: null },
      finishedAt: new Date(Date.now() + 60_000),
    });
    const after = (await getTrace(alice, draft.id)).json().sections;
    expect(after.claims).toBeUndefined();
    expect(after.title.generation_id).toBe(second);
    expect(after.abstract.generation_id).toBe(first);
  });

  it('a draft never generated has no trace', async () => {
    const draft = await newDraft(t, alice, { disclosure });
    const res = await getTrace(alice, draft.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sections: {} });
  });

  it("is the owner's only: others get 404, no token 401, a bad id 422", async () => {
    const draft = await newDraft(t, alice, { disclosure });
    await generate(t, alice, { draft_id: draft.id, section: 'abstract' });
    const foreign = await getTrace(bob, draft.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Draft not found' });
    expect((await getTrace(alice, crypto.randomUUID())).statusCode).toBe(404);
    expect((await getTrace(null, draft.id)).statusCode).toBe(401);
    expect((await getTrace(alice, 'not-a-uuid')).statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const get = doc.paths['/api/v1/drafts/{id}/trace'].get;
    const schema = JSON.stringify(get.responses['200']);
    expect(schema).toContain('generation_id');
    expect(schema).toContain('sources');
  });
});
