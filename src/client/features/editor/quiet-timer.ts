import { whenIdle } from './idle';

/** Longest a due task waits for an idle moment of the main thread. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Runs a task after a quiet spell: every `poke` pushes it back by `quietMs`, but never further
 * than `maxWaitMs` after the first poke since the last run (continuous typing still saves). A due
 * task runs in an idle moment (see `whenIdle`), not in the middle of a burst of keystrokes.
 */
export class QuietTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cancelIdle: (() => void) | null = null;
  private since: number | null = null;

  constructor(
    private readonly task: () => void,
    private readonly quietMs: () => number,
    private readonly maxWaitMs: () => number,
  ) {}

  /** Something changed: run after the quiet spell (or the max wait). */
  poke(): void {
    const now = Date.now();
    this.since ??= now;
    this.at(Math.min(this.quietMs(), Math.max(0, this.since + this.maxWaitMs() - now)));
  }

  /** Runs after exactly `delay` ms (a retry, or at once with 0), in the next idle moment. */
  at(delay: number): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.cancelIdle = whenIdle(() => {
        this.cancelIdle = null;
        this.since = null;
        this.task();
      }, IDLE_TIMEOUT_MS);
    }, delay);
  }

  /** Whether something poked since the task last ran. */
  get pending(): boolean {
    return this.since !== null;
  }

  /** Forgets the pokes (the task ran by other means). */
  reset(): void {
    this.cancel();
    this.since = null;
  }

  /** Stops the timer; pokes are remembered. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.cancelIdle?.();
    this.cancelIdle = null;
  }
}
