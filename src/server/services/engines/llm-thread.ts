import { Worker } from 'node:worker_threads';
import type { Env } from '../../env';
import { workerEntry } from '../workers/entry';
import { refuseWithoutDisclosure } from './llm';
import type { ThreadItem, ThreadRequest } from './llm-thread-protocol';
import { EngineError, type DraftingEngine, type EngineChunk, type SectionTask } from './types';

/** An engine that can be stopped (its thread ends). */
export type ClosableEngine = DraftingEngine & { close(): Promise<void> };

interface Stream {
  items: ThreadItem[];
  wake: (() => void) | null;
}

const THREAD_STOPPED = "The server's connection to the model provider stopped; try again.";

/**
 * The LLM engine with its requests to the model provider on a thread of their own: the HTTP
 * answers, their event-stream parsing and the provider package's checks of every chunk (a model
 * sends one every 10–30 ms per generation) were the largest part of the event loop's work with 200
 * generations streaming, ahead of the API's own requests. The thread sends each generation's text
 * back gathered (every FLUSH_MS, the first text at once), all generations in one message, so the
 * event loop handles tens of messages a second instead of thousands of chunks.
 *
 * Same behaviour as the engine it runs (`llmEngineFromEnv`): chunks in order, EngineError with the
 * same detail, retries inside; aborting the task's signal aborts the upstream request. A thread
 * that dies fails the sections it was writing (EngineError) and is replaced by the next request.
 */
export function createThreadedLlmEngine(env: Env): ClosableEngine {
  const streams = new Map<number, Stream>();
  let worker: Worker | null = null;
  let nextId = 0;

  const deliver = (item: ThreadItem): void => {
    const stream = streams.get(item.id);
    if (!stream) return; // its reader stopped already
    stream.items.push(item);
    stream.wake?.();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const { entry, eval: isCode } = workerEntry(
      __dirname,
      'llm-worker',
      __filename.endsWith('.js'),
    );
    const started = new Worker(entry, { eval: isCode, workerData: { env } });
    started.unref();
    started.on('message', (m: { items: ThreadItem[] }) => m.items.forEach(deliver));
    const died = (): void => {
      if (worker !== started) return;
      worker = null;
      for (const id of streams.keys()) {
        deliver({ id, error: { engine: true, message: THREAD_STOPPED } });
      }
    };
    started.on('error', died);
    started.on('exit', died);
    worker = started;
    return started;
  };

  const post = (request: ThreadRequest): void => thread().postMessage(request);

  async function* writeSection({ signal, ...task }: SectionTask): AsyncGenerator<EngineChunk> {
    if (signal.aborted) return;
    const id = ++nextId;
    const stream: Stream = { items: [], wake: null };
    streams.set(id, stream);
    let ended = false;
    const onAbort = (): void => stream.wake?.();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      post({ op: 'write', id, task });
      for (;;) {
        const item = stream.items.shift();
        if (!item) {
          if (signal.aborted) return;
          await new Promise<void>((resolve) => (stream.wake = resolve));
          stream.wake = null;
          continue;
        }
        if (item.end) {
          ended = true;
          return;
        }
        if (item.error) {
          ended = true;
          if (signal.aborted) return;
          throw item.error.engine
            ? new EngineError(item.error.message)
            : new Error(item.error.message);
        }
        yield item.chunk;
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      streams.delete(id);
      // Aborted, or the reader stopped early: the thread aborts the upstream request.
      if (!ended && worker) worker.postMessage({ op: 'abort', id } satisfies ThreadRequest);
    }
  }

  return {
    name: env.LLM_PROVIDER,
    model: env.LLM_MODEL ?? '',
    canRepair: true,
    remote: true,
    refuse: refuseWithoutDisclosure,
    writeSection,
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
