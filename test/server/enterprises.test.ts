import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** A user who creates a firm through the API and so becomes its admin. */
async function firmWithAdmin(name = 'Smith & Partners') {
  const admin = await insertUser(t);
  const res = await call('POST', '/enterprises/', bearerFor(t, admin), { name });
  expect(res.statusCode).toBe(200);
  const firm = res.json() as { id: number; name: string };
  return { firm, admin: { ...admin, enterpriseId: firm.id, enterpriseRole: 'admin' as const } };
}

describe('enterprises', () => {
  it('a user without a firm creates one and becomes its admin', async () => {
    const { firm, admin } = await firmWithAdmin('  Lovelace IP  ');
    expect(firm).toEqual({
      id: expect.any(Number),
      name: 'Lovelace IP',
      member_count: 1,
      created_at: expect.any(String),
    });
    const details = await call('GET', '/users/get_user_details', bearerFor(t, admin));
    expect(details.json()).toMatchObject({
      enterprise_id: firm.id,
      enterprise_role: 'admin',
      enterprise: { id: firm.id, name: 'Lovelace IP', role: 'admin' },
      usage: { enterprise_members: 1 },
    });
    const again = await call('POST', '/enterprises/', bearerFor(t, admin), { name: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You already belong to an enterprise' });
  });

  it('a superuser creates one with a named admin, lists, reads and renames', async () => {
    const root = bearerFor(t, await insertUser(t, { isSuperuser: true }));
    const boss = await insertUser(t);
    const made = await call('POST', '/enterprises/', root, {
      name: 'Hopper LLP',
      admin_email: boss.email,
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().id as number;
    expect(made.json()).toMatchObject({ name: 'Hopper LLP', member_count: 1 });
    const list = await call('GET', '/enterprises/?limit=1000', root);
    expect(list.json().data).toContainEqual(made.json());
    expect(list.json().count).toBe(list.json().data.length);
    const renamed = await call('PATCH', `/enterprises/${id}`, root, { name: 'Hopper & Co' });
    expect(renamed.json()).toMatchObject({ id, name: 'Hopper & Co' });
    expect((await call('GET', `/enterprises/${id}`, root)).json()).toEqual(renamed.json());
    const taken = await call('POST', '/enterprises/', root, { name: 'X', admin_email: boss.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'The user already belongs to an enterprise' });
    const unknown = await call('POST', '/enterprises/', root, {
      name: 'X',
      admin_email: 'no@x.org',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/enterprises/999999', root)).statusCode).toBe(404);
    expect((await call('PATCH', '/enterprises/999999', root, { name: 'Y' })).statusCode).toBe(404);
  });

  it('only superusers may name another admin', async () => {
    const user = await insertUser(t);
    const other = await insertUser(t);
    const res = await call('POST', '/enterprises/', bearerFor(t, user), {
      name: 'Mine',
      admin_email: other.email,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only superusers may name another user as admin' });
  });
});

describe('link_user_to_enterprise', () => {
  it('an admin links, promotes, lists and unlinks members by email', async () => {
    const { firm, admin } = await firmWithAdmin();
    const h = bearerFor(t, admin);
    const member = await insertUser(t);
    const link = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${member.email.toUpperCase()}`,
      h,
    );
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({
      id: member.id,
      enterprise_id: firm.id,
      enterprise_role: 'member',
    });

    const members = await call('GET', `/enterprises/${firm.id}/users`, h);
    expect(members.json().count).toBe(2);
    expect(members.json().data.map((u: { id: number }) => u.id)).toEqual([admin.id, member.id]);

    const promote = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${member.email}&role=admin`,
      h,
    );
    expect(promote.json()).toMatchObject({ enterprise_role: 'admin' });

    const unlink = await call('DELETE', `/users/link_user_to_enterprise?email=${member.email}`, h);
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json()).toMatchObject({
      id: member.id,
      enterprise_id: null,
      enterprise_role: null,
    });
    expect((await call('GET', `/enterprises/${firm.id}`, h)).json().member_count).toBe(1);
  });

  it('404 for an unknown email, 409 for a user of another firm, 409 for the last admin', async () => {
    const a = await firmWithAdmin('A');
    const b = await firmWithAdmin('B');
    const h = bearerFor(t, a.admin);
    const unknown = await call('POST', '/users/link_user_to_enterprise?email=ghost@example.com', h);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'User not found' });
    const elsewhere = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${b.admin.email}`,
      h,
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ detail: 'The user already belongs to another enterprise' });
    const foreign = await call(
      'DELETE',
      `/users/link_user_to_enterprise?email=${b.admin.email}`,
      h,
    );
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toEqual({ detail: 'The user belongs to another enterprise' });
    const lone = await insertUser(t);
    const notLinked = await call('DELETE', `/users/link_user_to_enterprise?email=${lone.email}`, h);
    expect(notLinked.statusCode).toBe(409);
    expect(notLinked.json()).toEqual({ detail: 'The user does not belong to an enterprise' });
    const last = await call('DELETE', `/users/link_user_to_enterprise?email=${a.admin.email}`, h);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: 'An enterprise needs at least one admin' });
    const demote = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${a.admin.email}&role=member`,
      h,
    );
    expect(demote.statusCode).toBe(409);
  });

  it('an admin cannot act on another firm; a superuser names the firm with enterprise_id', async () => {
    const a = await firmWithAdmin('A2');
    const b = await firmWithAdmin('B2');
    const target = await insertUser(t);
    const cross = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${target.email}&enterprise_id=${b.firm.id}`,
      bearerFor(t, a.admin),
    );
    expect(cross.statusCode).toBe(403);
    const root = bearerFor(t, await insertUser(t, { isSuperuser: true }));
    const noFirm = await call('POST', `/users/link_user_to_enterprise?email=${target.email}`, root);
    expect(noFirm.statusCode).toBe(400);
    expect(noFirm.json()).toEqual({
      detail: 'enterprise_id is required: you belong to no enterprise',
    });
    const ok = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${target.email}&enterprise_id=${b.firm.id}`,
      root,
    );
    expect(ok.json()).toMatchObject({ enterprise_id: b.firm.id, enterprise_role: 'member' });
    const missing = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${target.email}&enterprise_id=999999`,
      root,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Enterprise not found' });
  });
});
