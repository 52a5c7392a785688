/**
 * Caps how many of the generations' database statements hold a connection at once, so that the
 * API's requests always find one free. Two gates per instance, a quarter of the connections each:
 * starting generations (their checks and the row's insert), and the running ones' own writes
 * (streamed text, released sections, the final save). Under load a generation's streamed text is
 * then written less often — each write carries the latest text — and starts wait here, in memory,
 * instead of 200 of them filling the connection pool's queue ahead of everyone else.
 */
export interface DbGate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** A gate of `limit` at once, first come first served. */
export function createDbGate(limit: number): DbGate {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(work) {
      if (active < limit) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** A quarter of the database's connections (one on PGlite, which has one). */
export function dbGateSize(connections: number): number {
  return Math.max(1, Math.floor(connections / 4));
}
