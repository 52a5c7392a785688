import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** A new user's credentials (unique per call). */
export function newCredentials(prefix = 'user'): {
  email: string;
  password: string;
  fullName: string;
} {
  const id = randomBytes(4).toString('hex');
  return {
    email: `${prefix}-${id}@e2e.test`,
    password: `pw-${id}-long-enough`,
    fullName: `E2E ${prefix} ${id}`,
  };
}

/** Registers through the API (open registration), as a fixture for tests about other pages. */
export async function registerByApi(
  baseUrl: string,
  creds: { email: string; password: string; fullName: string },
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/users/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: creds.email,
      password: creds.password,
      full_name: creds.fullName,
    }),
  });
  if (res.status !== 200 && res.status !== 201) {
    throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  }
}

/** Fills and submits the sign-in form on the current page (which must be /auth/login). */
export async function signInThroughForm(
  page: Page,
  creds: { email: string; password: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(creds.email);
  await form.getByLabel('Password').fill(creds.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The stored user of DESIGN §3 (`localStorage.user`), parsed, or null. */
export async function storedUser(
  page: Page,
): Promise<{ username: string; token: { access_token: string } } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('user'));
  return raw ? JSON.parse(raw) : null;
}

/** The superuser global-setup seeds. */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** An access token of the seeded superuser, from the API's login. */
export async function adminBearer(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * A page signed in as the superuser from its first load (the token stored as the app stores it),
 * at the given window size; uncaught page errors are collected.
 */
export async function adminPage(
  browser: Browser,
  bearer: string,
  viewport: { width: number; height: number },
  options: { acceptDownloads?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...options });
  const user = JSON.stringify({
    username: ADMIN.email,
    token: { access_token: bearer, token_type: 'bearer' },
  });
  await context.addInitScript((u) => localStorage.setItem('user', u), user);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}
