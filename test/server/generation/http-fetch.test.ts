import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import zlib from 'node:zlib';
import { createHttpFetch, httpFetch } from '../../../src/server/services/engines/http-fetch';

/** A real HTTP server on 127.0.0.1 whose handler each test sets; it counts and tracks sockets. */
class Peer {
  handle: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void = (
    _req,
    res,
  ) => res.end();
  connections = 0;
  readonly closed: Promise<void>[] = [];
  private readonly server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => this.handle(req, res, body));
  });
  private readonly sockets = new Set<Socket>();

  async start(): Promise<string> {
    // Idle connections stay open on this side: only the client may close them.
    this.server.keepAliveTimeout = 120_000;
    this.server.on('connection', (socket: Socket) => {
      this.connections++;
      this.sockets.add(socket);
      this.closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let peer: Peer;
let base: string;
beforeEach(async () => {
  peer = new Peer();
  base = await peer.start();
});
afterEach(() => peer.stop());

const decoder = new TextDecoder();

describe('httpFetch (the AI SDK providers\u2019 fetch)', () => {
  it('sends the method, headers and body, and hands over status, headers and the body', async () => {
    let seen: { method?: string; headers?: http.IncomingHttpHeaders; body?: string } = {};
    peer.handle = (req, res, body) => {
      seen = { method: req.method, headers: req.headers, body };
      res.writeHead(201, 'Made', [
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ]);
      res.end('{"ok":"\u00e9t\u00e9"}');
    };
    const res = await httpFetch(`${base}/v1/chat?x=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        authorization: 'Bearer k',
        skipped: undefined,
      },
      body: '{"text":"\u00e9t\u00e9 \ud83d\ude00"}',
    } as unknown as RequestInit);
    expect(seen.method).toBe('POST');
    expect(seen.headers?.['content-type']).toBe('application/json');
    expect(seen.headers?.authorization).toBe('Bearer k');
    expect(seen.headers).not.toHaveProperty('skipped');
    expect(seen.headers?.['content-length']).toBe(String(Buffer.byteLength(seen.body ?? '')));
    expect(seen.body).toBe('{"text":"\u00e9t\u00e9 \ud83d\ude00"}');
    expect(res.status).toBe(201);
    expect(res.statusText).toBe('Made');
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({ ok: '\u00e9t\u00e9' });
  });

  it('takes headers as a Headers object too', async () => {
    let auth: string | undefined;
    peer.handle = (req, res) => {
      auth = req.headers['x-api-key'] as string;
      res.end('x');
    };
    const res = await httpFetch(base, { headers: new Headers({ 'x-api-key': 'k2' }) });
    expect(await res.text()).toBe('x');
    expect(auth).toBe('k2');
  });

  it('streams: each part of the answer is readable before the next is written', async () => {
    let next!: () => void;
    peer.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
      next = () => res.end('data: two\n\n');
    };
    const res = await httpFetch(base, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('data: one\n\n');
    next();
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toBe('data: two\n\n');
  });

  it('keeps the connection for the next request', async () => {
    peer.handle = (_req, res) => res.end('ok');
    for (let i = 0; i < 3; i++) {
      const res = await httpFetch(base, { method: 'POST', body: String(i) });
      expect(await res.text()).toBe('ok');
    }
    expect(peer.connections).toBe(1);
  });

  it('closes a connection left idle too long instead of reusing it; a slow answer is not cut', async () => {
    const idleFetch = createHttpFetch({ idleSocketMs: 150 });
    let later!: () => void;
    peer.handle = (req, res) => {
      if (req.url !== '/slow') return void res.end('ok');
      res.writeHead(200);
      res.write('first ');
      later = () => res.end('last');
    };
    expect(await (await idleFetch(base, { method: 'POST', body: '1' })).text()).toBe('ok');
    expect(await (await idleFetch(base, { method: 'POST', body: '2' })).text()).toBe('ok');
    expect(peer.connections).toBe(1);
    await peer.closed[0]; // closed by the client after 150 ms idle
    expect(await (await idleFetch(base, { method: 'POST', body: '3' })).text()).toBe('ok');
    expect(peer.connections).toBe(2);
    // An answer that pauses longer than the idle limit while it streams goes on to its end.
    const slow = await idleFetch(`${base}/slow`, { method: 'POST', body: '4' });
    const reading = slow.text();
    await new Promise((resolve) => setTimeout(resolve, 400));
    later();
    expect(await reading).toBe('first last');
  });

  it('an abort before the answer rejects with an AbortError and closes the socket', async () => {
    peer.handle = () => undefined; // never answers
    const controller = new AbortController();
    const pending = httpFetch(base, { method: 'POST', body: '{}', signal: controller.signal });
    await until(() => peer.connections === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await peer.closed[0];
  });

  it('an abort while the answer streams errors the body and closes the socket', async () => {
    peer.handle = (_req, res) => {
      res.writeHead(200);
      res.write('part');
    };
    const controller = new AbortController();
    const res = await httpFetch(base, { method: 'POST', body: '{}', signal: controller.signal });
    const reader = res.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('part');
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    await peer.closed[0];
  });

  it('cancelling the body closes the socket', async () => {
    peer.handle = (_req, res) => {
      res.writeHead(200);
      res.write('part');
    };
    const res = await httpFetch(base, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await peer.closed[0];
  });

  it('an already aborted signal rejects without connecting', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(httpFetch(base, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(peer.connections).toBe(0);
  });

  it('a refused connection rejects like undici: TypeError "fetch failed", cause ECONNREFUSED', async () => {
    const url = base;
    await peer.stop();
    const err: unknown = await httpFetch(url, { method: 'POST', body: '{}' }).catch((e) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect((err as TypeError).message).toBe('fetch failed');
    expect((err as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    peer = new Peer(); // afterEach stops it
    await peer.start();
  });

  it('an answer that breaks off errors the body with TypeError "terminated" and a socket code', async () => {
    peer.handle = (_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial', () => res.socket?.destroy());
    };
    const res = await httpFetch(base, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    let err: unknown;
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TypeError);
    expect((err as TypeError).message).toBe('terminated');
    expect((err as { cause?: { code?: string } }).cause?.code).toBe('ECONNRESET');
  });

  it('decodes a gzip answer, though it asks for none', async () => {
    let accepts: string | undefined;
    peer.handle = (req, res) => {
      accepts = req.headers['accept-encoding'];
      res.writeHead(500, { 'content-encoding': 'gzip', 'content-type': 'application/json' });
      res.end(zlib.gzipSync('{"error":{"message":"down"}}'));
    };
    const res = await httpFetch(base, { method: 'POST', body: '{}' });
    expect(accepts).toBeUndefined();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { message: 'down' } });
  });

  it('an answer without a body (204) has a null body', async () => {
    peer.handle = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const res = await httpFetch(base, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it('leaves what it does not handle (a Request object) to the global fetch', async () => {
    let method: string | undefined;
    peer.handle = (req, res) => {
      method = req.method;
      res.end('via fetch');
    };
    const res = await httpFetch(new Request(`${base}/r`, { method: 'PUT', body: 'x' }));
    expect(await res.text()).toBe('via fetch');
    expect(method).toBe('PUT');
  });
});

describe('httpFetch over https', () => {
  /** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
  function certificate(): { dir: string; cert: string; key: string } {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cw-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      dir,
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    };
  }

  it('verifies the server: refused when its certificate is not trusted, read when it is', async () => {
    const tls = certificate();
    const server = https.createServer({ cert: tls.cert, key: tls.key }, (_req, res) =>
      res.end('over tls'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const err: unknown = await httpFetch(url).catch((e) => e);
      expect((err as TypeError).message).toBe('fetch failed');
      expect((err as { cause?: { code?: string } }).cause?.code).toBe(
        'DEPTH_ZERO_SELF_SIGNED_CERT',
      );
      // Trusted the way an operator trusts a firm's own CA: NODE_EXTRA_CA_CERTS, read at start.
      const module = path.resolve(__dirname, '../../../src/server/services/engines/http-fetch.ts');
      const script = `const { httpFetch } = require(${JSON.stringify(module)});
        httpFetch(${JSON.stringify(url)}).then((r) => r.text()).then((t) => process.stdout.write(t));`;
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', '--input-type=commonjs', '-e', script],
          { env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(tls.dir, 'cert.pem') } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
      expect(out).toBe('over tls');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}
