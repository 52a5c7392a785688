import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './support/server';

const root = path.resolve(__dirname, '../..');
const main = path.join(root, 'dist/server/server/main.js');
const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('server process', () => {
  it('lists every problem of an invalid environment and exits non-zero', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-env-'));
    const result = runMain({
      DATA_DIR: dataDir,
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'http://mail',
    });
    expect(result.status).toBe(78);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL']) {
      expect(result.stderr).toContain(`${name}:`);
    }
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a second process on the same DATA_DIR and leaves the first one serving', async () => {
    const first = await startServer();
    try {
      const before = readdirSync(first.dataDir).sort();
      const second = runMain({ DATA_DIR: first.dataDir, PORT: '0' });
      expect(second.status).toBe(75);
      expect(second.stderr).toContain('already using the data directory');
      expect(readdirSync(first.dataDir).sort()).toEqual(before);
      expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(existsSync(path.join(first.dataDir, 'claimwright.pid'))).toBe(false);
  });

  it('npm start on a built checkout serves at once, building nothing again', async () => {
    const server = await startServer({}, 'scripts/start.js');
    try {
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
      expect(server.output()).not.toContain('Building');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('reopens an existing DATA_DIR after a clean SIGTERM', async () => {
    const first = await startServer();
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');
    const again = await startServer({ DATA_DIR: first.dataDir });
    expect((await fetch(`${again.url}/api/v1/health`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
  });

  it('starts three instances at once on one PostgreSQL', async () => {
    const name = `cw_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      const servers = await Promise.all(
        [0, 1, 2].map(() => startServer({ DATABASE_URL: url.toString() })),
      );
      for (const server of servers) {
        const health = await (await fetch(`${server.url}/api/v1/health`)).json();
        expect(health).toMatchObject({ status: 'ok', database: { kind: 'postgres' } });
      }
      expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0, 0]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('keeps passwords, tokens and query strings out of the logs', async () => {
    const server = await startServer();
    try {
      await fetch(`${server.url}/api/v1/login/access-token?token=query-secret-123`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: 'Bearer header-secret-456',
        },
        body: 'username=a%40b.test&password=body-secret-789',
      });
    } finally {
      await server.stop();
    }
    const log = server.output();
    expect(log).toContain('/api/v1/login/access-token');
    for (const secret of ['query-secret-123', 'header-secret-456', 'body-secret-789']) {
      expect(log).not.toContain(secret);
    }
    // Readable lines on a laptop (not PRODUCTION), each request's lines carrying its id.
    const requestLines = log.split('\n').filter((l) => l.includes('/api/v1/login/access-token'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line).toMatch(/reqId=[0-9a-f-]{36}/);
  });
});

describe('serving the client', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('serves index.html without office.js and taskpane.html with it', async () => {
    const index = await (await fetch(`${server.url}/`)).text();
    expect(index).toMatch(/<div id="?root"?>/);
    expect(index).not.toContain('office.js');
    const taskpane = await (await fetch(`${server.url}/taskpane.html`)).text();
    expect(taskpane).toContain('appsforoffice.microsoft.com/lib/1/hosted/office.js');
  });

  it('answers client routes with the app and unknown API paths with JSON', async () => {
    for (const route of ['/editor', '/auth/login', '/blog/the-chatgpt-trap']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    // A path the app has no page for: the app (its error page) with a real 404 (issue 19).
    const unknown = await fetch(`${server.url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    const api = await fetch(`${server.url}/api/v1/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ detail: 'Not Found' });
  });

  it('serves OpenAPI at /docs', async () => {
    const res = await fetch(`${server.url}/docs/json`);
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toMatch(/^3\./);
  });
});
