import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../support/app';
import { insertUser, login, PASSWORD } from '../support/users';

/** Lockout that an attacker cannot aim at the account's owner. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_LIMIT_PER_ACCOUNT: '4',
    LOGIN_LIMIT_ACCOUNT_ALL_SOURCES: '6',
    LOGIN_LIMIT_PER_IP: '1000',
    ABUSE_LIMIT_PER_IP: '1000',
  });
});
afterAll(() => t.close());

function loginWithCookie(email: string, password: string, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: {
      'x-forwarded-for': ip,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
}

async function alerts(email: string): Promise<number> {
  await t.app.ctx.mailer.flush();
  const rows = await t.database.db.execute(
    sql`select 1 from outbox where to_address = ${email} and kind = 'login_alert'`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

describe('account lockout', () => {
  it('an attacker from many addresses blocks strangers, not the owner’s known browser; the owner is told once', async () => {
    const user = await insertUser(t);
    const first = await login(t, user.email, PASSWORD, '192.0.2.1');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^cw_device=[^;]+; Path=\/api\/v1\/login; .*HttpOnly; SameSite=Strict/,
    );
    const cookie = setCookie.split(';')[0]!;

    for (let i = 0; i < 6; i++) {
      expect((await login(t, user.email, 'wrong password', `198.51.100.${i}`)).statusCode).toBe(
        400,
      );
    }
    // The account's all-sources limit is spent: an unknown browser is refused even with the password…
    expect((await login(t, user.email, PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    // …the owner's known browser is not.
    expect((await loginWithCookie(user.email, PASSWORD, '203.0.113.8', cookie)).statusCode).toBe(
      200,
    );
    expect(await alerts(user.email)).toBe(1);
    // A cookie of another account does not help.
    const other = await insertUser(t);
    expect((await loginWithCookie(other.email, PASSWORD, '203.0.113.9', cookie)).statusCode).toBe(
      200,
    );
  });

  it('a fresh password reset clears every count', async () => {
    const user = await insertUser(t);
    for (let i = 0; i < 7; i++) await login(t, user.email, 'wrong password', `198.51.101.${i}`);
    expect((await login(t, user.email, PASSWORD, '203.0.113.20')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` });
    await t.app.ctx.mailer.flush();
    const mail = await t.database.db.execute(
      sql`select text_body from outbox where to_address = ${user.email} and kind = 'password_reset'`,
    );
    const text = (mail as unknown as { rows: { text_body: string }[] }).rows[0]!.text_body;
    const token = /token=([^\s]+)/.exec(text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, user.email, 'a brand new password', '203.0.113.21')).statusCode).toBe(
      200,
    );
  });
});
