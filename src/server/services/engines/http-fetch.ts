import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The `fetch` the AI SDK's provider packages are given: one request over `node:http` or
 * `node:https`, with keep-alive agents.
 *
 * Node 20's global `fetch` (its bundled undici) spends ~0.5 ms of the server's one thread before
 * the request's first byte leaves and ~0.4 ms more before it hands over the answer's headers; with
 * a provider that answers quickly that is a fifth of what the server adds to the first token
 * (`npm run bench -- generation`). This one does what the provider packages need of a fetch and
 * keeps undici's outward behaviour where they look at it:
 * - a request that fails before its answer rejects with `TypeError('fetch failed')` whose `cause`
 *   is the socket's error (its `code`: ECONNREFUSED, ECONNRESET…), as undici does, so the SDK's
 *   `APICallError` and our retry rules see the same thing;
 * - an answer whose connection breaks off errors its body with `TypeError('terminated')`, the
 *   socket's error as `cause`;
 * - aborting rejects (or errors the body) with the signal's reason, an `AbortError`, and closes the
 *   socket: a cancelled generation closes its upstream connection;
 * - gzip, deflate and brotli answers are decoded (no `accept-encoding` is sent, so servers should
 *   not compress).
 * Anything else (a `Request` object, a stream or form body) goes to the global `fetch`. Like the
 * global `fetch` of Node 20, it does not read HTTP(S)_PROXY, and it follows no redirects: a 3xx
 * reaches the SDK as an unsuccessful answer.
 *
 * A connection left idle for `idleSocketMs` (4 s, undici's default) is closed rather than reused:
 * a network that drops idle connections without a word (a NAT, a firewall) would otherwise leave
 * the next request waiting on a dead socket until the generation's idle timeout.
 */
export function createHttpFetch(opts: { idleSocketMs?: number } = {}): typeof fetch {
  const timeout = opts.idleSocketMs ?? 4_000;
  const agents: Agents = {
    'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout }),
    'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo', timeout }),
  };
  return (input, init) => {
    const url = urlOf(input);
    const body = init?.body;
    if (!url || !(body == null || typeof body === 'string' || body instanceof Uint8Array)) {
      return fetch(input, init);
    }
    return send(agents, url, init ?? {}, body ?? undefined);
  };
}

/** The server's one `fetch` for model providers. */
export const httpFetch = createHttpFetch();

interface Agents {
  'http:': http.Agent;
  'https:': https.Agent;
}

/** Statuses whose answers have no body (the `Response` constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function urlOf(input: Parameters<typeof fetch>[0]): URL | null {
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  const url = new URL(input);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function headersOf(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  const given = init.headers;
  if (!given) return out;
  if (given instanceof Headers || Array.isArray(given)) {
    new Headers(given).forEach((value, name) => (out[name] = value));
  } else {
    for (const [name, value] of Object.entries(given)) {
      if (value !== undefined) out[name.toLowerCase()] = String(value);
    }
  }
  return out;
}

function send(
  agents: Agents,
  url: URL,
  init: RequestInit,
  body: string | Uint8Array | undefined,
): Promise<Response> {
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  const headers = headersOf(init);
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const protocol = url.protocol as keyof Agents;
  const client = protocol === 'https:' ? https : http;

  return new Promise<Response>((resolve, reject) => {
    let answered = false;
    let fail: (err: unknown) => void = reject;
    const request = client.request(url, {
      method: init.method ?? 'GET',
      headers,
      agent: agents[protocol],
    });
    const onAbort = () => {
      const reason = abortReason(signal!);
      fail(reason);
      request.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    request.on('error', (err) => {
      done();
      if (!answered) reject(new TypeError('fetch failed', { cause: err }));
    });
    request.on('response', (res) => {
      answered = true;
      const status = res.statusCode ?? 0;
      const received = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (Array.isArray(value)) for (const v of value) received.append(name, v);
        else if (value !== undefined) received.set(name, value);
      }
      const answer = { status, statusText: res.statusMessage, headers: received };
      if (NULL_BODY.has(status) || init.method === 'HEAD') {
        res.resume();
        res.on('end', done);
        resolve(new Response(null, answer));
        return;
      }
      const stream = decoded(res);
      let ended = false;
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const readable = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
        pull: () => {
          stream.resume();
        },
        cancel: () => {
          ended = true;
          done();
          request.destroy();
        },
      });
      fail = (err) => {
        if (ended) return;
        ended = true;
        done();
        controller.error(err);
      };
      stream.on('data', (chunk: Buffer) => {
        if (ended) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) stream.pause();
      });
      stream.on('end', () => {
        if (ended) return;
        ended = true;
        done();
        controller.close();
      });
      // A connection that closes before the answer's end: Node's `aborted` error, ECONNRESET.
      stream.on('error', (err) => fail(new TypeError('terminated', { cause: err })));
      resolve(new Response(readable, answer));
    });
    request.end(body);
  });
}

/** The answer's body, decoded when the server compressed it anyway. */
function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return res;
  res.on('error', (err) => decoder.destroy(err));
  return res.pipe(decoder);
}
