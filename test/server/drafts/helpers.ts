import type { Draft } from '../../../src/core/api/drafts';
import type { TestApp } from '../../support/app';
import { authHeader, insertUser } from '../../support/users';

/** A signed-in user: id and the Authorization header. */
export interface Signed {
  id: number;
  headers: { authorization: string };
}

/** Inserts a user and logs them in. */
export async function signIn(t: TestApp): Promise<Signed> {
  const user = await insertUser(t);
  return { id: user.id, headers: await authHeader(t, user.email) };
}

/** Creates a draft through the API and returns it. */
export async function newDraft(
  t: TestApp,
  who: Signed,
  body: Record<string, unknown> = {},
): Promise<Draft> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts',
    headers: who.headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
