import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openPostgres, type Database } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { onPostgres, openTestDatabase } from '../support/database';
import type { TestApp } from '../support/app';
import { Relay } from '../support/relay';
import { bearerFor, insertUser } from '../support/users';

/**
 * A database outage: on PostgreSQL the server reaches the database through a TCP relay this test
 * stops and starts again; on PGlite the embedded database is closed under the app.
 */
const lines: string[] = [];
const env = parseEnv({
  LOG_LEVEL: 'info',
  SECRET_KEY: 'outage-secret-outage-secret-outage-secret',
  CLIENT_DIR: '/nonexistent',
});
const SECRET_NAME = 'Outage planted name 5e8a';
let relay: Relay | undefined;
let dbName = '';
let database: Database;
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) {
    const url = new URL(process.env.DATABASE_URL!);
    dbName = `cw_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    relay = Relay.onRandomPort(Number(url.port || 5432));
    await relay.start();
    url.port = String(relay.port);
    url.pathname = `/${dbName}`;
    database = openPostgres(url.toString(), 4);
    await database.migrate();
  } else {
    database = await openTestDatabase();
  }
  const app = await buildApp({ env, database, logStream: { write: (l) => void lines.push(l) } });
  await app.ready();
  t = { app, database, env, close: async () => app.close() };
});
afterAll(async () => {
  await t.app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  await relay?.stop().catch(() => undefined);
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After and a plain message, logs no secret, then recovers', async () => {
    const user = await insertUser(t);
    const headers = bearerFor(t, user);
    const me = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers,
        payload: { full_name: SECRET_NAME },
      });
    if (relay) await relay.stop();
    else await database.close();

    const res = await me();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ detail: 'The database is unavailable; try again shortly.' });
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    const log = lines.join('');
    expect(log).toContain('database unavailable');
    expect(log).not.toContain(SECRET_NAME);
    expect(log).not.toContain(headers.authorization.slice(7));

    if (!relay) return; // a closed PGlite does not come back; PostgreSQL does, without a restart
    await relay.start();
    const again = await me();
    expect(again.statusCode).toBe(200);
    expect(again.json().full_name).toBe(SECRET_NAME);
  });
});
