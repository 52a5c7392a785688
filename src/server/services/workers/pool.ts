import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntry } from './entry';
import { TASKS, type TaskInput, type TaskName, type TaskOutput } from './tasks';

export interface PoolOptions {
  /** Worker threads at most (started on demand, replaced when one dies). */
  size: number;
  /** Run tasks in-process instead (same interface, still asynchronous): used under Jest. */
  inline?: boolean;
  /** Tests only: lets a `__crash` task kill its thread. */
  crashable?: boolean;
}

interface Job {
  name: string;
  input: unknown;
  resolve(value: unknown): void;
  reject(err: Error): void;
  /** Set once the caller gave up (abort): a late result is dropped. */
  settled: boolean;
  cleanup(): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  id: number;
}

const abortError = (): Error =>
  Object.assign(new Error('The task was cancelled.'), { name: 'AbortError' });

/** Default pool size: every core but one for the event loop, at least one thread. */
export function defaultPoolSize(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * A small FIFO pool of worker threads for CPU-bound work (drafting, checks), so the event loop only
 * awaits results. Cancelling drops a queued task; a running one's result is ignored (tasks are
 * bounded, and letting one finish costs less than restarting a thread). A thread that dies fails
 * only its own task and is replaced by the next dispatch.
 */
export class CpuPool {
  private readonly queue: Job[] = [];
  private readonly slots: Slot[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  run<N extends TaskName>(
    name: N,
    input: TaskInput<N>,
    signal?: AbortSignal,
  ): Promise<TaskOutput<N>> {
    return new Promise<TaskOutput<N>>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      if (this.closed) return reject(new Error('The CPU pool is closed.'));
      const onAbort = (): void => {
        if (job.settled) return;
        const queued = this.queue.indexOf(job);
        if (queued >= 0) this.queue.splice(queued, 1);
        job.reject(abortError());
      };
      const job: Job = {
        name,
        input,
        settled: false,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
        resolve: (value) => {
          if (job.settled) return;
          job.settled = true;
          job.cleanup();
          resolve(value as TaskOutput<N>);
        },
        reject: (err) => {
          if (job.settled) return;
          job.settled = true;
          job.cleanup();
          reject(err);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Threads alive now (for tests and diagnostics). */
  get threads(): number {
    return this.slots.length;
  }

  /** Fails queued tasks and stops every thread. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The CPU pool is closed.'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length) {
      if (this.options.inline) {
        this.runInline(this.queue.shift()!);
        continue;
      }
      const slot =
        this.slots.find((s) => !s.job) ??
        (this.slots.length < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.id = ++this.nextId;
      slot.worker.postMessage({ id: slot.id, name: job.name, input: job.input });
    }
  }

  private runInline(job: Job): void {
    // Still asynchronous, like a thread's answer, so callers behave the same in both modes.
    setImmediate(() => {
      if (job.settled) return;
      try {
        const run = TASKS[job.name as TaskName] as (input: unknown) => unknown;
        job.resolve(run(job.input));
      } catch (err) {
        job.reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  }

  private spawn(): Slot {
    const { entry, eval: isCode } = workerEntry(__dirname, 'worker', __filename.endsWith('.js'));
    const worker = new Worker(entry, {
      eval: isCode,
      workerData: { crashable: this.options.crashable === true },
    });
    // Idle threads must not keep a finished process (or a test run) alive.
    worker.unref();
    const slot: Slot = { worker, job: null, id: 0 };
    this.slots.push(slot);
    worker.on('message', (msg: { id: number; ok: boolean; value?: unknown; message?: string }) => {
      const job = slot.job;
      if (!job || msg.id !== slot.id) return;
      slot.job = null;
      if (msg.ok) job.resolve(msg.value);
      else job.reject(new Error(msg.message ?? 'The task failed.'));
      this.dispatch();
    });
    const died = (): void => {
      const at = this.slots.indexOf(slot);
      if (at < 0) return;
      this.slots.splice(at, 1);
      slot.job?.reject(new Error('A CPU worker thread died while running this task.'));
      slot.job = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', died);
    worker.on('exit', died);
    return slot;
  }
}

/**
 * The app's pool, sized by CPU_WORKERS (default: cores − 1). The app owns it and closes it when it
 * closes. Under Jest it runs in-process: ts-jest compiles in its own module registry, and a thread
 * per test file would have to load tsx and every core module again on the 2 shared cores; the
 * thread path has its own tests (a test app may be given a threaded pool).
 */
export function createCpuPool(workers: number | undefined): CpuPool {
  return new CpuPool({
    size: workers ?? defaultPoolSize(),
    inline: process.env.JEST_WORKER_ID !== undefined,
  });
}
