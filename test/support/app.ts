import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { parseEnv, type Env } from '../../src/server/env';
import type { CpuPool } from '../../src/server/services/workers/pool';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh test database. `env` overrides variables (strings, as in
 * process.env); `extend` may add test-only routes before the app is sealed; `cpuPool` replaces
 * the in-process pool Jest gets (e.g. one on real threads).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  deps: { cpuPool?: CpuPool } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const parsed = parseEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'claimwright-test-data'),
    CLIENT_DIR: path.join(os.tmpdir(), 'claimwright-no-client'),
    SECRET_KEY: 'test-secret-key-test-secret-key-test-secret-key',
    // Tests stand in for a proxy on loopback, naming each client's address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const app = await buildApp({ env: parsed, database, ...deps });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    env: parsed,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
