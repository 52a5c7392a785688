/**
 * Iterates `source` until `signal` aborts, then stops at once (calling the source's `return`),
 * even if the source is stuck waiting for its upstream.
 */
export async function* abortable<T>(
  source: AsyncIterable<T>,
  signal: AbortSignal,
): AsyncGenerator<T> {
  if (signal.aborted) return;
  const iterator = source[Symbol.asyncIterator]();
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<'aborted'>((resolve) => {
    onAbort = () => resolve('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    for (;;) {
      const next = iterator.next();
      const result = await Promise.race([next, aborted]);
      if (result === 'aborted') {
        next.catch(() => undefined);
        return;
      }
      if (result.done) return;
      yield result.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
