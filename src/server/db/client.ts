import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database every service receives, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database: the drizzle handle plus what the server needs around it. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs the migrations, serialised across instances by an advisory lock. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PostgreSQL pool (for LISTEN/NOTIFY); absent on PGlite. */
  readonly pool?: pg.Pool;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, 'migrations');
/** Key of the advisory lock held while migrating ("claimwright" in ASCII, truncated). */
const MIGRATION_LOCK_KEY = 0x636c61696d;

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens PGlite in `dataDir`, or wraps an already open instance (tests load a migrated snapshot). */
export async function openPglite(
  source: { dataDir: string } | { instance: PGlite },
): Promise<Database> {
  let client: PGlite;
  if ('instance' in source) {
    client = source.instance;
  } else {
    mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir);
  }
  const db = drizzlePglite({ client: withPreparedStatements(client), schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: () => pingWith(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens a PostgreSQL pool on `url`. */
export function openPostgres(url: string, poolSize = 20): Database {
  // Without a connect timeout a request waits forever for a database that is down; with it, the
  // request fails as "unavailable" (503) within seconds.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client: conn, schema }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    ping: () => pingWith(db),
    close: () => pool.end(),
  };
}
