import type { Draft, DraftUpdate } from '../../../core/api/drafts';
import type { FieldKey } from './draft-document';
import { QuietTimer } from './quiet-timer';
import { EDITOR_TIMINGS } from './timings';

/** One save: the fields it carries and its PATCH body. */
export interface SaveRound {
  keys: FieldKey[];
  body: DraftUpdate;
}

/** What the loop asks of its owner. */
export interface SaveHooks {
  /** The next save to send, or null when there is nothing to send now. */
  next(): SaveRound | null;
  send(body: DraftUpdate): Promise<Draft>;
  saved(draft: Draft): void;
  /** A save failed: returns whether to retry later (with backoff). */
  failed(error: unknown, round: SaveRound): boolean;
}

/**
 * When saves go out: after a quiet spell of edits (bounded by a max wait), one at a time, retried
 * with exponential backoff after failures that may pass (offline, 5xx, 429).
 */
export class SaveLoop {
  private inflight: Promise<void> | null = null;
  private retryDelay = EDITOR_TIMINGS.retryMs;
  private stopped = false;
  private readonly timer = new QuietTimer(
    () => void this.run(),
    () => EDITOR_TIMINGS.saveDelayMs,
    () => EDITOR_TIMINGS.saveMaxWaitMs,
  );

  constructor(private readonly hooks: SaveHooks) {}

  /** A save is on the wire. */
  get busy(): boolean {
    return this.inflight !== null;
  }

  /** An edit happened: save after the quiet spell. */
  poke(): void {
    if (!this.stopped) this.timer.poke();
  }

  /** Saves after exactly `delay` ms (0: now). */
  at(delay: number): void {
    if (!this.stopped) this.timer.at(delay);
  }

  /** Forgets a scheduled save. */
  cancel(): void {
    this.timer.reset();
  }

  /** Stops for good. */
  stop(): void {
    this.stopped = true;
    this.timer.cancel();
  }

  /** Waits for the save on the wire, if any. */
  async settle(): Promise<void> {
    if (this.inflight) await this.inflight;
  }

  /** Sends the next save now (after the one on the wire). */
  run(): Promise<void> {
    if (this.inflight) return this.inflight.then(() => this.run());
    const round = this.stopped ? null : this.hooks.next();
    if (!round) return Promise.resolve();
    this.inflight = this.hooks
      .send(round.body)
      .then(
        (draft) => {
          this.retryDelay = EDITOR_TIMINGS.retryMs;
          this.hooks.saved(draft);
        },
        (error: unknown) => {
          if (!this.hooks.failed(error, round)) return;
          this.at(this.retryDelay);
          this.retryDelay = Math.min(this.retryDelay * 2, EDITOR_TIMINGS.retryMaxMs);
        },
      )
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
