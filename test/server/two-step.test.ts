import { eq } from 'drizzle-orm';
import { recoveryCodes, users } from '../../src/server/db/schema';
import {
  issueAccessToken,
  issueResetToken,
  issueTwoStepToken,
} from '../../src/server/services/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser, login, PASSWORD, totpCode } from '../support/users';

const SPENT =
  'This code has been used already. Enter the next code your authenticator app shows (a new one every 30 seconds).';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (url: string, headers = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** A user with two-step on: its header, TOTP secret and recovery codes (current step used). */
async function enrolled() {
  const user = await insertUser(t);
  const h = bearerFor(t, user);
  const enrol = await call('/two-step/enrol', h);
  expect(enrol.statusCode).toBe(200);
  const { secret } = enrol.json() as { secret: string };
  const usedCode = totpCode(secret);
  const confirm = await call('/two-step/confirm', h, { code: usedCode });
  expect(confirm.statusCode).toBe(200);
  return { user, h, secret, usedCode, codes: confirm.json().recovery_codes as string[] };
}

function secondStep(token: string, code: string) {
  return call('/login/two-step', {}, { two_step_token: token, code });
}

describe('enrolment', () => {
  it('gives a secret, an otpauth URI and a PNG QR code; confirm turns two-step on', async () => {
    const user = await insertUser(t);
    const h = bearerFor(t, user);
    const res = await call('/two-step/enrol', h);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_uri).toBe(
      `otpauth://totp/Claimwright:${encodeURIComponent(user.email)}?secret=${body.secret}&issuer=Claimwright`,
    );
    expect(body.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpEnabled).toBe(false);
    expect(row!.totpPendingSecret).not.toContain(body.secret);

    const bad = await call('/two-step/confirm', h, {
      code: '000000' === totpCode(body.secret) ? '111111' : '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Invalid two-step code' });
    const ok = await call('/two-step/confirm', h, { code: totpCode(body.secret) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/));
    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h });
    expect(me.json().two_step_enabled).toBe(true);
    const again = await call('/two-step/enrol', h);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Two-step verification is already on' });
  });

  it('refuses confirm before enrol', async () => {
    const res = await call('/two-step/confirm', bearerFor(t, await insertUser(t)), {
      code: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Start two-step enrolment first' });
  });
});

describe('login with two-step', () => {
  it('asks for the second step, then accepts a fresh TOTP code once', async () => {
    const { user, secret, usedCode } = await enrolled();
    const first = await login(t, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_step_required: true, two_step_token: expect.any(String) });
    const token = first.json().two_step_token as string;

    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);

    // The code that turned two-step on, right for this moment but spent: the user is told to
    // wait for the next one, not that it is wrong.
    const reused = await secondStep(token, usedCode);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: SPENT });

    const next = totpCode(secret, 1);
    const ok = await secondStep(token, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });

    const again = (await login(t, user.email)).json().two_step_token as string;
    const replay = await secondStep(again, next);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: SPENT });
    const tokenReplay = await secondStep(token, totpCode(secret, 1));
    expect(tokenReplay.statusCode).toBe(400);
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const { user, codes } = await enrolled();
    const token = (await login(t, user.email)).json().two_step_token as string;
    const ok = await secondStep(token, ` ${codes[0]!.toUpperCase().replace(/-/g, ' ')} `);
    expect(ok.statusCode).toBe(200);
    const token2 = (await login(t, user.email)).json().two_step_token as string;
    const again = await secondStep(token2, codes[0]!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid two-step code' });
    expect((await secondStep(token2, codes[1]!)).statusCode).toBe(200);
  });

  it('refuses tokens of other purposes, of another user state, and garbage', async () => {
    const { user, codes } = await enrolled();
    const other = await insertUser(t);
    for (const token of [
      issueAccessToken(t.app.ctx, user).access_token,
      issueResetToken(t.app.ctx, user),
      issueTwoStepToken(t.app.ctx, other),
      issueTwoStepToken(t.app.ctx, { ...user, tokenVersion: user.tokenVersion + 1 }),
      'x.y.z',
    ]) {
      const res = await secondStep(token, codes[2]!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid or expired two-step token' });
    }
    expect((await secondStep(issueTwoStepToken(t.app.ctx, user), codes[2]!)).statusCode).toBe(200);
  });
});

describe('disable and regenerate', () => {
  it('needs the password and a code; then login is one step again', async () => {
    const { user, h, codes } = await enrolled();
    const wrongPassword = await call('/two-step/disable', h, {
      password: 'nope nope',
      code: codes[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect password' });
    const wrongCode = await call('/two-step/disable', h, { password: PASSWORD, code: '999999' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ detail: 'Invalid two-step code' });

    const regen = await call('/two-step/recovery-codes', h, { password: PASSWORD, code: codes[0] });
    expect(regen.statusCode).toBe(200);
    const fresh = regen.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const oldCode = await call('/two-step/disable', h, { password: PASSWORD, code: codes[1] });
    expect(oldCode.statusCode).toBe(400);

    const off = await call('/two-step/disable', h, { password: PASSWORD, code: fresh[0] });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-step verification turned off' });
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await login(t, user.email)).json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
    });
    const offAgain = await call('/two-step/disable', h, { password: PASSWORD, code: fresh[1] });
    expect(offAgain.statusCode).toBe(409);
    expect(offAgain.json()).toEqual({ detail: 'Two-step verification is off' });
  });
});

describe('two-step attempts are limited like passwords', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '4', LOGIN_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => limited.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const wrong = (secret: string) => (totpCode(secret) === '000000' ? '111111' : '000000');

  it('a confirmed enrolment spends none of the allowance; wrong codes then do', async () => {
    const user = await insertUser(limited);
    const h = bearerFor(limited, user);
    const { secret } = (await post('/two-step/enrol', {}, h)).json() as { secret: string };
    expect((await post('/two-step/confirm', { code: wrong(secret) }, h)).statusCode).toBe(400);
    expect((await post('/two-step/confirm', { code: totpCode(secret) }, h)).statusCode).toBe(200);
    const disable = () => post('/two-step/disable', { password: PASSWORD, code: wrong(secret) }, h);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await disable()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('at login: per account and source, with a short block after half the allowance', async () => {
    const user = await insertUser(limited);
    const h = bearerFor(limited, user);
    const { secret } = (await post('/two-step/enrol', {}, h)).json() as { secret: string };
    await post('/two-step/confirm', { code: totpCode(secret) }, h);
    const challenge = async (ip: string) =>
      (await login(limited, user.email, PASSWORD, ip)).json().two_step_token as string;
    const second = (token: string, code: string, ip: string) =>
      post('/login/two-step', { two_step_token: token, code }, { 'x-forwarded-for': ip });
    const token = await challenge('192.0.2.10');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await second(token, wrong(secret), '192.0.2.10')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
    // The right code from that source waits too; from another source it works.
    expect((await second(token, totpCode(secret, 1), '192.0.2.10')).statusCode).toBe(429);
    const elsewhere = await second(
      await challenge('192.0.2.11'),
      totpCode(secret, 1),
      '192.0.2.11',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
