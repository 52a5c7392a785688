import { type StandinApi } from '../../support/llm-standin';
import { newDraft } from '../drafts/helpers';
import {
  cancel,
  DISCLOSURE,
  generate,
  GOOD_CLAIMS,
  standinSuite,
  textBySection,
  until,
} from './helpers';

const ENGINE = { openai: 'openai-compatible', anthropic: 'anthropic' } as const;
const MODEL = { openai: 'standin-model', anthropic: 'claude-sonnet-4-5' } as const;

describe.each<StandinApi>(['openai', 'anthropic'])('%s streaming', (api) => {
  const ctx = standinSuite(api, { LLM_MODEL: MODEL[api], GENERATION_IDLE_TIMEOUT_MS: '60000' });
  beforeEach(() => {
    ctx.standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, chunkChars: 7 });
  });

  const getDraft = async (id: string) =>
    (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/v1/drafts/${id}`,
        headers: ctx.alice.headers,
      })
    ).json();

  it('streams one section, saves it as a new version and records the generation', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const id = crypto.randomUUID();
    const res = await generate(ctx.t, ctx.alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/event-stream; charset=utf-8');
    const types = res.events.map((e) => e.type);
    expect(types[0]).toBe('started');
    expect(types.slice(1, 2)).toEqual(['section_started']);
    expect(types.slice(-3)).toEqual(['section_done', 'findings', 'finished']);
    // The stand-in sends 7 characters a chunk: the first leaves alone, later ones are gathered.
    const deltas = res.events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));
    expect(deltas[0]).toBe(GOOD_CLAIMS.slice(0, 7));
    expect(deltas.length).toBeLessThanOrEqual(Math.ceil(GOOD_CLAIMS.length / 7));
    expect(res.events[0]).toEqual({
      type: 'started',
      generation_id: id,
      draft_id: draft.id,
      sections: ['claims'],
      engine: ENGINE[api],
      model: MODEL[api],
    });
    expect(textBySection(res.events)).toEqual({ claims: GOOD_CLAIMS });
    const findings = res.events.find((e) => e.type === 'findings');
    expect(findings).toMatchObject({ section: 'claims' });
    expect(
      findings?.type === 'findings' && findings.findings.filter((f) => f.severity === 'error'),
    ).toEqual([]);
    expect(res.events.at(-1)).toEqual({
      type: 'finished',
      version: 2,
      usage: { input_tokens: 11, output_tokens: Math.ceil(GOOD_CLAIMS.length / 7) },
    });

    const saved = await getDraft(draft.id);
    expect(saved.sections.claims).toBe(GOOD_CLAIMS);
    expect(saved.version).toBe(2);
    const revisions = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}/revisions`,
      headers: ctx.alice.headers,
    });
    expect(revisions.json().data[0]).toMatchObject({
      version: 2,
      source: 'generation',
      generation_id: id,
    });

    const row = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/generations/${id}`,
      headers: ctx.alice.headers,
    });
    expect(row.json()).toMatchObject({
      id,
      draft_id: draft.id,
      section: 'claims',
      engine: ENGINE[api],
      model: MODEL[api],
      state: 'finished',
      detail: null,
      usage: { input_tokens: 11 },
    });

    const upstream = ctx.standin.requests.at(-1)!;
    expect(upstream.api).toBe(api);
    expect(upstream.path).toBe(api === 'openai' ? '/v1/chat/completions' : '/v1/messages');
    expect(upstream.body).toMatchObject({ model: MODEL[api], stream: true });
    expect(upstream.prompt).toContain(DISCLOSURE);
    if (api === 'openai') expect(upstream.headers.authorization).toBe('Bearer sk-test');
    else expect(upstream.headers['x-api-key']).toBe('sk-test');
  });

  it('writes claims first, then the description from claims and disclosure, then the abstract', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const before = ctx.standin.requests.length;
    ctx.standin.reply = (req) => ({
      kind: 'stream',
      text: req.prompt.includes('Write the claims')
        ? GOOD_CLAIMS
        : req.prompt.includes('Write the cross-reference')
          ? ''
          : `Text for request ${ctx.standin.requests.length}.`,
    });
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'all' });
    expect(res.status).toBe(200);
    const order = res.events.flatMap((e) => (e.type === 'section_started' ? [e.section] : []));
    expect(order).toEqual([
      'claims',
      'title',
      'cross_reference',
      'background',
      'summary',
      'drawings_description',
      'detailed_description',
      'abstract',
    ]);
    expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 2 });
    const prompts = ctx.standin.requests.slice(before).map((r) => r.prompt);
    expect(prompts).toHaveLength(8);
    expect(prompts[0]).not.toContain('<CLAIMS>');
    expect(prompts[2]).not.toContain('<CLAIMS>');
    for (const i of [1, 3, 4, 6, 7]) expect(prompts[i]).toContain(`<CLAIMS>\n${GOOD_CLAIMS}`);
    for (const p of prompts) expect(p).toContain(DISCLOSURE);
    const saved = await getDraft(draft.id);
    expect(saved.sections.claims).toBe(GOOD_CLAIMS);
    expect(saved.sections.title).toMatch(/^Text for request \d+\.$/);
    expect(saved.sections.abstract).toMatch(/^Text for request \d+\.$/);
    expect(saved.sections.cross_reference).toBe('');
  });

  it('cancels mid-stream: the upstream socket closes and the partial text is kept', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const id = crypto.randomUUID();
    ctx.standin.reply = () => ({
      kind: 'stream',
      text: GOOD_CLAIMS,
      chunkChars: 10,
      stallAfter: 3,
    });
    const upstream = ctx.standin.nextRequest();
    const running = generate(ctx.t, ctx.alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    const request = await upstream;
    await until(async () => (await getDraft(draft.id)).sections.claims.length === 30);

    const res = await cancel(ctx.t, ctx.alice, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Generation cancelled' });
    const done = await running;
    await request.socketClosed;
    expect(request.abortedByClient).toBe(true);
    expect(textBySection(done.events)).toEqual({ claims: GOOD_CLAIMS.slice(0, 30) });
    expect(done.events.at(-1)).toEqual({
      type: 'cancelled',
      version: 2,
      usage: { input_tokens: 0, output_tokens: 0 },
    });
    const saved = await getDraft(draft.id);
    expect(saved.sections.claims).toBe(GOOD_CLAIMS.slice(0, 30));
    expect(saved.version).toBe(2);

    const again = await cancel(ctx.t, ctx.alice, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'The generation has already been cancelled.' });
  });
});
