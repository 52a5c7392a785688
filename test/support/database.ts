import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { snapshotFile } from './paths';

/** True when the suite runs against PostgreSQL (CI sets DATABASE_URL). */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's snapshot, or, when
 * DATABASE_URL is set, a new PostgreSQL database on that server, dropped by `close()`.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const blob = new Blob([readFileSync(snapshotFile())]);
    const instance = await PGlite.create({ loadDataDir: blob });
    return openPglite({ instance });
  }
  const name = `cw_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 5);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
