import { asc, eq } from 'drizzle-orm';
import { signToken } from '../../src/server/auth/jwt';
import { deriveKeys } from '../../src/server/auth/keys';
import { outbox, users } from '../../src/server/db/schema';
import {
  issueAccessToken,
  issueResetToken,
  issueTwoStepToken,
} from '../../src/server/services/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { resetTokenIn } from '../support/smtp';
import { bearerFor, insertUser, login, PASSWORD } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://claimwright.example/' });
});
afterAll(() => t.close());

const SENT = {
  message: 'If an account exists for this email, a password recovery link has been sent to it',
};

function recover(email: string, ip = '10.1.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/password-recovery/${encodeURIComponent(email)}`,
    headers: { 'x-forwarded-for': ip },
  });
}

function reset(token: string, newPassword = 'a brand new password') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password/',
    payload: { token, new_password: newPassword },
  });
}

async function outboxFor(email: string) {
  await t.app.ctx.mailer.flush();
  return t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(asc(outbox.id));
}

describe('password recovery without SMTP (outbox)', () => {
  it('gives the same answer for known and unknown emails, and mails only the known one', async () => {
    const user = await insertUser(t);
    const known = await recover(user.email.toUpperCase());
    const unknown = await recover('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(unknown.body).toBe(known.body);
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password_reset', sentAt: null });
    expect(mails[0]!.textBody).toContain('https://claimwright.example/reset-password?token=');
    expect(await outboxFor('nobody-here@example.com')).toHaveLength(0);
  });

  it('does the account work later, at a random moment, not during the caller’s next request', async () => {
    const user = await insertUser(t);
    expect((await recover(user.email, '10.1.0.9')).statusCode).toBe(200);
    // The next request a caller could time comes now; the known email's lookup, token and mail
    // have not run yet (they start 0.25–2 s after the answer).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const early = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(early).toHaveLength(0);
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  it('does not mail an inactive account', async () => {
    const user = await insertUser(t, { isActive: false });
    expect((await recover(user.email)).json()).toEqual(SENT);
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('resets once with the mailed link, revokes earlier tokens, and refuses a replay', async () => {
    const user = await insertUser(t);
    const before = bearerFor(t, user);
    await recover(user.email);
    const token = resetTokenIn((await outboxFor(user.email))[0]!.textBody);

    const first = await reset(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Password updated successfully' });

    const replay = await reset(token, 'yet another password');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'Invalid token' });

    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(t, user.email, 'a brand new password')).statusCode).toBe(200);
    expect((await login(t, user.email, 'yet another password')).statusCode).toBe(400);
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: before });
    expect(old.statusCode).toBe(401);
  });

  it('spends every outstanding reset token when one is used', async () => {
    const user = await insertUser(t);
    const a = issueResetToken(t.app.ctx, user);
    const b = issueResetToken(t.app.ctx, user);
    expect((await reset(a)).statusCode).toBe(200);
    expect((await reset(b)).statusCode).toBe(400);
  });

  it('refuses tokens of other purposes, forged, expired and malformed ones, changing nothing', async () => {
    const user = await insertUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const claims = { sub: String(user.id), purpose: 'reset' as const, ver: 0, ttlSeconds: 3600 };
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = signToken(t.app.ctx.keys.jwt, { ...claims, now: past });
    const otherKey = signToken(deriveKeys('another-secret-key-another-secret-key').jwt, claims);
    const rawSecret = signToken(Buffer.from(t.env.SECRET_KEY!), claims);
    for (const token of [
      issueAccessToken(t.app.ctx, user).access_token,
      issueTwoStepToken(t.app.ctx, user),
      expired,
      otherKey,
      rawSecret,
      'not.a.token',
    ]) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid token' });
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(row);
  });

  it('validates the new password length', async () => {
    const user = await insertUser(t);
    const res = await reset(issueResetToken(t.app.ctx, user), 'short');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'new_password'],
      type: 'too_small',
    });
  });
});
