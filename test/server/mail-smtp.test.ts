import { buildTestApp, type TestApp } from '../support/app';
import { resetTokenIn, startSmtpPeer, type SmtpPeer } from '../support/smtp';
import { insertUser, login } from '../support/users';

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://app.test',
    CONTACT_EMAIL: 'team@claimwright.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail through a real SMTP peer on loopback', () => {
  it('delivers a recovery link that resets the password once and only once', async () => {
    const user = await insertUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery/${user.email}`,
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(1);
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain('Subject: Claimwright password recovery');
    const token = resetTokenIn(mail.raw);

    const body = { token, new_password: 'reset through smtp' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Password updated successfully' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'someone else again' },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ detail: 'Invalid token' });
    expect((await login(t, user.email, 'reset through smtp')).statusCode).toBe(200);
    expect((await login(t, user.email, 'someone else again')).statusCode).toBe(400);
  });

  it('mails the contact form to CONTACT_EMAIL with the sender as Reply-To', async () => {
    const before = smtp.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userssubmit-contact-form',
      payload: { name: 'Grace', email: 'grace@example.com', message: 'Hello team' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual(['team@claimwright.test']);
    expect(mail.raw).toContain('Reply-To: grace@example.com');
    expect(mail.raw).toContain('Hello team');
  });
});
