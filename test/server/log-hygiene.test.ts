import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/env';
import { loggableUrl } from '../../src/server/logger';
import { openTestDatabase } from '../support/database';
import type { TestApp } from '../support/app';
import { insertUser, login, PASSWORD, totpCode } from '../support/users';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const database = await openTestDatabase();
  const env = parseEnv({
    LOG_LEVEL: 'trace',
    SECRET_KEY: 'log-hygiene-secret-log-hygiene-secret',
    CLIENT_DIR: '/nonexistent',
  });
  const app = await buildApp({ env, database, logStream: { write: (l) => void lines.push(l) } });
  await app.ready();
  t = { app, database, env, close: async () => (await app.close(), await database.close()) };
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain passwords, tokens, codes or secrets', async () => {
    const secrets: string[] = [PASSWORD, 'a new password 77', t.env.SECRET_KEY!];
    const user = await insertUser(t);
    const token = (await login(t, user.email)).json().access_token as string;
    secrets.push(token);
    const h = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: 'GET', url: `/api/v1/users/me?token=${token}`, headers: h });
    const enrol = (
      await t.app.inject({ method: 'POST', url: '/api/v1/two-step/enrol', headers: h })
    ).json();
    secrets.push(enrol.secret);
    const code = totpCode(enrol.secret);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/two-step/confirm',
      headers: h,
      payload: { code },
    });
    secrets.push(...(confirm.json().recovery_codes as string[]));
    const challenge = (await login(t, user.email)).json().two_step_token as string;
    secrets.push(challenge);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/two-step',
      payload: { two_step_token: challenge, code: confirm.json().recovery_codes[0] },
    });
    await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` });
    // The email in the recovery path is the requester's (or a stranger's) address, not ours to log.
    secrets.push(user.email.split('@')[0]!);
    await t.app.ctx.mailer.flush();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token: 'x'.repeat(40), new_password: 'a new password 77' },
    });
    await login(t, user.email, 'a new password 77');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('no SMTP_URL: mail kept in the outbox');
    for (const s of secrets) expect(log).not.toContain(s);
    expect(log).toContain('/api/v1/password-recovery/…');
    const link = lines.find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
  });
});

describe('loggableUrl', () => {
  it('drops the query and a recovery email, and caps a long path', () => {
    expect(loggableUrl('/api/v1/users/me?token=abc')).toBe('/api/v1/users/me?…');
    expect(loggableUrl('/api/v1/password-recovery/a%40b.example')).toBe(
      '/api/v1/password-recovery/…',
    );
    const long = loggableUrl(`/api/v1/drafts/${'a'.repeat(1000)}?x=1`);
    expect(long).toBe(`/api/v1/drafts/${'a'.repeat(256 - 15)}…?…`);
  });
});
