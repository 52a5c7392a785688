import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signToken } from '../../src/server/auth/jwt';
import type { UserRow } from '../../src/server/db/schema';
import { issueResetToken, issueTwoStepToken } from '../../src/server/services/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser, PASSWORD } from '../support/users';

let t: TestApp;
let user: UserRow;
let admin: UserRow;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_LIMIT_PER_IP: '100000', ABUSE_LIMIT_PER_IP: '100000' });
  user = await insertUser(t, { fullName: 'Plain User' });
  admin = await insertUser(t, { isSuperuser: true });
});
afterAll(() => t.close());

const MB = 'x'.repeat(1_000_000);
const SQL = "'; DROP TABLE users; --";
const HTML = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const BAD_EMAILS = [
  'plainaddress',
  '@no-local.com',
  'a@b',
  'a b@c.com',
  `${SQL}@x.com`,
  `${HTML}@x.com`,
  `${MB}@x.com`,
];

/** Everything a bad request must leave untouched (rate-limit counters aside). */
async function fingerprint(): Promise<string> {
  const tables = [
    'users',
    'enterprises',
    'recovery_codes',
    'used_tokens',
    'contact_messages',
    'outbox',
  ];
  const results = await Promise.all(
    tables.map((name) => t.database.db.execute(sql.raw(`select * from ${name} order by 1`))),
  );
  return JSON.stringify(results.map((r) => (r as unknown as { rows: unknown[] }).rows));
}

type Who = 'anonymous' | 'user' | 'admin';
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  who?: Who;
  payload?: unknown;
  form?: Record<string, string>;
  status: number;
}

const body = (
  name: string,
  method: Case['method'],
  url: string,
  who: Who,
  payload: unknown,
  status = 422,
): Case => ({
  name,
  method,
  url,
  who,
  payload,
  status,
});

