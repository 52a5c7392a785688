/** A canned HTTP answer. */
export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  contentType?: string;
}

/** What the fake fetch received. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** A Response-shaped object (jsdom has no fetch). */
export function fakeResponse({
  status = 200,
  statusText = '',
  body,
  contentType = 'application/json',
}: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers({ 'content-type': contentType }),
    text: () => Promise.resolve(text),
  } as Response;
}

/**
 * Replaces `fetch` with a function answering from `answer(request)`; returns the list of requests
 * seen, in order.
 */
export function mockFetch(answer: (request: SeenRequest) => FakeAnswer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body;
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: body === undefined || body === null ? null : String(body),
    };
    seen.push(request);
    return fakeResponse(answer(request));
  }) as typeof fetch;
  return seen;
}
