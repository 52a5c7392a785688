import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { registerClient } from '../../src/server/static';

// A built client in a temporary folder, as webpack writes it: pages, a hashed script and its
// precompressed copies.
const SCRIPT = `console.log(${JSON.stringify('claimwright '.repeat(200))});`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cw-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Claimwright</title>');
  writeFileSync(path.join(dir, 'main.0123abcd.js'), SCRIPT);
  writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(SCRIPT));
  writeFileSync(
    path.join(dir, 'first-screen.json'),
    JSON.stringify(['/first-screen.4567cdef.js', '/editor.89abcdef.js']),
  );
  app = Fastify();
  await registerClient(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SPA fallback', () => {
  it.each(['/auth/login', '/blog/the-chatgpt-trap', '/editor/drafts/12', '/account', '/tos'])(
    'answers the app page %s with 200',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Claimwright</title>');
    },
  );

  it.each(['/nope', '/blog/no-such-article', '/accounting', '/admin', '/auth/login/extra'])(
    'answers the unknown path %s with the app page and 404',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Claimwright</title>');
    },
  );

  it('keeps the JSON 404 for API paths and missing files', async () => {
    for (const url of ['/api/v1/nope', '/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });
});

describe('the editor’s first-screen scripts', () => {
  it.each(['/editor', '/editor/6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10', '/editor?x=1'])(
    'are announced for preload with the page %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBe(
        '</first-screen.4567cdef.js>; rel=preload; as=script, </editor.89abcdef.js>; rel=preload; as=script',
      );
    },
  );

  it.each(['/', '/auth/login', '/account', '/editorial', '/nope'])(
    'are not announced with %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers.link).toBeUndefined();
    },
  );
});

describe('precompressed assets', () => {
  it('serves brotli to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves gzip when brotli is not accepted, and plain text when nothing is', async () => {
    const gz = await app.inject({
      method: 'GET',
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
