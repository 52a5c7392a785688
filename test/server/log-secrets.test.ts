import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/env';
import { openTestDatabase } from '../support/database';
import type { TestApp } from '../support/app';
import { bearerFor, insertUser } from '../support/users';

/**
 * Drives the 5xx paths — a failing query (500; the unreachable database's 503 is in
 * outage.test.ts), a URL that is not UTF-8 — with a secret planted in the request, then greps the
 * log for it.
 */
const lines: string[] = [];
let t: TestApp;
const env = parseEnv({
  LOG_LEVEL: 'trace',
  SECRET_KEY: 'log-secrets-secret-log-secrets-secret',
  CLIENT_DIR: '/nonexistent',
});
beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp({ env, database, logStream: { write: (l) => void lines.push(l) } });
  await app.ready();
  t = { app, database, env, close: async () => (await app.close(), await database.close()) };
  // Constraints that make the next writes fail inside the database, parameters and all.
  await database.db.execute(
    sql.raw(`alter table users add constraint planted_ck check (email not like 'planted%')`),
  );
  await database.db.execute(
    sql.raw(
      `alter table drafts add constraint planted_ck check (position('PLANTED' in disclosure) = 0)`,
    ),
  );
  // Mails that cannot be stored, and generations that cannot be finished.
  await database.db.execute(
    sql.raw(`alter table outbox add constraint planted_mail_ck check (kind <> 'password_reset')`),
  );
  await database.db.execute(
    sql.raw(`alter table generations add constraint planted_gen_ck check (state <> 'finished')`),
  );
});
afterAll(() => t.close());

const PLANTED_PASSWORD = 'planted password 4f1c9e';
const PLANTED_EMAIL = 'planted-7d2a@example.com';
const PLANTED_TEXT = 'PLANTED disclosure: a confidential invention 91b3';

describe('a failed query', () => {
  it('answers 500 and logs its code and constraint, never its parameters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: { email: PLANTED_EMAIL, password: PLANTED_PASSWORD, full_name: 'Planted Name' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });

    const user = await insertUser(t);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts',
      headers: bearerFor(t, user),
      payload: { disclosure: PLANTED_TEXT },
    });
    expect(draft.statusCode).toBe(500);

    const log = lines.join('');
    const failures = lines.filter((l) => l.includes('unhandled error')).map((l) => JSON.parse(l));
    expect(failures).toHaveLength(2);
    expect(failures[0].err).toMatchObject({ type: 'DatabaseError', code: '23514' });
    expect(failures[0].err.constraint).toBe('planted_ck');
    for (const secret of [PLANTED_EMAIL, PLANTED_PASSWORD, PLANTED_TEXT, '$argon2', 'Planted Name'])
      expect(log).not.toContain(secret);
  });
});

type LogRecord = { msg?: string; err?: unknown } & Record<string, unknown>;
const records = () => lines.map((l) => JSON.parse(l) as LogRecord);

describe('work done after the answer', () => {
  it('a mail that cannot be stored is logged by code, without its address or reset link', async () => {
    const user = await insertUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery/${encodeURIComponent(user.email)}`,
    });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.mailer.flush();
    const failed = records().filter((r) => r.msg === 'mail not delivered');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ error: 'DatabaseError', code: '23514' });
    const log = lines.join('');
    for (const secret of [user.email, 'reset-password?token=', 'Failed query']) {
      expect(log).not.toContain(secret);
    }
  });

  it('a generation that cannot be saved is logged by code, without the draft’s text', async () => {
    const user = await insertUser(t);
    const headers = bearerFor(t, user);
    const secret = 'A confidential widget 5e0c has a base and a lever hinged to the base.';
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts',
      headers,
      payload: { disclosure: secret },
    });
    expect(draft.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate/',
      headers,
      payload: { generation_id: crypto.randomUUID(), draft_id: draft.json().id, section: 'claims' },
    });
    expect(res.statusCode).toBe(200);
    const saved = records().filter((r) => r.msg === 'cannot save');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.err).toMatchObject({ type: 'DatabaseError', code: '23514' });
    expect(lines.join('')).not.toContain('5e0c');
  });
});

describe('request ids', () => {
  it('are ours; a client id is logged apart, printable and capped', async () => {
    const sent = `client-${'x'.repeat(200)}\u0007`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': sent },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.reqId === res.headers['x-request-id'] && l.client_request_id);
    expect(line.client_request_id).toBe(`client-${'x'.repeat(57)}`);
  });
});

describe('a URL the router refuses', () => {
  it('that is not UTF-8 answers 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/drafts/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The URL is not valid UTF-8' });
  });

  it('with a path parameter past 1,024 characters answers 414, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/drafts/${'a'.repeat(1100)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'A part of the URL is too long' });
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For does not choose the client address', async () => {
    expect(env.TRUST_PROXY).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const line = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.reqId === res.headers['x-request-id'] && l.req);
    expect(line.req.ip).toBe('127.0.0.1');
  });
});
