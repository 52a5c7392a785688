import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { AppError } from '../../errors';

/** Why a parse gave nothing: the file is unreadable, it needed too much memory, or too long. */
export class ParseLimitError extends Error {
  constructor(
    readonly reason: 'invalid' | 'memory' | 'timeout',
    /** The parser's own `{ ok: false, … }` message, when it sent one. */
    readonly sent?: Record<string, unknown>,
  ) {
    super(reason);
  }
}

/** Memory and time a parse may use; from IMPORT_WORKER_MEMORY_MB and IMPORT_TIMEOUT_MS. */
export interface WorkerLimits {
  memoryMb: number;
  timeoutMs: number;
}

/** What a Node process with a parser loaded takes before reading a byte (measured: ~80 MB). */
const PROCESS_OVERHEAD_MB = 128;
const SAMPLE_MS = 20;
/** Uploads waiting for the parser beyond this are turned away (503) rather than queued. */
const MAX_WAITING = 16;

let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** One parse at a time: the server has few cores, and its API must keep answering meanwhile. */
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
 * What the parser's body runs in: the file arrives on standard input, the other options in the
 * environment; `parentPort.postMessage` answers once, over the IPC channel (then it is killed).
 */
const PRELUDE = `
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const workerData = { ...JSON.parse(process.env.CW_PARSE_OPTIONS), data: Buffer.concat(chunks) };
  const parentPort = { postMessage: (m) => process.send(m) };
  parse(workerData, parentPort);
});
function parse(workerData, parentPort) {
`;

/** The resident size of process `pid` in bytes, or null where /proc cannot tell it. */
function residentBytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs `source` — a CommonJS body that sees `workerData` (its options, the file as `data`) and
 * `parentPort`, and posts one `{ok, …}` message — in a child process with a heap limit, a
 * deadline and a watch on its resident memory; the process is killed in every case. Not a worker
 * thread: neither bound holds there. Inflated streams live in ArrayBuffers outside the V8 heap
 * (a 1 MB PDF whose page inflates to 1 GB took the server from 0.4 to 2.5 GB under a 256 MB heap
 * limit), and what a thread frees stays in the server's resident memory, so a watch on the
 * server's growth let each bomb take more than the one before (0.8 → 1.1 → 1.5 GB). A child's
 * memory is its own, measured apart (on Linux, /proc) and all returned when it ends.
 */
export function runBoundedWorker<T>(
  source: string,
  workerData: { data: Uint8Array } & Record<string, unknown>,
  limits: WorkerLimits,
): Promise<T> {
  return oneAtATime(() => runWatched<T>(source, workerData, limits));
}

async function runWatched<T>(
  source: string,
  workerData: { data: Uint8Array } & Record<string, unknown>,
  limits: WorkerLimits,
): Promise<T> {
  const { data, ...options } = workerData;
  const budget = (limits.memoryMb + PROCESS_OVERHEAD_MB) * 1024 * 1024;
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${limits.memoryMb}`, '-e', `${PRELUDE}${source}\n}`],
    {
      stdio: ['pipe', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
      // None of the server's environment (keys, database URL): the parser reads hostile files.
      env: { CW_PARSE_OPTIONS: JSON.stringify(options) },
    },
  );
  let timer: NodeJS.Timeout | undefined;
  let watch: NodeJS.Timeout | undefined;
  try {
    return await new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => reject(new ParseLimitError('timeout')), limits.timeoutMs);
      watch = setInterval(() => {
        const rss = child.pid ? residentBytes(child.pid) : null;
        if (rss !== null && rss > budget) reject(new ParseLimitError('memory'));
      }, SAMPLE_MS);
      child.once('message', (msg: { ok: boolean } & T) => {
        if (msg.ok) resolve(msg);
        else reject(new ParseLimitError('invalid', msg));
      });
      child.once('error', () => reject(new ParseLimitError('invalid')));
      child.once('exit', (code, signal) => {
        // V8 aborts a process that runs out of heap (SIGABRT, or exit code 134).
        const outOfHeap = signal === 'SIGABRT' || code === 134;
        reject(new ParseLimitError(outOfHeap ? 'memory' : 'invalid'));
      });
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(data);
    });
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
}
