import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import type { Env } from '../env';

/** Where the secret came from, for one start-up log line (never the value). */
export type SecretSource = 'env' | 'data_dir' | 'database';

function fromDataDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret_key');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < 32) throw new Error(`${file} holds a key shorter than 32 characters`);
  return value;
}

async function fromDatabase(database: Database): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await database.db
    .insert(appSettings)
    .values({ key: 'secret_key', value: candidate })
    .onConflictDoNothing();
  const rows = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = 'secret_key'`);
  const value = rows[0]?.value;
  if (!value) throw new Error('cannot read the shared secret key from app_settings');
  return value;
}

/**
 * The signing secret: SECRET_KEY when set; otherwise (never in production) one generated once and
 * kept in DATA_DIR/secret_key (PGlite) or in `app_settings` (PostgreSQL, so instances agree).
 */
export async function resolveSecretKey(
  env: Env,
  database: Database,
): Promise<{ secret: string; source: SecretSource }> {
  if (env.SECRET_KEY) return { secret: env.SECRET_KEY, source: 'env' };
  if (env.PRODUCTION) throw new Error('SECRET_KEY is required when PRODUCTION=true');
  if (database.kind === 'postgres')
    return { secret: await fromDatabase(database), source: 'database' };
  return { secret: fromDataDir(env.DATA_DIR), source: 'data_dir' };
}
