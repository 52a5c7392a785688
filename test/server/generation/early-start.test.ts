/**
 * The model's first request starts while the server is still accepting the generation (so the
 * acceptance work hides in the provider's wait for its first token). A refused generation must
 * not reach the provider, or, when only the locked check refuses it, must close its request.
 */
import { parseEnv } from '../../../src/server/env';
import { createLlmEngine } from '../../../src/server/services/engines/llm';
import { languageModelFromEnv } from '../../../src/server/services/engines/providers';
import { primeFirstSection } from '../../../src/server/services/generation/primed-engine';
import { newDraft } from '../drafts/helpers';
import {
  cancel,
  DISCLOSURE,
  generate,
  GOOD_CLAIMS,
  standinSuite,
  startStalled,
  until,
} from './helpers';

const ctx = standinSuite('openai', { GENERATION_MAX_CONCURRENT_PER_USER: '2' });

beforeEach(() => {
  ctx.standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS });
});

const startStalledHere = (draftId: string, section = 'claims') =>
  startStalled(ctx.t, ctx.standin, ctx.alice, draftId, section);

describe('early start of the first request', () => {
  it('a one-section generation makes exactly one upstream request, with the disclosure', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const before = ctx.standin.requests.length;
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)?.type).toBe('finished');
    const sent = ctx.standin.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.prompt).toContain('A spring biases the lever towards the base');
    expect(sent[0]!.completed).toBe(true);
  });

  it('refusals seen before the lock (409 section, 409 reused id, 429 limit) never reach the provider', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const running = await startStalledHere(draft.id);
    const before = ctx.standin.requests.length;

    const clash = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'all' });
    expect(clash.status).toBe(409);
    const reused = await generate(ctx.t, ctx.alice, {
      generation_id: running.id,
      draft_id: draft.id,
      section: 'abstract',
    });
    expect(reused.status).toBe(409);
    const second = await startStalledHere(draft.id, 'abstract');
    const overLimit = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'summary' });
    expect(overLimit.status).toBe(429);

    // Only the second stalled generation reached the provider.
    expect(ctx.standin.requests.slice(before)).toEqual([second.request]);
    for (const g of [running, second]) {
      expect((await cancel(ctx.t, ctx.alice, g.id)).statusCode).toBe(200);
      expect((await g.done).events.at(-1)?.type).toBe('cancelled');
    }
  });

  it('when the locked check refuses a racing twin, its early request is closed', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    ctx.standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, chunkChars: 4, delayMs: 5 });
    const before = ctx.standin.requests.length;
    const results = await Promise.all(
      [0, 1, 2].map(() => generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 200 || s === 409)).toBe(true);
    const accepted = results.filter((r) => r.status === 200);
    for (const r of accepted) expect(r.events.at(-1)?.type).toBe('finished');
    // Every upstream request beyond the accepted generations' was aborted by the server.
    const sent = ctx.standin.requests.slice(before);
    await until(() => sent.every((r) => r.completed || r.abortedByClient));
    expect(sent.filter((r) => r.completed)).toHaveLength(accepted.length);
    expect(sent.filter((r) => r.abortedByClient)).toHaveLength(sent.length - accepted.length);
  });
});

describe('primeFirstSection', () => {
  const engine = () =>
    createLlmEngine({
      name: 'openai-compatible',
      model: 'standin-model',
      languageModel: languageModelFromEnv(
        parseEnv({
          LLM_PROVIDER: 'openai-compatible',
          LLM_BASE_URL: ctx.standin.baseUrl,
          LLM_MODEL: 'standin-model',
        }),
      ),
    });
  const task = {
    section: 'claims' as const,
    disclosure: DISCLOSURE,
    jurisdiction: 'us' as const,
    sections: {
      title: '',
      cross_reference: '',
      background: '',
      summary: '',
      drawings_description: '',
      detailed_description: '',
      claims: '',
      abstract: '',
    },
  };

  it('sends the request before anyone reads it, and discard closes it', async () => {
    ctx.standin.reply = () => ({ kind: 'hang' });
    const upstream = ctx.standin.nextRequest();
    const primed = primeFirstSection(engine(), task);
    const request = await upstream;
    primed.discard();
    await request.socketClosed;
    expect(request.abortedByClient).toBe(true);
  });

  it('hands the primed stream to the first matching call only; a stop closes it', async () => {
    ctx.standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, stallAfter: 2 });
    const before = ctx.standin.requests.length;
    const primed = primeFirstSection(engine(), task);
    const controller = new AbortController();
    const chunks = primed.engine.writeSection({ ...task, signal: controller.signal });
    const texts: string[] = [];
    for await (const chunk of chunks) {
      if (chunk.type === 'text') texts.push(chunk.text);
      if (texts.length === 2) break;
    }
    expect(texts.join('')).toBe(GOOD_CLAIMS.slice(0, 16));
    expect(ctx.standin.requests.length - before).toBe(1);
    await ctx.standin.requests.at(-1)!.socketClosed;
    primed.discard(); // a no-op once claimed

    ctx.standin.reply = () => ({ kind: 'stream', text: 'Title.' });
    let text = '';
    const again = primed.engine.writeSection({ ...task, signal: controller.signal });
    for await (const chunk of again) if (chunk.type === 'text') text += chunk.text;
    expect(text).toBe('Title.');
    expect(ctx.standin.requests.length - before).toBe(2);
  });
});
