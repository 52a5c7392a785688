import { enterprises, type UserRow } from '../../src/server/db/schema';
import { issueResetToken } from '../../src/server/services/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser, PASSWORD, uniqueEmail } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_LIMIT_PER_IP: '100000',
    ABUSE_LIMIT_PER_IP: '100000',
    RECOVERY_LIMIT_PER_EMAIL: '100000',
  });
});
afterAll(() => t.close());

const ACTORS = ['anonymous', 'user', 'another user', 'enterprise admin', 'superuser'] as const;
type Actor = (typeof ACTORS)[number];

/** Fresh fixtures for one cell: `user` is the subject of /users/{id}; `member` belongs to `firm`. */
interface World {
  user: UserRow;
  another: UserRow;
  admin: UserRow;
  member: UserRow;
  loner: UserRow;
  superuser: UserRow;
  firm: number;
}

/** Firm names are unique: each world and each create or rename gets its own. */
let named = 0;
const firmName = (base: string) => `${base} ${++named}`;

async function makeWorld(): Promise<World> {
  const [firm] = await t.database.db
    .insert(enterprises)
    .values({ name: firmName('Firm') })
    .returning();
  const inFirm = { enterpriseId: firm!.id };
  return {
    user: await insertUser(t),
    another: await insertUser(t),
    admin: await insertUser(t, { ...inFirm, enterpriseRole: 'admin' }),
    member: await insertUser(t, { ...inFirm, enterpriseRole: 'member' }),
    loner: await insertUser(t),
    superuser: await insertUser(t, { isSuperuser: true }),
    firm: firm!.id,
  };
}

