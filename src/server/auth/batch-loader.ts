interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Coalesces the lookups made in one turn of the event loop into one query. Nothing is cached: every
 * call is answered by a query issued after the call was made, so a revocation already committed is
 * always seen.
 */
export function createBatchLoader<K, V>(
  fetch: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 200,
): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiter<V>[]> | null = null;

  const flush = async (batch: Map<K, Waiter<V>[]>): Promise<void> => {
    try {
      const found = await fetch([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending || pending.size >= maxBatch) {
        const batch = new Map<K, Waiter<V>[]>();
        pending = batch;
        setImmediate(() => {
          if (pending === batch) pending = null;
          void flush(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
