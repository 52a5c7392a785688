import { eq } from 'drizzle-orm';
import { USER_INVITED_TO_ENTERPRISE } from '../../src/core/api/users';
import { enterprises, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { decodeQuotedPrintable, resetTokenIn, startSmtpPeer, type SmtpPeer } from '../support/smtp';
import { bearerFor, insertUser, login, PASSWORD, uniqueEmail } from '../support/users';

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://app.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function invite(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/v1/users/invite', headers, payload });
}

/** Every mail to `email` delivered so far (after the app's deferred mail work has run). */
async function mailsTo(email: string) {
  await t.app.ctx.mailer.flush();
  return smtp.mails.filter((m) => m.to.includes(email));
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function firmWithAdmin(name = 'Firm') {
  const [firm] = await t.database.db.insert(enterprises).values({ name }).returning();
  const admin = await insertUser(t, { enterpriseId: firm!.id, enterpriseRole: 'admin' });
  return { firm: firm!, admin };
}

describe('POST /users/invite', () => {
  it('a superuser invites: the account is made, the mail carries a set-password link and no password', async () => {
    const root = await insertUser(t, { isSuperuser: true });
    const email = uniqueEmail('invitee');
    const res = await invite(bearerFor(t, root), { email: email.toUpperCase(), full_name: 'Ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `An invitation has been sent to ${email}; they choose their password from its link.`,
    });
    expect(await userRow(email)).toMatchObject({
      fullName: 'Ada',
      isActive: true,
      isSuperuser: false,
      enterpriseId: null,
    });

    const [mail] = await mailsTo(email);
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain('Subject: Your account on Claimwright');
    expect(body).toContain('http://app.test/reset-password?token=');
    expect(body).toContain('&invited=1');
    expect(body).not.toMatch(/password:\s*\S/i);
    // Nobody can sign in before the link is used (the stored hash is of a password nobody has).
    expect((await login(t, email, PASSWORD)).statusCode).toBe(400);

    const token = resetTokenIn(mail!.raw);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'my own chosen password' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(t, email, 'my own chosen password')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'someone replaying it' },
    });
    expect(again.statusCode).toBe(400); // the link works once
  });

  it('a superuser gets 409 for an email that has an account, and nothing is mailed', async () => {
    const root = await insertUser(t, { isSuperuser: true });
    const existing = await insertUser(t);
    const res = await invite(bearerFor(t, root), { email: existing.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'The user with this email already exists in the system',
    });
    expect(await mailsTo(existing.email)).toEqual([]);
  });

  it('a superuser may place the account in an enterprise with a role; an unknown one is 404', async () => {
    const root = await insertUser(t, { isSuperuser: true });
    const { firm } = await firmWithAdmin('Placed LLP');
    const email = uniqueEmail('placed');
    const res = await invite(bearerFor(t, root), {
      email,
      enterprise_id: firm.id,
      enterprise_role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ enterpriseId: firm.id, enterpriseRole: 'admin' });
    const [mail] = await mailsTo(email);
    expect(decodeQuotedPrintable(mail!.raw)).toContain('Subject: Your account on Placed LLP on');

    const missing = await invite(bearerFor(t, root), {
      email: uniqueEmail('nowhere'),
      enterprise_id: 2147483000,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an enterprise admin gets one answer for new and existing emails; new accounts join the firm', async () => {
    const { firm, admin } = await firmWithAdmin('Same Answer LLP');
    const h = bearerFor(t, admin);
    const newcomer = uniqueEmail('newcomer');
    const existing = await insertUser(t);
    const elsewhere = (await firmWithAdmin('Other LLP')).admin;

    const answers = [];
    for (const email of [newcomer, existing.email, elsewhere.email]) {
      const res = await invite(h, { email });
      answers.push({ status: res.statusCode, body: res.body });
    }
    const same = { status: 200, body: JSON.stringify({ message: USER_INVITED_TO_ENTERPRISE }) };
    expect(answers).toEqual([same, same, same]);

    // The newcomer's account is made after the answer has gone; it is in the firm, with a link
    // to choose a password.
    await t.app.ctx.mailer.flush();
    expect(await userRow(newcomer)).toMatchObject({
      enterpriseId: firm.id,
      enterpriseRole: 'member',
    });
    const [welcome] = await mailsTo(newcomer);
    expect(decodeQuotedPrintable(welcome!.raw)).toContain('/reset-password?token=');
    // The existing account is only invited: nothing of theirs changed, the mail asks to accept.
    expect(await userRow(existing.email)).toMatchObject({ enterpriseId: null });
    const [invitation] = await mailsTo(existing.email);
    expect(decodeQuotedPrintable(invitation!.raw)).toContain('/enterprise/accept?enterprise_id=');
    // Another firm's admin is neither changed nor mailed.
    expect(await userRow(elsewhere.email)).toMatchObject({ enterpriseRole: 'admin' });
    expect(await mailsTo(elsewhere.email)).toEqual([]);
  });

  it('refuses members, users without a firm, and admins naming another firm (403); signed out 401', async () => {
    const { firm, admin } = await firmWithAdmin('Guarded LLP');
    const other = await firmWithAdmin('Elsewhere LLP');
    const member = await insertUser(t, { enterpriseId: firm.id, enterpriseRole: 'member' });
    const loner = await insertUser(t);
    const email = uniqueEmail('refused');
    for (const [who, body] of [
      [member, { email }],
      [loner, { email }],
      [admin, { email, enterprise_id: other.firm.id }],
    ] as const) {
      const res = await invite(bearerFor(t, who), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: "The user doesn't have enough privileges" });
    }
    const anonymous = await invite({}, { email });
    expect(anonymous.statusCode).toBe(401);
    expect(await userRow(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses a bad body with 422 in the API shape and makes nothing', async () => {
    const root = await insertUser(t, { isSuperuser: true });
    const res = await invite(bearerFor(t, root), {
      email: 'not an email',
      enterprise_role: 'boss',
    });
    expect(res.statusCode).toBe(422);
    const locs = (res.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.email', 'body.enterprise_role']));
  });
});
