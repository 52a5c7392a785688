import { buildApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/env';
import type { TestApp } from '../../support/app';
import { openTestDatabase } from '../../support/database';
import { LlmStandin, type StandinApi, type StandinReply } from '../../support/llm-standin';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import { cancel, DISCLOSURE, generate, GOOD_CLAIMS, textBySection, until } from './helpers';

const KEPT = 'The text written so far is kept.';
const ENGINE = { openai: 'openai-compatible', anthropic: 'anthropic' } as const;

/** The app over the stand-in, with its log lines kept (the retry waits are logged). */
async function appWithLog(
  standin: LlmStandin,
  api: StandinApi,
  env: Record<string, string> = {},
): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const database = await openTestDatabase();
  const parsed = parseEnv({
    LOG_LEVEL: 'info',
    SECRET_KEY: 'retry-test-secret-retry-test-secret-0000',
    CLIENT_DIR: '/nonexistent',
    LLM_PROVIDER: ENGINE[api],
    LLM_BASE_URL: standin.baseUrl,
    LLM_MODEL: api === 'anthropic' ? 'claude-sonnet-4-5' : 'standin-model',
    LLM_API_KEY: 'sk-test',
    GENERATION_REPAIR_PASSES: '0',
    ...env,
  });
  const app = await buildApp({
    env: parsed,
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return {
    app,
    database,
    env: parsed,
    lines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The retry waits logged so far, in milliseconds. */
function retryWaits(lines: string[]): number[] {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; wait_ms?: number })
    .filter((entry) => entry.msg === 'model provider failed; retrying')
    .map((entry) => entry.wait_ms!);
}

describe.each<StandinApi>(['openai', 'anthropic'])('%s provider retries', (api) => {
  let standin: LlmStandin;
  let t: TestApp & { lines: string[] };
  let alice: Signed;
  beforeAll(async () => {
    standin = await LlmStandin.start();
    t = await appWithLog(standin, api);
    alice = await signIn(t);
  });
  afterAll(async () => {
    await t.close();
    await standin.close();
  });
  beforeEach(() => {
    t.lines.length = 0;
  });

  /** Answers the next requests with `replies` in turn (the last one repeats). */
  const script = (...replies: StandinReply[]): { count: () => number } => {
    const first = standin.requests.length;
    standin.reply = (req) => {
      const n = standin.requests.indexOf(req) - first;
      return replies[Math.min(n, replies.length - 1)]!;
    };
    return { count: () => standin.requests.length - first };
  };
  const getDraft = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/drafts/${id}`, headers: alice.headers })
    ).json();

  it('429 then a stream → finished, after exactly two upstream requests', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script(
      { kind: 'error', status: 429, message: 'Rate limit reached' },
      { kind: 'stream', text: GOOD_CLAIMS },
    );
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 2 });
    expect(upstream.count()).toBe(2);
    expect(textBySection(res.events)).toEqual({ claims: GOOD_CLAIMS });
    expect((await getDraft(draft.id)).sections.claims).toBe(GOOD_CLAIMS);
    expect(retryWaits(t.lines)).toHaveLength(1);
  });

  it('a stream that breaks off before any text is retried', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script(
      { kind: 'stream', text: GOOD_CLAIMS, dropAfter: 0 },
      { kind: 'stream', text: GOOD_CLAIMS },
    );
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    expect(upstream.count()).toBe(2);
    expect(textBySection(res.events)).toEqual({ claims: GOOD_CLAIMS });
  });

  it('a dropped connection before any text is retried', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script({ kind: 'drop' }, { kind: 'stream', text: GOOD_CLAIMS });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    expect(upstream.count()).toBe(2);
  });

  it('500 three times → failed, saying what the provider answered; nothing written', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script({
      kind: 'error',
      status: 500,
      message: 'The engine room is on fire',
      headers: { 'retry-after': '0' },
    });
    const id = crypto.randomUUID();
    const res = await generate(t, alice, { generation_id: id, draft_id: draft.id, section: 'all' });
    const detail =
      `The model provider (${ENGINE[api]}) answered HTTP 500 Internal Server Error three times ` +
      `("The engine room is on fire"); try again later. ${KEPT}`;
    expect(res.events.at(-1)).toEqual({
      type: 'failed',
      detail,
      version: 1,
      usage: { input_tokens: 0, output_tokens: 0 },
    });
    expect(upstream.count()).toBe(3);
    expect(retryWaits(t.lines)).toEqual([0, 0]);
    expect(res.events.filter((e) => e.type === 'delta')).toEqual([]);
    const row = await t.app.inject({
      method: 'GET',
      url: `/api/v1/generations/${id}`,
      headers: alice.headers,
    });
    expect(row.json()).toMatchObject({ state: 'failed', detail });
  });

  it('Retry-After in seconds and as an HTTP date sets the wait', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const past = new Date(Date.now() - 60_000).toUTCString();
    const upstream = script(
      { kind: 'error', status: 503, message: 'Busy', headers: { 'retry-after': '1' } },
      { kind: 'error', status: 503, message: 'Busy', headers: { 'retry-after': past } },
      { kind: 'stream', text: GOOD_CLAIMS },
    );
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    expect(upstream.count()).toBe(3);
    expect(retryWaits(t.lines)).toEqual([1000, 0]);
  });

  it('Retry-After beyond the 30 s cap → no retry; failed at once, saying so', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script({
      kind: 'error',
      status: 429,
      message: 'Quota exceeded',
      headers: { 'retry-after': '3600' },
    });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({
      type: 'failed',
      detail:
        `The model provider (${ENGINE[api]}) answered HTTP 429 Too Many Requests and asked to ` +
        `wait 3600 s ("Quota exceeded"); try again later. ${KEPT}`,
    });
    expect(upstream.count()).toBe(1);
  });

  it('never retries once text has streamed: the partial text is kept', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script({ kind: 'stream', text: GOOD_CLAIMS, chunkChars: 10, dropAfter: 2 });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'failed', version: 2 });
    expect(res.events.at(-1)).toMatchObject({
      detail: expect.stringMatching(
        /^The model provider's answer broke off\b.*\. The text written/,
      ),
    });
    expect(upstream.count()).toBe(1);
    // Two pieces were sent before the cut. The second may die inside the provider client's stream
    // pipeline when the broken connection errors it (web streams drop queued chunks on error),
    // so the user sees one or both; whatever reached the user is exactly what the draft keeps.
    const streamed = textBySection(res.events).claims;
    expect([GOOD_CLAIMS.slice(0, 10), GOOD_CLAIMS.slice(0, 20)]).toContain(streamed);
    expect((await getDraft(draft.id)).sections.claims).toBe(streamed);
  });

  it('a 400 is not retried', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script({ kind: 'error', status: 400, message: 'Bad model name' });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({
      type: 'failed',
      detail: `The model provider (${ENGINE[api]}) answered HTTP 400 Bad Request ("Bad model name"). ${KEPT}`,
    });
    expect(upstream.count()).toBe(1);
  });

  it('cancel during a backoff wait → cancelled at once, no further request', async () => {
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    const upstream = script({
      kind: 'error',
      status: 429,
      message: 'Slow down',
      headers: { 'retry-after': '25' },
    });
    const id = crypto.randomUUID();
    const running = generate(t, alice, { generation_id: id, draft_id: draft.id, section: 'all' });
    await until(() => retryWaits(t.lines).length === 1);
    expect(retryWaits(t.lines)).toEqual([25_000]);
    expect((await cancel(t, alice, id)).statusCode).toBe(200);
    const res = await running;
    expect(res.events.at(-1)).toMatchObject({ type: 'cancelled', version: 1 });
    expect(upstream.count()).toBe(1);
  });
});

describe('LLM_MAX_RETRIES', () => {
  it('0 → one request only', async () => {
    const standin = await LlmStandin.start();
    const t = await appWithLog(standin, 'openai', { LLM_MAX_RETRIES: '0' });
    try {
      const alice = await signIn(t);
      const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
      standin.reply = () => ({ kind: 'error', status: 502, message: 'Bad gateway' });
      const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
      expect(res.events.at(-1)).toMatchObject({
        type: 'failed',
        detail: `The model provider (openai-compatible) answered HTTP 502 Bad Gateway ("Bad gateway"). ${KEPT}`,
      });
      expect(standin.requests).toHaveLength(1);
    } finally {
      await t.close();
      await standin.close();
    }
  });

  it('is validated: 0 to 10', () => {
    expect(parseEnv({}).LLM_MAX_RETRIES).toBe(2);
    expect(() => parseEnv({ LLM_MAX_RETRIES: '11' })).toThrow(/LLM_MAX_RETRIES/);
    expect(() => parseEnv({ LLM_MAX_RETRIES: '-1' })).toThrow(/LLM_MAX_RETRIES/);
  });
});