function actorUser(w: World, actor: Actor): UserRow | null {
  const map = {
    user: w.user,
    'another user': w.another,
    'enterprise admin': w.admin,
    superuser: w.superuser,
  };
  return actor === 'anonymous' ? null : map[actor];
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Row {
  endpoint: string;
  request: (w: World) => {
    method: Method;
    url: string;
    payload?: object;
    form?: Record<string, string>;
  };
  /** Expected status for anonymous, user, another user, enterprise admin, superuser. */
  expected: [number, number, number, number, number];
}

const MATRIX: Row[] = [
  {
    endpoint: 'GET /health',
    request: () => ({ method: 'GET', url: '/health' }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /login/access-token',
    request: (w) => ({
      method: 'POST',
      url: '/login/access-token',
      form: { username: w.user.email, password: PASSWORD },
    }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /login/two-step',
    request: () => ({
      method: 'POST',
      url: '/login/two-step',
      payload: { two_step_token: 'a.b.c', code: '123456' },
    }),
    expected: [400, 400, 400, 400, 400],
  },
  {
    endpoint: 'POST /login/test-token',
    request: () => ({ method: 'POST', url: '/login/test-token' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /password-recovery/{email}',
    request: (w) => ({ method: 'POST', url: `/password-recovery/${w.user.email}` }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /reset-password/',
    request: (w) => ({
      method: 'POST',
      url: '/reset-password/',
      payload: { token: issueResetToken(t.app.ctx, w.user), new_password: 'new password 1' },
    }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    endpoint: 'GET /users/',
    request: () => ({ method: 'GET', url: '/users/' }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    endpoint: 'POST /users/',
    request: () => ({
      method: 'POST',
      url: '/users/',
      payload: { email: uniqueEmail('m'), password: PASSWORD },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    endpoint: 'POST /users/invite',
    request: () => ({ method: 'POST', url: '/users/invite', payload: { email: uniqueEmail('i') } }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    endpoint: 'GET /users/me',
    request: () => ({ method: 'GET', url: '/users/me' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    endpoint: 'PATCH /users/me',
    request: () => ({ method: 'PATCH', url: '/users/me', payload: { full_name: 'Me' } }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    endpoint: 'DELETE /users/me',
    request: () => ({ method: 'DELETE', url: '/users/me' }),
    expected: [401, 200, 200, 200, 403],
  },
  {
    endpoint: 'PATCH /users/me/password',
    request: () => ({
      method: 'PATCH',
      url: '/users/me/password',
      payload: { current_password: PASSWORD, new_password: 'new password 2' },
    }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /users/open',
    request: () => ({
      method: 'POST',
      url: '/users/open',
      payload: { email: uniqueEmail('o'), password: PASSWORD },
    }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    endpoint: 'GET /users/get_user_details',
    request: () => ({ method: 'GET', url: '/users/get_user_details' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /users/link_user_to_enterprise',
    request: (w) => ({
      method: 'POST',
      url: `/users/link_user_to_enterprise?email=${w.loner.email}&enterprise_id=${w.firm}`,
    }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    endpoint: 'DELETE /users/link_user_to_enterprise',
    request: (w) => ({
      method: 'DELETE',
      url: `/users/link_user_to_enterprise?email=${w.member.email}&enterprise_id=${w.firm}`,
    }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    endpoint: 'POST /users/accept_enterprise_invitation',
    request: (w) => ({
      method: 'POST',
      url: '/users/accept_enterprise_invitation',
      payload: { token: 'a.b.c', enterprise_id: w.firm, role: 'admin' },
    }),
    // Only the invitee, with the mailed token, joins: a made-up invitation is refused for all.
    expected: [401, 400, 400, 400, 400],
  },
  {
    endpoint: 'POST /userssubmit-contact-form',
    request: () => ({
      method: 'POST',
      url: '/userssubmit-contact-form',
      payload: { name: 'N', email: 'n@example.com', message: 'Hi' },
    }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    endpoint: 'GET /users/{user_id}',
    request: (w) => ({ method: 'GET', url: `/users/${w.user.id}` }),
    expected: [401, 200, 403, 403, 200],
  },
  {
    endpoint: 'PATCH /users/{user_id}',
    request: (w) => ({ method: 'PATCH', url: `/users/${w.user.id}`, payload: { full_name: 'X' } }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    endpoint: 'DELETE /users/{user_id}',
    request: (w) => ({ method: 'DELETE', url: `/users/${w.user.id}` }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    endpoint: 'GET /enterprises/',
    request: () => ({ method: 'GET', url: '/enterprises/' }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    endpoint: 'POST /enterprises/',
    request: () => ({
      method: 'POST',
      url: '/enterprises/',
      payload: { name: firmName('New firm') },
    }),
    expected: [401, 200, 200, 409, 200],
  },
  {
    endpoint: 'GET /enterprises/{id}',
    request: (w) => ({ method: 'GET', url: `/enterprises/${w.firm}` }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    endpoint: 'PATCH /enterprises/{id}',
    request: (w) => ({
      method: 'PATCH',
      url: `/enterprises/${w.firm}`,
      payload: { name: firmName('Renamed') },
    }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    endpoint: 'GET /enterprises/{id}/users',
    request: (w) => ({ method: 'GET', url: `/enterprises/${w.firm}/users` }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    endpoint: 'POST /two-step/enrol',
    request: () => ({ method: 'POST', url: '/two-step/enrol' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    endpoint: 'POST /two-step/confirm',
    request: () => ({ method: 'POST', url: '/two-step/confirm', payload: { code: '123456' } }),
    expected: [401, 400, 400, 400, 400],
  },
  {
    endpoint: 'POST /two-step/disable',
    request: () => ({
      method: 'POST',
      url: '/two-step/disable',
      payload: { password: PASSWORD, code: '123456' },
    }),
    expected: [401, 409, 409, 409, 409],
  },
  {
    endpoint: 'POST /two-step/recovery-codes',
    request: () => ({
      method: 'POST',
      url: '/two-step/recovery-codes',
      payload: { password: PASSWORD, code: '123456' },
    }),
    expected: [401, 409, 409, 409, 409],
  },
];

const cells = MATRIX.flatMap((row) =>
  ACTORS.map((actor, i) => ({ endpoint: row.endpoint, actor, row, status: row.expected[i]! })),
);

describe('authorization matrix', () => {
  it.each(cells)('$endpoint as $actor → $status', async ({ actor, row, status }) => {
    const w = await makeWorld();
    const req = row.request(w);
    const who = actorUser(w, actor);
    const headers: Record<string, string> = who ? bearerFor(t, who) : {};
    let payload: string | object | undefined = req.payload;
    if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(req.form).toString();
    }
    const res = await t.app.inject({
      method: req.method,
      url: `/api/v1${req.url}`,
      headers,
      payload,
    });
    expect({ status: res.statusCode, body: res.statusCode >= 400 ? res.json() : 'ok' }).toEqual({
      status,
      body: status >= 400 ? { detail: expect.anything() } : 'ok',
    });
    if (status === 401) expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('covers every method and path of the API (from the OpenAPI document)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const normalize = (path: string) => path.replace(/\{[a-z_]+\}/g, '{id}');
    const listed = new Set(MATRIX.map((r) => normalize(r.endpoint)));
    const accountPaths =
      /^\/api\/v1(\/health|\/login|\/password-recovery|\/reset-password|\/users|\/userssubmit|\/enterprises|\/two-step)/;
    const documented = Object.entries(doc.paths)
      .filter(([path]) => accountPaths.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) =>
          normalize(`${m.toUpperCase()} ${path.slice('/api/v1'.length)}`),
        ),
      );
    expect(documented.length).toBe(MATRIX.length);
    expect(new Set(documented)).toEqual(listed);
  });
});
