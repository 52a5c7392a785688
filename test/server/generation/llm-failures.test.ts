import { type StandinApi, type StandinReply } from '../../support/llm-standin';
import { newDraft } from '../drafts/helpers';
import { DISCLOSURE, generate, GOOD_CLAIMS, standinSuite, textBySection } from './helpers';

const KEPT = 'The text written so far is kept.';

describe.each<StandinApi>(['openai', 'anthropic'])('%s upstream failures', (api) => {
  const ctx = standinSuite(api, {
    LLM_MODEL: api === 'anthropic' ? 'claude-sonnet-4-5' : 'standin-model',
    GENERATION_IDLE_TIMEOUT_MS: '1000',
    GENERATION_TIMEOUT_MS: '3000',
  });

  const getDraft = async (id: string) =>
    (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/v1/drafts/${id}`,
        headers: ctx.alice.headers,
      })
    ).json();
  const generationRow = async (id: string) =>
    (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/v1/generations/${id}`,
        headers: ctx.alice.headers,
      })
    ).json();

  /** Claims stream fine; the next request (the title) gets `second`. */
  const claimsThen = (second: StandinReply) => {
    const first = ctx.standin.requests.length;
    ctx.standin.reply = (req) =>
      ctx.standin.requests.indexOf(req) === first ? { kind: 'stream', text: GOOD_CLAIMS } : second;
  };

  it('upstream 500 (after the retries) → failed with the reason; earlier sections kept', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    claimsThen({ kind: 'error', status: 500, message: 'The engine room is on fire' });
    const id = crypto.randomUUID();
    const res = await generate(ctx.t, ctx.alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'all',
    });
    expect(res.status).toBe(200);
    const last = res.events.at(-1)!;
    expect(last).toMatchObject({ type: 'failed', version: 2 });
    const detail = last.type === 'failed' ? last.detail : '';
    expect(detail).toBe(
      `The model provider (${api === 'openai' ? 'openai-compatible' : 'anthropic'}) answered HTTP 500 Internal Server Error three times ("The engine room is on fire"); try again later. ${KEPT}`,
    );
    expect((await getDraft(draft.id)).sections.claims).toBe(GOOD_CLAIMS);
    expect(await generationRow(id)).toMatchObject({ state: 'failed', detail });
  });

  it('no answer at all → failed after the idle timeout; the upstream request is dropped', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    claimsThen({ kind: 'hang' });
    const upstream = ctx.standin.nextRequest(ctx.standin.requests.length + 1);
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'all' });
    expect(res.events.at(-1)).toEqual({
      type: 'failed',
      detail: `The model sent nothing for 1 s; the generation was stopped. ${KEPT}`,
      version: 2,
      usage: expect.any(Object),
    });
    await (
      await upstream
    ).socketClosed;
    expect((await getDraft(draft.id)).sections).toMatchObject({ claims: GOOD_CLAIMS, title: '' });
  });

  it('a stream that stalls mid-section → failed; its partial text is kept', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    ctx.standin.reply = () => ({
      kind: 'stream',
      text: GOOD_CLAIMS,
      chunkChars: 10,
      stallAfter: 2,
    });
    const upstream = ctx.standin.nextRequest();
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
    expect(textBySection(res.events)).toEqual({ claims: GOOD_CLAIMS.slice(0, 20) });
    expect(res.events.at(-1)).toMatchObject({ type: 'failed', version: 2 });
    const request = await upstream;
    await request.socketClosed;
    expect(request.abortedByClient).toBe(true);
    expect((await getDraft(draft.id)).sections.claims).toBe(GOOD_CLAIMS.slice(0, 20));
  });

  it('a generation longer than GENERATION_TIMEOUT_MS → failed; the text so far is kept', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const text = 'x'.repeat(1000);
    ctx.standin.reply = () => ({ kind: 'stream', text, chunkChars: 1, delayMs: 10 });
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
    const last = res.events.at(-1)!;
    expect(last).toMatchObject({
      type: 'failed',
      detail: `The generation ran longer than 3 s and was stopped. ${KEPT}`,
    });
    const streamed = textBySection(res.events).claims ?? '';
    expect(streamed.length).toBeGreaterThan(0);
    expect(streamed.length).toBeLessThan(text.length);
    expect((await getDraft(draft.id)).sections.claims).toBe(streamed);
  });
});
