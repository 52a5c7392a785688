import { eq } from 'drizzle-orm';
import { drafts, generations, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser, login, PASSWORD, uniqueEmail } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('open registration', () => {
  it('creates an ordinary active user and refuses a taken email (any case)', async () => {
    const email = uniqueEmail('reg');
    const res = await call(
      'POST',
      '/users/open',
      {},
      { email, password: PASSWORD, full_name: 'Reg' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      full_name: 'Reg',
      is_active: true,
      is_superuser: false,
    });
    expect((await login(t, email)).statusCode).toBe(200);
    const again = await call(
      'POST',
      '/users/open',
      {},
      { email: email.toUpperCase(), password: PASSWORD },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'The user with this email already exists in the system',
    });
  });

  it('ignores privilege fields', async () => {
    const email = uniqueEmail('sneaky');
    const res = await call(
      'POST',
      '/users/open',
      {},
      { email, password: PASSWORD, is_superuser: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().is_superuser).toBe(false);
  });

  it('answers 403 when USERS_OPEN_REGISTRATION=false', async () => {
    const closed = await buildTestApp({ USERS_OPEN_REGISTRATION: 'false' });
    const res = await closed.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    await closed.close();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Open user registration is forbidden on this server' });
  });
});

describe('/users/me', () => {
  it('updates own name and email, never privileges; 409 on a taken email', async () => {
    const user = await insertUser(t);
    const other = await insertUser(t);
    const h = bearerFor(t, user);
    const newEmail = uniqueEmail('Renamed').toUpperCase();
    const res = await call('PATCH', '/users/me', h, {
      full_name: 'New Name',
      email: newEmail,
      is_superuser: true,
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'New Name',
      email: newEmail.toLowerCase(),
      is_superuser: false,
      is_active: true,
    });
    const taken = await call('PATCH', '/users/me', h, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'The user with this email already exists in the system',
    });
  });

  it('changes the password with the current one, revoking the old token and giving a new one', async () => {
    const user = await insertUser(t);
    const h = bearerFor(t, user);
    const wrong = await call('PATCH', '/users/me/password', h, {
      current_password: 'not my password',
      new_password: 'another password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Incorrect password' });
    const same = await call('PATCH', '/users/me/password', h, {
      current_password: PASSWORD,
      new_password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: 'New password cannot be the same as the current one' });
    const ok = await call('PATCH', '/users/me/password', h, {
      current_password: PASSWORD,
      new_password: 'another password',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Password updated successfully',
      access_token: expect.any(String),
      token_type: 'bearer',
    });
    expect((await call('GET', '/users/me', h)).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${ok.json().access_token}` };
    expect((await call('GET', '/users/me', fresh)).statusCode).toBe(200);
    expect((await login(t, user.email, 'another password')).statusCode).toBe(200);
  });

  it('lets a user delete itself but not a superuser', async () => {
    const user = await insertUser(t);
    const res = await call('DELETE', '/users/me', bearerFor(t, user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const admin = await insertUser(t, { isSuperuser: true });
    const refused = await call('DELETE', '/users/me', bearerFor(t, admin));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
  });
});

describe('superuser administration', () => {
  it('lists users with skip/limit and the total count', async () => {
    const admin = await insertUser(t, { isSuperuser: true });
    const h = bearerFor(t, admin);
    const all = await call('GET', '/users/', h);
    expect(all.statusCode).toBe(200);
    const { data, count } = all.json();
    expect(data).toHaveLength(count);
    const page = await call('GET', '/users/?skip=1&limit=2', h);
    expect(page.json()).toEqual({ data: data.slice(1, 3), count });
    expect((await call('GET', `/users/?skip=${count}`, h)).json()).toEqual({ data: [], count });
  });

  it('creates, reads, updates and deletes a user', async () => {
    const admin = await insertUser(t, { isSuperuser: true });
    const h = bearerFor(t, admin);
    const email = uniqueEmail('made');
    const made = await call('POST', '/users/', h, {
      email,
      password: PASSWORD,
      is_superuser: true,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      email,
      is_superuser: true,
      is_active: true,
      full_name: null,
    });
    const id = made.json().id as number;
    expect((await call('POST', '/users/', h, { email, password: PASSWORD })).statusCode).toBe(409);

    expect((await call('GET', `/users/${id}`, h)).json()).toEqual(made.json());
    const updated = await call('PATCH', `/users/${id}`, h, {
      full_name: 'Made',
      is_superuser: false,
      password: 'changed by admin',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, full_name: 'Made', is_superuser: false });
    expect((await login(t, email, 'changed by admin')).statusCode).toBe(200);

    const del = await call('DELETE', `/users/${id}`, h);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'User deleted successfully' });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, `/users/${id}`, h, method === 'PATCH' ? {} : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'User not found' });
    }
  });

  it('deactivating a user revokes its tokens and blocks its login', async () => {
    const admin = await insertUser(t, { isSuperuser: true });
    const user = await insertUser(t);
    const userToken = bearerFor(t, user);
    const res = await call('PATCH', `/users/${user.id}`, bearerFor(t, admin), { is_active: false });
    expect(res.json()).toMatchObject({ is_active: false });
    expect((await call('GET', '/users/me', userToken)).statusCode).toBe(401);
    expect((await login(t, user.email)).json()).toEqual({ detail: 'Inactive user' });
    await call('PATCH', `/users/${user.id}`, bearerFor(t, admin), { is_active: true });
    expect((await call('GET', '/users/me', userToken)).statusCode).toBe(401);
    expect((await login(t, user.email)).statusCode).toBe(200);
  });

  it('refuses a superuser deleting, deactivating or demoting itself; 409 on a taken email', async () => {
    const admin = await insertUser(t, { isSuperuser: true });
    const other = await insertUser(t);
    const h = bearerFor(t, admin);
    const del = await call('DELETE', `/users/${admin.id}`, h);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
    for (const body of [{ is_active: false }, { is_superuser: false }]) {
      const res = await call('PATCH', `/users/${admin.id}`, h, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Super users cannot deactivate or demote themselves' });
    }
    const taken = await call('PATCH', `/users/${other.id}`, h, { email: admin.email });
    expect(taken.statusCode).toBe(409);
  });
});

describe('get_user_details', () => {
  it('returns the user with no enterprise, the free plan and zero usage', async () => {
    const user = await insertUser(t);
    const res = await call('GET', '/users/get_user_details', bearerFor(t, user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      enterprise: null,
      plan: 'free',
      usage: { drafts: 0, generations: 0, generations_this_month: 0, enterprise_members: null },
    });
  });

  it('counts the drafts and generations of the user (this UTC month apart)', async () => {
    const user = await insertUser(t);
    const other = await insertUser(t);
    const sections = {} as typeof drafts.$inferInsert.sections;
    const [draft] = await t.database.db
      .insert(drafts)
      .values([
        { ownerId: user.id, sections },
        { ownerId: user.id, sections },
        { ownerId: other.id, sections },
      ])
      .returning();
    const generation = (ownerId: number, createdAt: Date) => ({
      id: crypto.randomUUID(),
      ownerId,
      draftId: draft!.id,
      target: 'claims',
      sections: ['claims'],
      engine: 'offline',
      model: 'offline',
      state: 'finished' as const,
      instanceId: 'test',
      createdAt,
    });
    const lastYear = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await t.database.db
      .insert(generations)
      .values([
        generation(user.id, new Date()),
        generation(user.id, lastYear),
        generation(other.id, new Date()),
      ]);
    const res = await call('GET', '/users/get_user_details', bearerFor(t, user));
    expect(res.json().usage).toEqual({
      drafts: 2,
      generations: 2,
      generations_this_month: 1,
      enterprise_members: null,
    });
  });
});
