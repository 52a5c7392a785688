import { buildApp } from '../../src/server/app';
import { buildTestApp, type TestApp } from '../support/app';
import { insertUser, login, PASSWORD, uniqueEmail } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_LIMIT_PER_ACCOUNT: '3',
    LOGIN_LIMIT_PER_IP: '6',
    LOGIN_LIMIT_WINDOW_SECONDS: '900',
    ABUSE_LIMIT_PER_IP: '2',
    RECOVERY_LIMIT_PER_EMAIL: '2',
    ABUSE_LIMIT_WINDOW_SECONDS: '3600',
  });
});
afterAll(() => t.close());

function expect429(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  max: number,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ detail: 'Too many attempts, try again later' });
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(max);
}

describe('login rate limits', () => {
  it('per account and source: a 4th attempt from the same address gets 429, right password or not', async () => {
    const user = await insertUser(t);
    for (let i = 0; i < 3; i++) {
      // Growing delays: the first block (half the allowance) lasts a minute, then the window.
      const res = await login(t, user.email, 'wrong password', '10.0.0.1');
      if (i < 2) expect(res.statusCode).toBe(400);
      else expect429(res, 60);
    }
    expect429(await login(t, user.email, PASSWORD, '10.0.0.1'), 900);
    // Somebody else's wrong passwords do not lock the owner out elsewhere.
    expect((await login(t, user.email.toUpperCase(), PASSWORD, '10.0.0.10')).statusCode).toBe(200);
  });

  it('per account: a successful login clears the failures', async () => {
    const user = await insertUser(t);
    await login(t, user.email, 'wrong password', '10.0.1.1');
    expect((await login(t, user.email, PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    await login(t, user.email, 'wrong password', '10.0.1.1');
    expect((await login(t, user.email, PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('per IP: one address trying many accounts is stopped; another address is not', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await login(t, uniqueEmail('spray'), 'whatever1', '10.0.2.1')).statusCode).toBe(400);
    }
    expect429(await login(t, uniqueEmail('spray'), 'whatever1', '10.0.2.1'), 900);
    const user = await insertUser(t);
    expect((await login(t, user.email, PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('holds across two app instances on one database', async () => {
    const second = await buildApp({ env: t.env, database: t.database });
    await second.ready();
    const user = await insertUser(t);
    const attempt = (app: typeof second) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login/access-token',
        headers: {
          'x-forwarded-for': '10.0.3.1',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          username: user.email,
          password: 'wrong password',
        }).toString(),
      });
    expect((await attempt(t.app)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    expect429(await attempt(t.app), 60);
    await second.close();
  });
});

describe('abuse limits', () => {
  const contact = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/userssubmit-contact-form',
      headers: { 'x-forwarded-for': ip },
      payload: { name: 'N', email: 'n@example.com', message: 'hello' },
    });

  it('contact form per IP', async () => {
    expect((await contact('10.0.4.1')).statusCode).toBe(200);
    expect((await contact('10.0.4.1')).statusCode).toBe(200);
    expect429(await contact('10.0.4.1'), 3600);
    expect((await contact('10.0.4.2')).statusCode).toBe(200);
  });

  it('password recovery per email, whether or not it exists', async () => {
    const recover = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/password-recovery/${email}`,
        headers: { 'x-forwarded-for': ip },
      });
    for (const email of [(await insertUser(t)).email, 'nobody-at-all@example.com']) {
      expect((await recover(email, '10.0.5.1')).statusCode).toBe(200);
      expect((await recover(email, '10.0.5.2')).statusCode).toBe(200);
      expect429(await recover(email, '10.0.5.3'), 3600);
    }
  });

  it('does not trust X-Forwarded-For from a public address', async () => {
    const fromPublic = (forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/userssubmit-contact-form',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': forwarded },
        payload: { name: 'N', email: 'n@example.com', message: 'hello' },
      });
    expect((await fromPublic('10.9.9.1')).statusCode).toBe(200);
    expect((await fromPublic('10.9.9.2')).statusCode).toBe(200);
    expect429(await fromPublic('10.9.9.3'), 3600);
  });
});
