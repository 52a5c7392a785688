import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { createBatchLoader } from './auth/batch-loader';
import { createTokenVerifier, type TokenVerifier } from './auth/jwt';
import { deriveKeys, type Keys } from './auth/keys';
import { resolveSecretKey } from './auth/secret-key';
import type { Database, Db } from './db/client';
import { users, type UserRow } from './db/schema';
import type { Env } from './env';
import { createMailer, type Mailer } from './services/mail';

/** What services receive: database, environment, keys, mail, log and the batched user lookup. */
export interface AppContext {
  db: Db;
  database: Database;
  env: Env;
  keys: Keys;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Fresh read of one user by id, coalesced with the other lookups of the same tick. */
  loadUser(id: number): Promise<UserRow | undefined>;
  /** Checks an access token's signature and expiry (each token's signature once; see jwt.ts). */
  verifyAccessToken: TokenVerifier;
}

/** Builds the context once per app: resolves the secret, opens the mailer. */
export async function createContext(options: {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<AppContext> {
  const { env, database, log } = options;
  const { secret, source } = await resolveSecretKey(env, database);
  if (source !== 'env') log.warn({ source }, 'SECRET_KEY is not set: using a generated key');
  const db = database.db;
  const byIds = db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('claimwright_load_users');
  const loadUser = createBatchLoader<number, UserRow>(async (ids) => {
    const rows = await byIds.execute({ ids });
    return new Map(rows.map((r) => [r.id, r]));
  });
  const keys = deriveKeys(secret);
  return {
    db,
    database,
    env,
    keys,
    mailer: createMailer({ env, db, log }),
    log,
    loadUser,
    verifyAccessToken: createTokenVerifier(keys.jwt, 'access'),
  };
}
