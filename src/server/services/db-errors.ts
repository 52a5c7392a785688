/** Each error of a chain of causes, outermost first (drizzle wraps the driver's error). */
function* causes(err: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** True when a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '23505') return true;
  return false;
}

/** SQLSTATEs that say the server is not reachable or not serving, not that the query was bad. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]|53300)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** What node-postgres and PGlite say when the connection, not the query, failed. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** True when `err` means the database is unreachable (→ 503), not that the request was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_ERRNO.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** True for a database error: a SQLSTATE-carrying driver error or drizzle's query wrapper. */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return (
    ('query' in e && 'params' in e) ||
    (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e)
  );
}

/**
 * What a log line may say about an error. A database error is described by its SQLSTATE,
 * constraint, table and column only: its message and `detail` quote values ("Key (email)=(…)")
 * and drizzle's wrapper carries the query's parameters (password hashes, emails, whole drafts).
 */
export function loggableError(err: unknown): Record<string, unknown> {
  const chain = [...causes(err)];
  const db = chain.find(isDatabaseError);
  if (db) {
    const driver = chain.find((e) => typeof e.code === 'string' && e.code.length === 5) ?? {};
    const pick = (k: string) => (typeof driver[k] === 'string' ? driver[k] : undefined);
    return {
      type: 'DatabaseError',
      code: pick('code'),
      constraint: pick('constraint'),
      table: pick('table'),
      column: pick('column'),
      routine: pick('routine'),
    };
  }
  const connection = chain.find((e) => typeof e.code === 'string' && UNAVAILABLE_ERRNO.has(e.code));
  if (connection) return { type: 'ConnectionError', code: connection.code };
  const top = chain[0];
  if (!top) return { type: typeof err, value: String(err).slice(0, 200) };
  return {
    type: (top.constructor as { name?: string } | undefined)?.name ?? 'Error',
    code: typeof top.code === 'string' ? top.code : undefined,
    message: typeof top.message === 'string' ? top.message.slice(0, 500) : undefined,
    stack: typeof top.stack === 'string' ? top.stack.split('\n').slice(1, 8).join('\n') : undefined,
  };
}
