import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';

/** Why a parse gave nothing: the file is unreadable, it needed too much memory, or too long. */
export class ParseLimitError extends Error {
  constructor(
    readonly reason: 'invalid' | 'memory' | 'timeout',
    /** The worker's own `{ ok: false, … }` message, when it sent one. */
    readonly sent?: Record<string, unknown>,
  ) {
    super(reason);
  }
}

/** Memory and time a parsing worker may use; from IMPORT_WORKER_MEMORY_MB and IMPORT_TIMEOUT_MS. */
export interface WorkerLimits {
  memoryMb: number;
  timeoutMs: number;
}

/**
 * What a worker thread and its parser's code add to the process before reading a byte (measured:
 * ~50 MB for a thread with pdfjs loaded); the file's own budget is `memoryMb` on top.
 */
const THREAD_OVERHEAD_MB = 96;
const SAMPLE_MS = 20;
/** Uploads waiting for the parser beyond this are turned away (503) rather than queued. */
const MAX_WAITING = 16;

let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * One parse at a time in the process: the memory watch below reads the whole process's resident
 * size, which is only the parse's own growth when no other parse runs; it also keeps two shared
 * cores for the API while files are read.
 */
async function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) {
    throw new AppError('unavailable', 'The server is reading other files; try again shortly.', {
      'retry-after': '5',
    });
  }
  waiting++;
  const turn = tail.then(
    () => (waiting--, task()),
    () => (waiting--, task()),
  );
  tail = turn.catch(() => undefined);
  return turn;
}

/**
 * Runs `source` (a CommonJS worker body that posts one `{ok, …}` message) in a worker thread
 * with a heap limit, a deadline and a watch on the process's resident memory, and terminates it
 * in every case. The heap limit alone does not bound a parser: inflated streams live in
 * ArrayBuffers outside the V8 heap (a 1 MB PDF whose page inflates to 1 GB took the server from
 * 0.4 to 2.5 GB with a 256 MB heap limit), so the process's growth since the parse began is read
 * every few milliseconds and the worker stopped once it passes the budget.
 */
export function runBoundedWorker<T>(
  source: string,
  workerData: { data: ArrayBuffer } & Record<string, unknown>,
  limits: WorkerLimits,
): Promise<T> {
  return oneAtATime(() => runWatched<T>(source, workerData, limits));
}

async function runWatched<T>(
  source: string,
  workerData: { data: ArrayBuffer } & Record<string, unknown>,
  limits: WorkerLimits,
): Promise<T> {
  const baseline = process.memoryUsage.rss();
  const budget = (limits.memoryMb + THREAD_OVERHEAD_MB) * 1024 * 1024;
  const worker = new Worker(source, {
    eval: true,
    workerData,
    transferList: [workerData.data],
    resourceLimits: {
      maxOldGenerationSizeMb: limits.memoryMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.memoryMb / 8))),
    },
  });
  let timer: NodeJS.Timeout | undefined;
  let watch: NodeJS.Timeout | undefined;
  try {
    return await new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => reject(new ParseLimitError('timeout')), limits.timeoutMs);
      watch = setInterval(() => {
        if (process.memoryUsage.rss() - baseline > budget) reject(new ParseLimitError('memory'));
      }, SAMPLE_MS);
      worker.once('message', (msg: { ok: boolean } & T) => {
        if (msg.ok) resolve(msg);
        else reject(new ParseLimitError('invalid', msg));
      });
      worker.once('error', (err: NodeJS.ErrnoException) => {
        reject(new ParseLimitError(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'invalid'));
      });
      worker.once('exit', () => reject(new ParseLimitError('invalid')));
    });
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
    await worker.terminate();
  }
}
