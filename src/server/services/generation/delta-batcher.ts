/** How long streamed text may wait to leave with the text after it. */
export const DELTA_INTERVAL_MS = 50;

/** Gathers a pass's streamed text into `delta` events. */
export interface DeltaBatcher {
  push(text: string): void;
  /** Sends what is gathered now (before any other event, and when the pass ends). */
  flush(): void;
}

/**
 * Sends streamed text as `delta` events at most every DELTA_INTERVAL_MS: the first piece at once,
 * later ones gathered. A model sends a token every 10–30 ms; 200 streams relayed token by token
 * were 10,000 socket writes a second on the event loop, and the reader sees the same text either
 * way (20 updates a second).
 */
export function createDeltaBatcher(send: (text: string) => void): DeltaBatcher {
  let pending = '';
  let sentAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const text = pending;
    pending = '';
    sentAt = performance.now();
    send(text);
  };
  return {
    push(text) {
      pending += text;
      const wait = sentAt + DELTA_INTERVAL_MS - performance.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    flush,
  };
}
