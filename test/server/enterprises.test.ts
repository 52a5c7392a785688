import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('firm names are unique', () => {
  it('refuses a name another firm has, ignoring case and whitespace, on create and rename', async () => {
    await firmWithAdmin('Babbage & Byron LLP');
    const root = bearerFor(t, await insertUser(t, { isSuperuser: true }));
    for (const name of ['Babbage & Byron LLP', '  babbage   &  BYRON llp ']) {
      const res = await call('POST', '/enterprises/', bearerFor(t, await insertUser(t)), { name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: `Another firm is already named "${name.trim()}". Choose a different name, for example with the city or a suffix.`,
      });
      const bySuperuser = await call('POST', '/enterprises/', root, { name });
      expect(bySuperuser.statusCode).toBe(409);
    }
    const { firm, admin } = await firmWithAdmin('Somerville IP');
    const renamed = await call('PATCH', `/enterprises/${firm.id}`, bearerFor(t, admin), {
      name: 'BABBAGE & BYRON LLP',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().detail).toMatch(/^Another firm is already named "BABBAGE & BYRON LLP"/);
    // A firm may change the case of its own name; the refused admin stays unlinked elsewhere.
    const own = await call('PATCH', `/enterprises/${firm.id}`, bearerFor(t, admin), {
      name: 'SOMERVILLE IP',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('SOMERVILLE IP');
  });

  it('lets only one of two concurrent creates of one name through', async () => {
    const [a, b] = [await insertUser(t), await insertUser(t)];
    const results = await Promise.all(
      [a, b].map((u) => call('POST', '/enterprises/', bearerFor(t, u), { name: 'Race LLP' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = [a, b][results.findIndex((r) => r.statusCode === 409)]!;
    const details = await call('GET', '/users/get_user_details', bearerFor(t, loser));
    expect(details.json().enterprise_id).toBeNull();
  });

  it('the migration suffixes names that firms made before the rule shared', async () => {
    const db = t.database.db;
    await db.execute(sql`drop index enterprises_name_key`);
    // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`.
    type Rows<T> = { rows: T[] };
    const made = (await db.execute(
      sql`insert into enterprises (name) values ('Dup Firm'), ('dup  firm '), ('Other Dup') returning id`,
    )) as unknown as Rows<{ id: number }>;
    const ids = made.rows.map((r) => r.id);
    const migration = readFileSync(
      path.resolve(__dirname, '../../src/server/db/migrations/0013_enterprise_name_unique.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    const rows = (await db.execute(
      sql`select id, name from enterprises where id in (${sql.join(ids, sql`, `)}) order by id`,
    )) as unknown as Rows<{ id: number; name: string }>;
    expect(rows.rows).toEqual([
      { id: ids[0], name: 'Dup Firm' },
      { id: ids[1], name: `dup  firm (${ids[1]})` },
      { id: ids[2], name: 'Other Dup' },
    ]);
    const again = await call('POST', '/enterprises/', bearerFor(t, await insertUser(t)), {
      name: 'DUP FIRM',
    });
    expect(again.statusCode).toBe(409);
  });
});

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

/** The invitation mailed to `email` (the newest), as the accept endpoint's body. */
async function invitationFor(email: string) {
  await t.app.ctx.mailer.flush();
  const rows = (await t.database.db.execute(
    sql`select text_body from outbox where to_address = ${email.toLowerCase()} and kind = 'enterprise_invitation' order by id desc`,
  )) as unknown as { rows: { text_body: string }[] };
  const body = rows.rows[0]?.text_body;
  if (!body) return undefined;
  const link = new URL(/https?:\/\/\S+/.exec(body)![0]);
  return {
    token: link.searchParams.get('token')!,
    enterprise_id: Number(link.searchParams.get('enterprise_id')),
    role: link.searchParams.get('role')!,
  };
}

const SENT = {
  message:
    'If an account exists for this email and belongs to no other enterprise, an invitation has been sent to it',
};

describe('link_user_to_enterprise (invitations)', () => {
  it('an admin invites; nothing changes until the invitee accepts; then lists and removes', async () => {
    const { firm, admin } = await firmWithAdmin();
    const h = bearerFor(t, admin);
    const member = await insertUser(t);
    const link = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${member.email.toUpperCase()}`,
      h,
    );
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual(SENT);
    const invitation = await invitationFor(member.email);
    expect(invitation).toMatchObject({ enterprise_id: firm.id, role: 'member' });
    expect((await call('GET', `/enterprises/${firm.id}`, h)).json().member_count).toBe(1);

    // Someone else cannot use the invitation; a changed role or enterprise breaks it.
    const stranger = await insertUser(t);
    const accept = (who: typeof member, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/accept_enterprise_invitation',
        headers: bearerFor(t, who),
        payload: body,
      });
    expect((await accept(stranger, invitation!)).statusCode).toBe(400);
    expect((await accept(member, { ...invitation!, role: 'admin' })).statusCode).toBe(400);
    const ok = await accept(member, invitation!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: member.id,
      enterprise_id: firm.id,
      enterprise_role: 'member',
    });
    expect((await accept(member, invitation!)).statusCode).toBe(400); // once only

    const members = await call('GET', `/enterprises/${firm.id}/users`, h);
    expect(members.json().data.map((u: { id: number }) => u.id)).toEqual([admin.id, member.id]);

    const unlink = await call('DELETE', `/users/link_user_to_enterprise?email=${member.email}`, h);
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json()).toEqual({ message: 'The member was removed from the enterprise' });
    expect((await call('GET', `/enterprises/${firm.id}`, h)).json().member_count).toBe(1);
  });

  it('answers alike for unknown emails, other firms’ users and superusers, and mails none of them', async () => {
    const a = await firmWithAdmin('A');
    const b = await firmWithAdmin('B');
    const root = await insertUser(t, { isSuperuser: true });
    const h = bearerFor(t, a.admin);
    for (const email of ['ghost@example.com', b.admin.email]) {
      const res = await call('POST', `/users/link_user_to_enterprise?email=${email}`, h);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      expect(await invitationFor(email)).toBeUndefined();
    }
    // An unlinked superuser is only invited: nothing of theirs changes without consent.
    const su = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${root.email}&role=admin`,
      h,
    );
    expect(su.json()).toEqual(SENT);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearerFor(t, root),
    });
    expect(me.json()).toMatchObject({ enterprise_id: null, enterprise_role: null });

    const notMember = 'No member of this enterprise has this email';
    for (const email of ['ghost@example.com', b.admin.email]) {
      const res = await call('DELETE', `/users/link_user_to_enterprise?email=${email}`, h);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: notMember });
    }
    const last = await call('DELETE', `/users/link_user_to_enterprise?email=${a.admin.email}`, h);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: 'An enterprise needs at least one admin' });
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
    const ok = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${target.email}&enterprise_id=${b.firm.id}`,
      root,
    );
    expect(ok.json()).toEqual(SENT);
    expect(await invitationFor(target.email)).toMatchObject({ enterprise_id: b.firm.id });
    const missing = await call(
      'POST',
      `/users/link_user_to_enterprise?email=${target.email}&enterprise_id=999999`,
      root,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Enterprise not found' });
  });
});
