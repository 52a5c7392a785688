import { buildTestApp, type TestApp } from '../support/app';
import { authHeader, bearerFor, insertUser, login, PASSWORD } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /login/access-token', () => {
  it('returns a bearer token for the right email and password (any case)', async () => {
    const user = await insertUser(t);
    const res = await login(t, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers 400 alike for a wrong password and an unknown email', async () => {
    const user = await insertUser(t);
    const wrong = await login(t, user.email, 'wrong password');
    const unknown = await login(t, 'nobody@example.com', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Incorrect email or password' });
    }
  });

  it('refuses an inactive user', async () => {
    const user = await insertUser(t, { isActive: false });
    const res = await login(t, user.email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Inactive user' });
  });

  it('takes only a form body, as FastAPI does, and requires both fields', async () => {
    const user = await insertUser(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: { username: user.email, password: PASSWORD },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toMatch(/application\/x-www-form-urlencoded/);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40b.c',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      detail: [{ loc: ['body', 'password'], msg: 'Field required', type: 'missing' }],
    });
  });
});

describe('POST /login/test-token', () => {
  it('returns the current user', async () => {
    const user = await insertUser(t, { fullName: 'Ada' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: await authHeader(t, user.email),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: 'Ada',
      is_active: true,
      is_superuser: false,
      enterprise_id: null,
      enterprise_role: null,
      two_step_enabled: false,
      created_at: user.createdAt.toISOString(),
    });
  });

  it('answers 401 with WWW-Authenticate when the header is missing or not Bearer', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login/test-token', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('answers 401 for a token of a deleted user and 400 for a deactivated one', async () => {
    const gone = await insertUser(t);
    const goneHeader = bearerFor(t, gone);
    const idle = await insertUser(t);
    const idleHeader = bearerFor(t, idle);
    const admin = await insertUser(t, { isSuperuser: true });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${gone.id}`,
      headers: bearerFor(t, admin),
    });
    await t.database.db.execute(`update users set is_active = false where id = ${idle.id}`);
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: goneHeader,
    });
    expect(a.statusCode).toBe(401);
    expect(a.json()).toEqual({ detail: 'Could not validate credentials' });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: idleHeader,
    });
    expect(b.statusCode).toBe(400);
    expect(b.json()).toEqual({ detail: 'Inactive user' });
  });
});
