import { sql } from 'drizzle-orm';
import type { UserRow } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser, PASSWORD, uniqueEmail } from '../support/users';

let t: TestApp;
let user: UserRow;
let admin: UserRow;
let draftId: string;
let enterpriseId: number;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_LIMIT_PER_IP: '100000', ABUSE_LIMIT_PER_IP: '100000' });
  user = await insertUser(t, { fullName: 'Plain User' });
  admin = await insertUser(t, { isSuperuser: true });
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts',
    headers: bearerFor(t, user),
    payload: { title: 'T' },
  });
  draftId = draft.json().id;
  const ent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/enterprises/',
    headers: bearerFor(t, admin),
    payload: { name: 'Acme' },
  });
  enterpriseId = ent.json().id;
});
afterAll(() => t.close());

/** Rows of every table a refused request could have written to. */
async function fingerprint(): Promise<string> {
  const tables = [
    'users',
    'enterprises',
    'contact_messages',
    'outbox',
    'drafts',
    'draft_revisions',
  ];
  const rows = await Promise.all(
    tables.map((name) => t.database.db.execute(sql.raw(`select * from ${name} order by 1`))),
  );
  return JSON.stringify(rows.map((r) => (r as unknown as { rows: unknown[] }).rows));
}

type Who = 'anonymous' | 'user' | 'admin';
const BAD = { nul: 'a\u0000b', surrogate: 'x\ud800y', lowSurrogate: '\udc00' };

/** Each endpoint the outside probe found answering 500, with the field that carries the text. */
const ENDPOINTS: {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  who: Who;
  body: (bad: string) => Record<string, unknown>;
  loc: (string | number)[];
  form?: boolean;
}[] = [
  {
    name: 'registration full_name',
    method: 'POST',
    url: () => '/users/open',
    who: 'anonymous',
    body: (bad) => ({ email: uniqueEmail(), password: PASSWORD, full_name: bad }),
    loc: ['body', 'full_name'],
  },
  {
    name: 'contact form message',
    method: 'POST',
    url: () => '/userssubmit-contact-form',
    who: 'anonymous',
    body: (bad) => ({ name: 'n', email: 'a@example.com', message: bad }),
    loc: ['body', 'message'],
  },
  {
    name: 'login username',
    method: 'POST',
    url: () => '/login/access-token',
    who: 'anonymous',
    body: (bad) => ({ username: bad, password: PASSWORD }),
    loc: ['body', 'username'],
    form: true,
  },
  {
    name: 'PATCH /users/me',
    method: 'PATCH',
    url: () => '/users/me',
    who: 'user',
    body: (bad) => ({ full_name: bad }),
    loc: ['body', 'full_name'],
  },
  {
    name: 'enterprise create',
    method: 'POST',
    url: () => '/enterprises/',
    who: 'user',
    body: (bad) => ({ name: bad }),
    loc: ['body', 'name'],
  },
  {
    name: 'enterprise rename',
    method: 'PATCH',
    url: () => `/enterprises/${enterpriseId}`,
    who: 'admin',
    body: (bad) => ({ name: bad }),
    loc: ['body', 'name'],
  },
  {
    name: 'superuser create',
    method: 'POST',
    url: () => '/users/',
    who: 'admin',
    body: (bad) => ({ email: uniqueEmail(), password: PASSWORD, full_name: bad }),
    loc: ['body', 'full_name'],
  },
  {
    name: 'superuser update',
    method: 'PATCH',
    url: () => `/users/${user.id}`,
    who: 'admin',
    body: (bad) => ({ full_name: bad }),
    loc: ['body', 'full_name'],
  },
  {
    name: 'draft sections',
    method: 'PATCH',
    url: () => `/drafts/${draftId}`,
    who: 'user',
    body: (bad) => ({ version: 1, sections: { disclosure: bad } }),
    loc: ['body', 'sections', 'disclosure'],
  },
  {
    name: 'draft title',
    method: 'POST',
    url: () => '/drafts',
    who: 'user',
    body: (bad) => ({ title: bad }),
    loc: ['body', 'title'],
  },
];

function headersFor(who: Who): Record<string, string> {
  if (who === 'user') return bearerFor(t, user);
  if (who === 'admin') return bearerFor(t, admin);
  return {};
}

describe('the text rule', () => {
  for (const e of ENDPOINTS) {
    for (const [kind, bad] of Object.entries(BAD)) {
      it(`${e.name}: ${kind} → 422 naming the field, nothing stored`, async () => {
        const before = await fingerprint();
        const body = e.body(bad);
        const res = await t.app.inject({
          method: e.method,
          url: `/api/v1${e.url()}`,
          headers: {
            ...headersFor(e.who),
            ...(e.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          payload: e.form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : (body as object),
        });
        if (e.form && kind !== 'nul') {
          // A lone surrogate has no UTF-8 form: URLSearchParams sends U+FFFD's bytes, which are
          // valid text, so only the NUL reaches the rule through a form.
          expect(res.statusCode).not.toBeGreaterThanOrEqual(500);
          return;
        }
        expect(res.statusCode).toBe(422);
        expect(res.json().detail).toEqual([
          expect.objectContaining({ loc: e.loc, type: 'string_text' }),
        ]);
        expect(await fingerprint()).toBe(before);
      });
    }
  }

  it('refuses a NUL in the path and the query', async () => {
    const path = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password-recovery/a%00b@x.com',
    });
    expect(path.statusCode).toBe(422);
    expect(path.json().detail[0].loc).toEqual(['path', 'email']);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/?skip=%00',
      headers: bearerFor(t, admin),
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().detail[0].loc).toEqual(['query', 'skip']);
  });
});

describe('bodies and content types', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses invalid UTF-8 instead of storing U+FFFD', async () => {
    const before = await fingerprint();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: { ...bearerFor(t, user), ...json },
      payload: Buffer.concat([
        Buffer.from('{"full_name":"Jos'),
        Buffer.from([0xe9]),
        Buffer.from('"}'),
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body'], type: 'utf8_invalid' });
    expect(await fingerprint()).toBe(before);
  });

  it('refuses another charset with 415', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: { ...bearerFor(t, user), 'content-type': 'application/json; charset=iso-8859-1' },
      payload: Buffer.from('{"full_name":"Jos\u00e9"}', 'latin1'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/charset: iso-8859-1/);
    const utf8 = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: { ...bearerFor(t, user), 'content-type': 'application/json; charset=UTF-8' },
      payload: Buffer.from('{"full_name":"Jos\u00e9"}', 'utf8'),
    });
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json().full_name).toBe('Jos\u00e9');
  });

  it('refuses a form body on a JSON route and text/plain anywhere', async () => {
    const before = await fingerprint();
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(uniqueEmail())}&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userssubmit-contact-form',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(await fingerprint()).toBe(before);
  });

  it('checks the bearer token before the body on a protected route', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: json,
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(401);
  });
});
