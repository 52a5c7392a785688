import { STATUS_CODES } from 'node:http';
import { APICallError } from 'ai';

/** Longest wait before a retry; a provider asking for more is not retried (we fail at once). */
export const MAX_RETRY_WAIT_MS = 30_000;
/** First backoff step; it doubles per retry (with jitter) when the provider names no wait. */
const BASE_BACKOFF_MS = 500;
const NETWORK_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_\w+)$/;

function causeCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an upstream error is worth another try: 429, 5xx, or the connection failed. */
export function isRetryable(err: unknown): boolean {
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    // No status: no answer; 2xx: the answer's stream broke off (the SDK keeps its status).
    return status === undefined || status < 300 || status === 429 || status >= 500;
  }
  const code = causeCode(err);
  return code !== undefined && NETWORK_CODES.test(code);
}

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date), or null. */
export function retryAfterMs(err: unknown, now = Date.now()): number | null {
  if (!APICallError.isInstance(err) || !err.responseHeaders) return null;
  const headers = Object.fromEntries(
    Object.entries(err.responseHeaders).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const raw = headers['retry-after']?.trim();
  if (raw) {
    if (/^\d+(\.\d+)?$/.test(raw)) return Math.round(Number(raw) * 1000);
    const at = Date.parse(raw);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const ms = headers['retry-after-ms']?.trim();
  return ms && /^\d+(\.\d+)?$/.test(ms) ? Math.round(Number(ms)) : null;
}

/**
 * How long to wait before retry number `retry` (0-based): what the provider asked for, else an
 * exponential backoff with jitter. Null when the provider asks for more than MAX_RETRY_WAIT_MS.
 */
export function retryDelayMs(err: unknown, retry: number, random = Math.random): number | null {
  const asked = retryAfterMs(err);
  if (asked !== null) return asked > MAX_RETRY_WAIT_MS ? null : asked;
  const step = BASE_BACKOFF_MS * 2 ** retry;
  return Math.min(MAX_RETRY_WAIT_MS, Math.round(step / 2 + (random() * step) / 2));
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** "HTTP 429 Too Many Requests" for an error answer, else null (no answer, or a broken stream). */
export function statusLine(err: unknown): string | null {
  if (!APICallError.isInstance(err) || !err.statusCode || err.statusCode < 300) return null;
  const text = STATUS_CODES[err.statusCode];
  return `HTTP ${err.statusCode}${text ? ` ${text}` : ''}`;
}

const TIMES = ['once', 'twice', 'three times', 'four times', 'five times', 'six times'];

/** "three times" for 3. */
export function times(n: number): string {
  return TIMES[n - 1] ?? `${n} times`;
}

export { causeCode };
