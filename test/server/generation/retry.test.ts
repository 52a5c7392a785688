import { APICallError } from 'ai';
import {
  isRetryable,
  MAX_RETRY_WAIT_MS,
  retryAfterMs,
  retryDelayMs,
  waitUnlessAborted,
} from '../../../src/server/services/engines/retry';

const answered = (statusCode?: number, responseHeaders?: Record<string, string>) =>
  new APICallError({
    message: 'x',
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders,
  });

describe('provider retry policy', () => {
  it('retries 429, 5xx and failed connections; not other answers', () => {
    expect([429, 500, 502, 503, 529].map((s) => isRetryable(answered(s)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 408, 422].map((s) => isRetryable(answered(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isRetryable(answered(undefined))).toBe(true);
    expect(isRetryable(answered(200))).toBe(true);
    const reset = Object.assign(new TypeError('terminated'), {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    expect(isRetryable(reset)).toBe(true);
    expect(isRetryable(new Error('JSON parse'))).toBe(false);
  });

  it('reads Retry-After as seconds or an HTTP date, and retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(answered(429, { 'retry-after': '7' }), now)).toBe(7000);
    expect(retryAfterMs(answered(429, { 'Retry-After': '1.5' }), now)).toBe(1500);
    expect(
      retryAfterMs(answered(503, { 'retry-after': 'Thu, 01 Jan 2026 00:00:12 GMT' }), now),
    ).toBe(12_000);
    expect(
      retryAfterMs(answered(503, { 'retry-after': 'Wed, 31 Dec 2025 23:00:00 GMT' }), now),
    ).toBe(0);
    expect(retryAfterMs(answered(429, { 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryAfterMs(answered(429, { 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterMs(answered(429), now)).toBeNull();
  });

  it('waits what the provider asks up to the cap, else backs off exponentially', () => {
    expect(retryDelayMs(answered(429, { 'retry-after': '30' }), 0)).toBe(MAX_RETRY_WAIT_MS);
    expect(retryDelayMs(answered(429, { 'retry-after': '31' }), 0)).toBeNull();
    expect([0, 1, 2].map((n) => retryDelayMs(answered(500), n, () => 0))).toEqual([250, 500, 1000]);
    expect([0, 1, 2].map((n) => retryDelayMs(answered(500), n, () => 1))).toEqual([
      500, 1000, 2000,
    ]);
    expect(retryDelayMs(answered(500), 20, () => 1)).toBe(MAX_RETRY_WAIT_MS);
  });

  it('a wait ends as soon as its signal aborts', async () => {
    const controller = new AbortController();
    const waiting = waitUnlessAborted(3_600_000, controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBeUndefined();
  });
});
