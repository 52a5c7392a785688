import { asc, desc, eq } from 'drizzle-orm';
import { contactMessages, outbox } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CONTACT_EMAIL: 'sales@claimwright.test' });
});
afterAll(() => t.close());

describe('POST /userssubmit-contact-form', () => {
  it('stores the message verbatim and queues a mail to CONTACT_EMAIL', async () => {
    const payload = {
      name: '<b>Bobby</b> Tables',
      email: 'bobby@example.com',
      company: "Robert'); DROP TABLE users;--",
      message: '<script>alert(1)</script>\nPlease call me.',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userssubmit-contact-form',
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you, your message has been sent' });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row).toMatchObject({ ...payload, ip: '127.0.0.1' });
    await t.app.ctx.mailer.flush();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'sales@claimwright.test'))
      .orderBy(asc(outbox.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Contact form: <b>Bobby</b> Tables');
    expect(mails[0]!.textBody).toContain('Please call me.');
  });

  it('treats company as optional and refuses a missing message or a bad email', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userssubmit-contact-form',
      payload: { name: 'A', email: 'a@example.com', message: 'hi', company: null },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userssubmit-contact-form',
      payload: { name: 'A', email: 'not an email' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'Invalid email address', type: 'invalid_format' },
        { loc: ['body', 'message'], msg: 'Field required', type: 'missing' },
      ],
    });
  });
});
