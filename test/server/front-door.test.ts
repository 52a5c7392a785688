import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../support/app';

/** Security headers, and the request timeout of a listening server. */
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'cw-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(clientDir, 'taskpane.html'), '<!doctype html><title>pane</title>');

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CLIENT_DIR: clientDir, REQUEST_TIMEOUT_MS: '1500' });
  prod = await buildTestApp({ CLIENT_DIR: clientDir, PRODUCTION: 'true' });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

const csp = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-security-policy'] ?? '');

describe('security headers', () => {
  it('the browser pages: no framing, scripts from here and Office’s CDN, no referrer', async () => {
    for (const url of ['/', '/reset-password?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(csp(res)).toContain("frame-ancestors 'none'");
      expect(csp(res)).toContain("script-src 'self' https://appsforoffice.microsoft.com");
      expect(csp(res)).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the task pane may be framed by Office’s hosts only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/taskpane.html' });
    expect(res.statusCode).toBe(200);
    expect(csp(res)).toMatch(
      /frame-ancestors https:\/\/\*\.officeapps\.live\.com .*https:\/\/\*\.office\.com/,
    );
    expect(csp(res)).not.toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('the API: nothing to run or frame; HSTS when PRODUCTION=true', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(csp(res)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const secure = await prod.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('request timeout', () => {
  it('answers 408 and closes a connection whose body never comes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/userssubmit-contact-form HTTP/1.1\r\nHost: x\r\n' +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"detail":"The request did not arrive in time."}');
    expect(t.app.server.maxConnections).toBe(2048);
  });

  it('answers a request that is not HTTP with 400 in the error shape', async () => {
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"detail":"The request is not valid HTTP."}');
  });
});
