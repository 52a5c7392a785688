/**
 * The LLM engine with its model requests on a thread of their own (the server's engine outside
 * Jest): a real worker thread against the LLM stand-in, compared with the same engine in-process.
 */
import { parseEnv } from '../../../src/server/env';
import { llmEngineFromEnv } from '../../../src/server/services/engines/llm-engine-from-env';
import {
  createThreadedLlmEngine,
  type ClosableEngine,
} from '../../../src/server/services/engines/llm-thread';
import {
  EngineError,
  type DraftingEngine,
  type EngineChunk,
  type SectionTask,
} from '../../../src/server/services/engines/types';
import { LlmStandin } from '../../support/llm-standin';

const TEXT = '1. A widget comprising a base and a lever attached to the base. '.repeat(6);
const SECTIONS = {
  title: '',
  cross_reference: '',
  background: '',
  summary: '',
  drawings_description: '',
  detailed_description: '',
  claims: '',
  abstract: '',
};

let standin: LlmStandin;
let threaded: ClosableEngine;
let inline: DraftingEngine;

beforeAll(async () => {
  standin = await LlmStandin.start();
  const env = parseEnv({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: standin.baseUrl,
    LLM_MODEL: 'standin-model',
    LLM_MAX_RETRIES: '0',
  });
  threaded = createThreadedLlmEngine(env);
  inline = llmEngineFromEnv(env);
});

afterAll(async () => {
  await threaded.close();
  await standin.close();
});

const task = (signal = new AbortController().signal): SectionTask => ({
  section: 'claims',
  disclosure: 'A widget has a base and a lever.',
  jurisdiction: 'us',
  sections: SECTIONS,
  signal,
});

async function collect(engine: DraftingEngine, t = task()): Promise<EngineChunk[]> {
  const chunks: EngineChunk[] = [];
  for await (const chunk of engine.writeSection(t)) chunks.push(chunk);
  return chunks;
}

const textOf = (chunks: EngineChunk[]) =>
  chunks.map((c) => (c.type === 'text' ? c.text : '')).join('');
const notText = (chunks: EngineChunk[]) => chunks.filter((c) => c.type !== 'text');

describe('the LLM engine on its own thread', () => {
  it('streams the same text, usage and cut-off note as in-process', async () => {
    standin.reply = () => ({ kind: 'stream', text: TEXT, chunkChars: 5, finish: 'length' });
    const [there, here] = [await collect(threaded), await collect(inline)];
    expect(textOf(there)).toBe(TEXT);
    expect(textOf(here)).toBe(TEXT);
    expect(notText(there)).toEqual(notText(here));
    expect(notText(there).map((c) => c.type)).toEqual(['cut_off', 'usage']);
  });

  it('sends the prompt the in-process engine sends', async () => {
    standin.reply = () => ({ kind: 'stream', text: 'x' });
    await collect(threaded);
    const fromThread = standin.requests.at(-1)!.body;
    await collect(inline);
    expect(fromThread).toEqual(standin.requests.at(-1)!.body);
  });

  it('fails with the same EngineError detail', async () => {
    standin.reply = () => ({ kind: 'error', status: 400, message: 'model not found' });
    const failure = async (engine: DraftingEngine) => {
      try {
        await collect(engine);
      } catch (err) {
        return err;
      }
      return null;
    };
    const [there, here] = [await failure(threaded), await failure(inline)];
    expect(there).toBeInstanceOf(EngineError);
    expect((there as EngineError).detail).toBe((here as EngineError).detail);
    expect((there as EngineError).detail).toContain('model not found');
  });

  it('aborting the signal closes the upstream request and ends the stream quietly', async () => {
    standin.reply = () => ({ kind: 'stream', text: TEXT, chunkChars: 4, delayMs: 30 });
    const controller = new AbortController();
    const chunks: EngineChunk[] = [];
    const upstream = standin.nextRequest();
    for await (const chunk of threaded.writeSection(task(controller.signal))) {
      chunks.push(chunk);
      controller.abort();
    }
    const request = await upstream;
    await request.socketClosed;
    expect(request.abortedByClient).toBe(true);
    expect(textOf(chunks).length).toBeLessThan(TEXT.length);
  });

  it('a reader that stops early closes the upstream request', async () => {
    standin.reply = () => ({ kind: 'stream', text: TEXT, chunkChars: 4, delayMs: 30 });
    const upstream = standin.nextRequest();
    for await (const chunk of threaded.writeSection(task())) if (chunk.type === 'text') break;
    const request = await upstream;
    await request.socketClosed;
    expect(request.abortedByClient).toBe(true);
  });

  it('streams many sections at once, each its own text', async () => {
    standin.reply = (r) => {
      const n = /widget number (\d+)/.exec(r.prompt)?.[1] ?? '?';
      return { kind: 'stream', text: `${n}:${TEXT}`, chunkChars: 7, delayMs: 1 };
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        collect(threaded, { ...task(), disclosure: `A widget number ${i} has a base.` }),
      ),
    );
    results.forEach((chunks, i) => expect(textOf(chunks)).toBe(`${i}:${TEXT}`));
  });
});
