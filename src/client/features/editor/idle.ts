/**
 * Runs `task` once the main thread is idle (after the frame in progress has been drawn), at the
 * latest `timeoutMs` later; where the browser has no `requestIdleCallback` (jsdom, Safari), in the
 * next task. Returns a function cancelling it. Work a keystroke defers goes through here, so it
 * lands between frames instead of delaying the frame that shows the key.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