const CASES: Case[] = [
  body('register: empty body', 'POST', '/users/open', 'anonymous', {}),
  body('register: array body', 'POST', '/users/open', 'anonymous', [1, 2]),
  body('register: wrong types', 'POST', '/users/open', 'anonymous', {
    email: 42,
    password: true,
    full_name: [],
  }),
  ...BAD_EMAILS.map((email) =>
    body(`register: bad email ${email.slice(0, 30)}`, 'POST', '/users/open', 'anonymous', {
      email,
      password: PASSWORD,
    }),
  ),
  body('register: short password', 'POST', '/users/open', 'anonymous', {
    email: 'ok1@example.com',
    password: 'short',
  }),
  body('register: 129-char password', 'POST', '/users/open', 'anonymous', {
    email: 'ok2@example.com',
    password: 'p'.repeat(129),
  }),
  body('register: 1 MB password', 'POST', '/users/open', 'anonymous', {
    email: 'ok3@example.com',
    password: MB,
  }),
  body('register: 1 MB name', 'POST', '/users/open', 'anonymous', {
    email: 'ok4@example.com',
    password: PASSWORD,
    full_name: MB,
  }),
  body('create user: bad email', 'POST', '/users/', 'admin', {
    email: `${SQL}@x.com`,
    password: PASSWORD,
  }),
  body('create user: is_superuser as string', 'POST', '/users/', 'admin', {
    email: 'ok5@example.com',
    password: PASSWORD,
    is_superuser: 'yes',
  }),
  body('update me: bad email', 'PATCH', '/users/me', 'user', { email: HTML }),
  body('update me: null email', 'PATCH', '/users/me', 'user', { email: null }),
  body('update me: 1 MB name', 'PATCH', '/users/me', 'user', { full_name: MB }),
  body('update user: is_active as number', 'PATCH', '/users/1', 'admin', { is_active: 0 }),
  body('update user: short password', 'PATCH', '/users/1', 'admin', { password: '1234567' }),
  body('password: missing current', 'PATCH', '/users/me/password', 'user', {
    new_password: 'new password 9',
  }),
  body('password: 1 MB new', 'PATCH', '/users/me/password', 'user', {
    current_password: PASSWORD,
    new_password: MB,
  }),
  body('reset: 1 MB token', 'POST', '/reset-password/', 'anonymous', {
    token: MB,
    new_password: 'new password 9',
  }),
  body('reset: numeric token', 'POST', '/reset-password/', 'anonymous', {
    token: 12345,
    new_password: 'new password 9',
  }),
  body(
    'reset: SQL token',
    'POST',
    '/reset-password/',
    'anonymous',
    { token: SQL, new_password: 'new password 9' },
    400,
  ),
  body('two-step login: missing token', 'POST', '/login/two-step', 'anonymous', { code: '123456' }),
  body('two-step login: 1 MB code', 'POST', '/login/two-step', 'anonymous', {
    two_step_token: 'a.b.c',
    code: MB,
  }),
  body(
    'two-step login: SQL code',
    'POST',
    '/login/two-step',
    'anonymous',
    { two_step_token: 'a.b.c', code: SQL },
    400,
  ),
  body('two-step confirm: letters', 'POST', '/two-step/confirm', 'user', { code: 'abcdef' }),
  body('two-step confirm: number', 'POST', '/two-step/confirm', 'user', { code: 123456 }),
  body('two-step disable: missing password', 'POST', '/two-step/disable', 'user', {
    code: '123456',
  }),
  body('contact: empty name', 'POST', '/userssubmit-contact-form', 'anonymous', {
    name: '',
    email: 'a@example.com',
    message: 'm',
  }),
  body('contact: 1 MB message', 'POST', '/userssubmit-contact-form', 'anonymous', {
    name: 'n',
    email: 'a@example.com',
    message: MB,
  }),
  body('contact: HTML email', 'POST', '/userssubmit-contact-form', 'anonymous', {
    name: 'n',
    email: HTML,
    message: 'm',
  }),
  body('enterprise: blank name', 'POST', '/enterprises/', 'user', { name: '   ' }),
  body('enterprise: 1 MB name', 'POST', '/enterprises/', 'user', { name: MB }),
  body('enterprise: name as object', 'PATCH', '/enterprises/1', 'admin', { name: { $ne: null } }),
  {
    name: 'login: missing username',
    method: 'POST',
    url: '/login/access-token',
    form: { password: PASSWORD },
    status: 422,
  },
  {
    name: 'login: 1 MB password',
    method: 'POST',
    url: '/login/access-token',
    form: { username: 'a@b.c', password: MB },
    status: 422,
  },
  {
    name: 'login: SQL username',
    method: 'POST',
    url: '/login/access-token',
    form: { username: `${SQL}' OR '1'='1`, password: PASSWORD },
    status: 400,
  },
  {
    name: 'login: HTML password',
    method: 'POST',
    url: '/login/access-token',
    form: { username: 'a@b.c', password: HTML },
    status: 400,
  },
  ...[
    'skip=-1',
    'limit=0',
    'limit=1001',
    'limit=-5',
    'skip=1e30',
    'skip=99999999999',
    'skip=abc',
    'limit=1.5',
    `skip=${encodeURIComponent(SQL)}`,
  ].map((q): Case => ({
    name: `users list: ${q}`,
    method: 'GET',
    url: `/users/?${q}`,
    who: 'admin',
    status: 422,
  })),
  ...[
    'abc',
    '1.5',
    '-1',
    '0',
    '99999999999',
    `1${encodeURIComponent(SQL)}`,
    encodeURIComponent(HTML),
  ].map((id): Case => ({
    name: `user id ${id.slice(0, 20)}`,
    method: 'GET',
    url: `/users/${id}`,
    who: 'admin',
    status: 422,
  })),
  { name: 'delete user id abc', method: 'DELETE', url: '/users/abc', who: 'admin', status: 422 },
  { name: 'enterprise id abc', method: 'GET', url: '/enterprises/abc', who: 'admin', status: 422 },
  {
    name: 'link: missing email',
    method: 'POST',
    url: '/users/link_user_to_enterprise',
    who: 'admin',
    status: 422,
  },
  {
    name: 'link: bad email',
    method: 'POST',
    url: `/users/link_user_to_enterprise?email=${encodeURIComponent(SQL)}`,
    who: 'admin',
    status: 422,
  },
  {
    name: 'link: enterprise_id abc',
    method: 'POST',
    url: '/users/link_user_to_enterprise?email=a@b.co&enterprise_id=abc',
    who: 'admin',
    status: 422,
  },
  {
    name: 'link: unknown role',
    method: 'POST',
    url: '/users/link_user_to_enterprise?email=a@b.co&role=owner',
    who: 'admin',
    status: 422,
  },
  {
    name: 'recovery: not an email',
    method: 'POST',
    url: '/password-recovery/not-an-email',
    status: 422,
  },
  {
    name: 'recovery: 300-char email',
    method: 'POST',
    url: `/password-recovery/${'a'.repeat(290)}@x.com`,
    status: 422,
  },
  {
    name: 'recovery: SQL email',
    method: 'POST',
    url: `/password-recovery/${encodeURIComponent(SQL)}`,
    status: 422,
  },
];

