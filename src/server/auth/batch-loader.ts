interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Coalesces lookups into few queries: the lookups of one turn of the event loop go together, and
 * while `maxInFlight` queries are under way, later lookups wait and go together in the next one
 * (under load, one query answers every request that arrived during the previous round trip,
 * instead of one query per turn: each query costs a socket write here and a parse and plan in the
 * database, on the same cores). Nothing is cached: every call is answered by a query issued after
 * the call was made, so a revocation already committed is always seen.
 */
export function createBatchLoader<K, V>(
  fetch: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 200, maxInFlight = 2 }: { maxBatch?: number; maxInFlight?: number } = {},
): (key: K) => Promise<V | undefined> {
  /** Batches not sent yet, oldest first; only the last one takes new keys. */
  const queue: Map<K, Waiter<V>[]>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const flush = async (batch: Map<K, Waiter<V>[]>): Promise<void> => {
    try {
      const found = await fetch([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };

  const pump = (): void => {
    while (inFlight < maxInFlight && queue.length) {
      const batch = queue.shift()!;
      inFlight++;
      void flush(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = queue.at(-1);
      if (!batch || batch.size >= maxBatch) queue.push((batch = new Map()));
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        pump();
      });
    });
}
