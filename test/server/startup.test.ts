import { eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSecretKey } from '../../src/server/auth/secret-key';
import { appSettings, users } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { ensureFirstSuperuser } from '../../src/server/services/ensure-first-superuser';
import { buildTestApp, type TestApp } from '../support/app';
import { login } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    FIRST_SUPERUSER: 'Root@Example.com',
    FIRST_SUPERUSER_PASSWORD: 'root password 1',
  });
});
afterAll(() => t.close());

describe('first superuser', () => {
  it('is created at start and can log in', async () => {
    const res = await login(t, 'root@example.com', 'root password 1');
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(me.json()).toMatchObject({
      email: 'root@example.com',
      is_superuser: true,
      is_active: true,
    });
  });

  it('is idempotent, even with several instances starting at once, and never resets a password', async () => {
    const ctx = { ...t.app.ctx, env: { ...t.env, FIRST_SUPERUSER_PASSWORD: 'a different one' } };
    await Promise.all(Array.from({ length: 5 }, () => ensureFirstSuperuser(ctx)));
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'root@example.com'));
    expect(rows).toHaveLength(1);
    expect((await login(t, 'root@example.com', 'root password 1')).statusCode).toBe(200);
  });
});

describe('SECRET_KEY', () => {
  it('uses SECRET_KEY when set', async () => {
    expect(await resolveSecretKey(t.env, t.database)).toEqual({
      secret: t.env.SECRET_KEY,
      source: 'env',
    });
  });

  it('without it, on PGlite, generates one key once in DATA_DIR/secret_key (mode 600)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cw-secret-'));
    const env = parseEnv({ DATA_DIR: dir });
    const pglite = { ...t.database, kind: 'pglite' as const };
    const first = await resolveSecretKey(env, pglite);
    const second = await resolveSecretKey(env, pglite);
    expect(first.source).toBe('data_dir');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    const file = path.join(dir, 'secret_key');
    expect(readFileSync(file, 'utf8')).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('without it, on PostgreSQL, instances agree through app_settings', async () => {
    const env = parseEnv({});
    const pg = { ...t.database, kind: 'postgres' as const };
    const results = await Promise.all(Array.from({ length: 4 }, () => resolveSecretKey(env, pg)));
    expect(new Set(results.map((r) => r.secret)).size).toBe(1);
    expect(results[0]!.source).toBe('database');
    const rows = await t.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'secret_key'));
    expect(rows.map((r) => r.value)).toEqual([results[0]!.secret]);
  });

  it('is required in production', () => {
    expect(() => parseEnv({ PRODUCTION: 'true' })).toThrow(
      'SECRET_KEY: required when PRODUCTION=true',
    );
  });
});
