import type { TestApp } from './app';
import { hashPassword } from '../../src/server/auth/passwords';
import { users, type UserRow } from '../../src/server/db/schema';

/** Password every test user gets unless told otherwise. */
export const PASSWORD = 'correct horse battery';

let counter = 0;

/** A unique email for this test file. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${process.pid}@example.com`;
}

/** Inserts a user directly (no HTTP, no rate limits). */
export async function insertUser(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password = PASSWORD, ...rest } = values;
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail(), hashedPassword: await hashPassword(password), ...rest })
    .returning();
  return row!;
}

/** Logs in through the API and returns the raw response. */
export function login(t: TestApp, email: string, password = PASSWORD, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'x-forwarded-for': ip },
    payload: { username: email, password },
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
