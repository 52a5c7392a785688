import { generateSync } from 'otplib';
import type { TestApp } from './app';
import { hashPassword } from '../../src/server/auth/passwords';
import { users, type UserRow } from '../../src/server/db/schema';
import { issueAccessToken } from '../../src/server/services/tokens';

/** Password every test user gets unless told otherwise. */
export const PASSWORD = 'correct horse battery';

let counter = 0;
let defaultHash: Promise<string> | undefined;

/** A unique email for this test file. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${process.pid}@example.com`;
}

/** Inserts a user directly (no HTTP, no rate limits); PASSWORD unless `password` is given. */
export async function insertUser(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...rest } = values;
  defaultHash ??= hashPassword(PASSWORD);
  const hashedPassword = password === undefined ? await defaultHash : await hashPassword(password);
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail(), hashedPassword, ...rest })
    .returning();
  return row!;
}

/** A bearer header for `user` minted directly (no login round trip). */
export function bearerFor(t: TestApp, user: UserRow): { authorization: string } {
  return { authorization: `Bearer ${issueAccessToken(t.app.ctx, user).access_token}` };
}

/** Logs in through the API (form-encoded) and returns the raw response. */
export function login(t: TestApp, email: string, password = PASSWORD, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
}

/** Logs in and returns the `Authorization` header for that user. */
export async function authHeader(
  t: TestApp,
  email: string,
  password = PASSWORD,
): Promise<{ authorization: string }> {
  const res = await login(t, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token}` };
}

/** The TOTP code of `secret` for the time step `offset` steps from now (-1, 0 or +1 accepted). */
export function totpCode(secret: string, offset = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}
