import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp';
import { newCredentials, registerByApi, signInThroughForm, storedUser } from './support/accounts';
import { sharedBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const ADMIN = { email: 'root@accounts.example.com', password: 'accounts-admin-password' };
let smtp: SmtpPeer;
let server: RunningServer;
const browser = sharedBrowser();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startServer({
    SMTP_URL: smtp.url,
    FIRST_SUPERUSER: ADMIN.email,
    FIRST_SUPERUSER_PASSWORD: ADMIN.password,
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function page(): Promise<Page> {
  const context = await browser().newContext({ baseURL: server.url });
  return context.newPage();
}

async function logout(p: Page): Promise<void> {
  await p.getByTestId('user-menu').click();
  await p.getByTestId('user-menu-logout').click();
  await p.waitForURL('**/auth/login');
}

/** The reset link of a mail, quoted-printable soft breaks and `=3D` undone. */
function resetLink(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+?\/reset-password\?token=[A-Za-z0-9._-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  return match[0];
}

it('registers, signs in to /editor and signs out', async () => {
  const creds = newCredentials('register');
  const p = await page();
  await p.goto('/auth/register');
  const form = p.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Full name').fill(creds.fullName);
  await form.getByLabel('Email').fill(creds.email);
  await form.getByLabel(/^Password/).fill(creds.password);
  await form.getByLabel(/^Confirm password/).fill(creds.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await p.waitForURL(/\/(auth\/login|editor)/);
  if (p.url().includes('/auth/login')) await signInThroughForm(p, creds);
  await p.waitForURL('**/editor');
  expect((await storedUser(p))?.username).toBe(creds.email);
  await logout(p);
  expect(await storedUser(p)).toBeNull();
  await signInThroughForm(p, creds);
  await p.waitForURL('**/editor');
  await p.context().close();
});

it('resets a forgotten password through the mailed link, once', async () => {
  const creds = newCredentials('forgot');
  await registerByApi(server.url, creds);
  const before = smtp.mails.length;
  const p = await page();
  await p.goto('/auth/forgot-password');
  const form = p.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(creds.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  const mail = await smtp.waitFor(before + 1, 15_000);
  expect(mail.to).toEqual([creds.email]);
  const link = new URL(resetLink(mail.raw));

  const newPassword = `${creds.password}-new`;
  await p.goto(`${link.pathname}${link.search}`);
  const reset = p.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel(/^New password/).fill(newPassword);
  await reset.getByLabel(/^Confirm new password/).fill(newPassword);
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await p
    .getByText(/password (has been |was )?(changed|updated|reset)/i)
    .first()
    .waitFor();

  await p.goto('/auth/login');
  await signInThroughForm(p, { email: creds.email, password: creds.password });
  await p
    .getByText(/incorrect email or password/i)
    .first()
    .waitFor();
  await signInThroughForm(p, { email: creds.email, password: newPassword });
  await p.waitForURL('**/editor');
  await logout(p);

  await p.goto(`${link.pathname}${link.search}`);
  const again = p.getByRole('form', { name: 'Choose a new password' });
  await again.getByLabel(/^New password/).fill(`${newPassword}-2`);
  await again.getByLabel(/^Confirm new password/).fill(`${newPassword}-2`);
  await again.getByRole('button', { name: 'Set new password' }).click();
  await p.getByRole('alert').first().waitFor();
  await p.goto('/auth/login');
  await signInThroughForm(p, { email: creds.email, password: newPassword });
  await p.waitForURL('**/editor');
  await p.context().close();
});

it('enrols two-step verification, then signs in with a code', async () => {
  const creds = newCredentials('twostep');
  await registerByApi(server.url, creds);
  const p = await page();
  await p.goto('/auth/login');
  await signInThroughForm(p, creds);
  await p.waitForURL('**/editor');
  await p.getByTestId('user-menu').click();
  await p.getByTestId('user-menu-account').click();
  await p.waitForURL('**/account');
  await p.getByTestId('two-step-start').click();
  await p.getByTestId('two-step-qr').waitFor();
  const secret = (await p.getByTestId('two-step-secret').textContent())!.trim();
  const confirm = p.getByRole('form', { name: 'Confirm two-step verification' });
  await confirm.getByLabel(/^Code from your app/).fill(generateSync({ secret }));
  await confirm.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await p.getByTestId('recovery-codes').waitFor();
  expect(await p.getByTestId('recovery-codes').locator('li').count()).toBe(10);
  await logout(p);

  await signInThroughForm(p, creds);
  await p.waitForURL('**/auth/two-step');
  expect(await storedUser(p)).toBeNull();
  const step = p.getByRole('form', { name: 'Two-step verification' });
  // The confirmation's code is spent (replays are refused): use the next time step's code.
  const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await step.getByLabel(/^Authentication code/).fill(next);
  await step.getByRole('button', { name: 'Verify' }).click();
  await p.waitForURL('**/editor');
  expect((await storedUser(p))?.token.access_token).toEqual(expect.any(String));
  await p.context().close();
});

it('a deactivated user cannot sign in', async () => {
  const creds = newCredentials('deactivated');
  await registerByApi(server.url, creds);
  const p = await page();
  await p.goto('/auth/login');
  await signInThroughForm(p, ADMIN);
  await p.waitForURL('**/editor');
  await p.goto('/admin/users');
  // The users table's row (the billing table below lists the account too).
  const row = p.getByTestId(`user-row-${creds.email}`);
  await row.waitFor();
  await row.getByRole('button', { name: `Deactivate ${creds.email}`, exact: true }).click();
  const dialog = p.getByRole('dialog');
  if (await dialog.count()) await dialog.getByRole('button', { name: /^deactivate/i }).click();
  await row
    .getByText(/inactive/i)
    .first()
    .waitFor();
  await logout(p);

  await signInThroughForm(p, creds);
  await p.getByRole('alert').first().waitFor();
  expect(await p.getByRole('alert').first().textContent()).toMatch(/inactive/i);
  expect(new URL(p.url()).pathname).toBe('/auth/login');
  expect(await storedUser(p)).toBeNull();
  await p.context().close();
});