describe('bad input: right 4xx, never 5xx, nothing changed', () => {
  it.each(CASES)('$name → $status', async (c) => {
    const before = await fingerprint();
    const headers: Record<string, string> = {};
    if (c.who === 'user') Object.assign(headers, bearerFor(t, user));
    if (c.who === 'admin') Object.assign(headers, bearerFor(t, admin));
    let payload: string | object | undefined = c.payload as object | undefined;
    if (c.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(c.form).toString();
    }
    const res = await t.app.inject({ method: c.method, url: `/api/v1${c.url}`, headers, payload });
    expect(res.statusCode).toBe(c.status);
    const detail = res.json().detail;
    if (c.status === 422) {
      expect(Array.isArray(detail)).toBe(true);
      for (const issue of detail) {
        expect(issue).toEqual({
          loc: expect.any(Array),
          msg: expect.any(String),
          type: expect.any(String),
        });
      }
    } else {
      expect(typeof detail).toBe('string');
    }
    expect(res.body.length).toBeLessThan(5000);
    expect(await fingerprint()).toBe(before);
  });
});

describe('SQL and HTML in free-text fields are stored and returned verbatim', () => {
  it('keeps names exactly and the tables intact', async () => {
    const h = bearerFor(t, user);
    const name = `${SQL} ${HTML}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: h,
      payload: { full_name: name },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().full_name).toBe(name);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h });
    expect(me.json().full_name).toBe(name);
  });
});

describe('bad bearer tokens: 401, nothing served', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const claims = () => ({
    sub: String(user.id),
    purpose: 'access',
    ver: user.tokenVersion,
    iat: now(),
    exp: now() + 600,
    jti: 'j',
  });

  const tokens: [string, () => string][] = [
    [
      'forged with another key',
      () =>
        signToken(Buffer.from('z'.repeat(32)), {
          sub: String(user.id),
          purpose: 'access',
          ver: 0,
          ttlSeconds: 600,
        }),
    ],
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    [
      'tampered sub (another user)',
      () => {
        const good = bearerFor(t, user).authorization.slice(7).split('.');
        return `${good[0]}.${b64({ ...claims(), sub: String(admin.id) })}.${good[2]}`;
      },
    ],
    [
      'HS256 signed with the raw SECRET_KEY',
      () => {
        const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims())}`;
        return `${data}.${createHmac('sha256', t.env.SECRET_KEY!).update(data).digest('base64url')}`;
      },
    ],
    [
      'expired',
      () =>
        signToken(t.app.ctx.keys.jwt, {
          sub: String(user.id),
          purpose: 'access',
          ver: 0,
          ttlSeconds: 60,
          now: now() - 3600,
        }),
    ],
    ['reset token', () => issueResetToken(t.app.ctx, user)],
    ['two-step token', () => issueTwoStepToken(t.app.ctx, user)],
    [
      'older token version',
      () =>
        signToken(t.app.ctx.keys.jwt, {
          sub: String(user.id),
          purpose: 'access',
          ver: user.tokenVersion - 1,
          ttlSeconds: 600,
        }),
    ],
    [
      'unknown user',
      () =>
        signToken(t.app.ctx.keys.jwt, {
          sub: '2147483000',
          purpose: 'access',
          ver: 0,
          ttlSeconds: 600,
        }),
    ],
    ['garbage', () => 'garbage'],
    ['1 MB', () => MB],
  ];

  it.each(tokens)('%s', async (_name, make) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${make()}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ detail: 'Could not validate credentials' });
  });
});
