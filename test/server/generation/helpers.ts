import { createEventReader, type GenerationEvent } from '../../../src/core/api/generation';
import { buildTestApp, type TestApp } from '../../support/app';
import { LlmStandin, type StandinApi, type StandinRequest } from '../../support/llm-standin';
import { signIn, type Signed } from '../drafts/helpers';

/** A disclosure long enough for any engine. */
export const DISCLOSURE =
  'A widget has a base and a lever attached to the base by a hinge. The lever may be made of ' +
  'aluminum. A spring biases the lever towards the base, so that the widget closes by itself.';

/** Claims without errors under our checks. */
export const GOOD_CLAIMS =
  '1. A widget comprising:\n  a base; and\n  a lever attached to the base.\n\n' +
  '2. The widget of claim 1, wherein the lever is made of aluminum.';

/** Claims with an error (claim 2 refers to a claim that does not exist). */
export const BAD_CLAIMS =
  '1. A widget comprising a base and a lever attached to the base.\n\n' +
  '2. The widget of claim 3, wherein the lever is made of aluminum.';

/** A test app whose LLM is the stand-in, over the OpenAI-compatible or Anthropic API. */
export function standinApp(
  standin: LlmStandin,
  api: 'openai' | 'anthropic' = 'openai',
  env: Record<string, string> = {},
): Promise<TestApp> {
  return buildTestApp({
    LLM_PROVIDER: api === 'openai' ? 'openai-compatible' : 'anthropic',
    LLM_BASE_URL: standin.baseUrl,
    LLM_MODEL: 'standin-model',
    LLM_API_KEY: 'sk-test',
    GENERATION_REPAIR_PASSES: '0',
    ...env,
  });
}

/** A suite's stand-in, app over it, and signed-in users, one field per name in `users`. */
export type StandinSuite<U extends string> = {
  readonly standin: LlmStandin;
  readonly t: TestApp;
} & {
  readonly [name in U]: Signed;
};

/**
 * Registers the beforeAll/afterAll of a suite over the stand-in: starts it, builds `standinApp`
 * over it and signs in `users` in order (default `['alice']`); closes app and stand-in after.
 * Call it at the top of a file or a describe; the fields throw if read before beforeAll has run.
 */
export function standinSuite<const U extends string = 'alice'>(
  api: StandinApi = 'openai',
  env: Record<string, string> = {},
  opts: { users?: readonly U[] } = {},
): StandinSuite<U> {
  const names: readonly string[] = opts.users ?? ['alice'];
  let standin: LlmStandin | undefined;
  let t: TestApp | undefined;
  const signed = new Map<string, Signed>();
  beforeAll(async () => {
    standin = await LlmStandin.start();
    t = await standinApp(standin, api, env);
    for (const name of names) signed.set(name, await signIn(t));
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`standinSuite: ${name} read before beforeAll ran`);
    return value;
  };
  const suite = {
    get standin() {
      return ready(standin, 'standin');
    },
    get t() {
      return ready(t, 't');
    },
  };
  for (const name of names) {
    Object.defineProperty(suite, name, { get: () => ready(signed.get(name), name) });
  }
  return suite as StandinSuite<U>;
}

/** Parses a whole `text/event-stream` body. */
export function parseEvents(body: string): GenerationEvent[] {
  const events: GenerationEvent[] = [];
  createEventReader((e) => events.push(e)).push(body);
  return events;
}

/** Starts a generation through `inject`; resolves when the stream has ended. */
export async function generate(
  t: TestApp,
  who: Signed,
  body: Record<string, unknown>,
): Promise<{ status: number; events: GenerationEvent[]; json: unknown; type: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/generate/',
    headers: who.headers,
    payload: { generation_id: crypto.randomUUID(), ...body },
  });
  const type = String(res.headers['content-type'] ?? '');
  const isStream = type.startsWith('text/event-stream');
  return {
    status: res.statusCode,
    type,
    events: isStream ? parseEvents(res.body) : [],
    json: isStream ? null : res.json(),
  };
}

/** Cancels a generation through the API. */
export function cancel(t: TestApp, who: Signed, generationId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/cancel_generate/',
    headers: who.headers,
    payload: { generation_id: generationId },
  });
}

/** The text streamed per section (a repair pass restarts its section). */
export function textBySection(events: GenerationEvent[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of events) {
    if (e.type === 'section_started') out[e.section] = '';
    if (e.type === 'delta') out[e.section] = (out[e.section] ?? '') + e.text;
  }
  return out;
}

/** Polls `check` until it returns true (no timing is asserted; Jest's timeout bounds it). */
export async function until(check: () => Promise<boolean> | boolean, everyMs = 20): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, everyMs));
}

/**
 * Resolves once the generation's row is visible to `who`. The provider may get the first request
 * before the row is committed (the server starts it early), so a test that acts on a running
 * generation waits for this, not just for the upstream request.
 */
export function whenRecorded(t: TestApp, who: Signed, generationId: string): Promise<void> {
  return until(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/generations/${generationId}`,
      headers: who.headers,
    });
    return res.statusCode === 200;
  });
}

/**
 * Starts a generation whose first upstream request stalls after one piece (later requests get the
 * stand-in's reply as before); resolves once the provider has the request and the row is visible.
 */
export async function startStalled(
  t: TestApp,
  standin: LlmStandin,
  who: Signed,
  draftId: string,
  section = 'claims',
): Promise<{ id: string; done: ReturnType<typeof generate>; request: StandinRequest }> {
  const index = standin.requests.length;
  const before = standin.reply;
  standin.reply = (req) =>
    standin.requests.indexOf(req) === index
      ? { kind: 'stream', text: GOOD_CLAIMS, stallAfter: 1 }
      : before(req);
  const id = crypto.randomUUID();
  const upstream = standin.nextRequest();
  const done = generate(t, who, { generation_id: id, draft_id: draftId, section });
  const request = await upstream;
  await whenRecorded(t, who, id);
  return { id, done, request };
}
