import { PGlite } from '@electric-sql/pglite';
import { writeFileSync } from 'node:fs';
import { openPglite } from '../../src/server/db/client';
import { snapshotFile } from './paths';

/** Runs initdb + migrations once per `jest` run; every server test file loads this snapshot. */
export default async function globalSetup(): Promise<void> {
  const instance = await PGlite.create();
  const database = await openPglite({ instance });
  await database.migrate();
  const dump = await instance.dumpDataDir('gzip');
  writeFileSync(snapshotFile(), Buffer.from(await dump.arrayBuffer()));
  await instance.close();
}
