import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

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
