/**
 * Entry point of the model-stream thread (see llm-thread.ts): runs the LLM engine's requests to
 * the model provider and sends their chunks back, gathered. Messages in: `{ op: 'write', id, task }`
 * (a SectionTask without its signal) and `{ op: 'abort', id }`. Out: `{ items }`, each
 * `{ id, chunk }`, `{ id, end: true }` or `{ id, error: { engine, message } }`, in order per id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Env } from '../../env';
import { llmEngineFromEnv } from './llm-engine-from-env';
import { EngineError, type EngineChunk, type SectionTask } from './types';
import { FLUSH_MS, type ThreadItem, type ThreadRequest } from './llm-thread-protocol';

const engine = llmEngineFromEnv((workerData as { env: Env }).env);
const running = new Map<number, AbortController>();

/** Items ready to go, and per stream the text gathered since its last item. */
let outbox: ThreadItem[] = [];
const gathered = new Map<number, string>();
let timer: NodeJS.Timeout | null = null;
let immediate: NodeJS.Immediate | null = null;

function flush(): void {
  if (timer) clearTimeout(timer);
  if (immediate) clearImmediate(immediate);
  timer = null;
  immediate = null;
  for (const [id, text] of gathered) outbox.push({ id, chunk: { type: 'text', text } });
  gathered.clear();
  if (!outbox.length) return;
  const items = outbox;
  outbox = [];
  parentPort!.postMessage({ items });
}

/** Sends at the end of this turn (`now`: a stream's first text, its end, an error) or within FLUSH_MS. */
function schedule(now: boolean): void {
  if (now) immediate ??= setImmediate(flush);
  else timer ??= setTimeout(flush, FLUSH_MS);
}

function send(id: number, item: Omit<ThreadItem, 'id'>): void {
  const text = gathered.get(id);
  if (text !== undefined) {
    gathered.delete(id);
    outbox.push({ id, chunk: { type: 'text', text } });
  }
  outbox.push({ id, ...item } as ThreadItem);
  schedule(true);
}

function gather(id: number, chunk: EngineChunk & { type: 'text' }, first: boolean): void {
  gathered.set(id, (gathered.get(id) ?? '') + chunk.text);
  schedule(first);
}

async function write(id: number, task: Omit<SectionTask, 'signal'>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  let first = true;
  try {
    for await (const chunk of engine.writeSection({ ...task, signal: controller.signal })) {
      if (controller.signal.aborted) break;
      if (chunk.type === 'text') {
        gather(id, chunk, first);
        first = false;
      } else send(id, { chunk });
    }
    send(id, { end: true });
  } catch (err) {
    const engineError = err instanceof EngineError;
    const message = engineError ? err.detail : err instanceof Error ? err.message : String(err);
    send(id, { error: { engine: engineError, message } });
  } finally {
    running.delete(id);
  }
}

parentPort!.on('message', (m: ThreadRequest) => {
  if (m.op === 'write') void write(m.id, m.task);
  else running.get(m.id)?.abort();
});
