/**
 * The API server of the load bench, in a process of its own: like generation/server-process.ts
 * but with abuse limits raised (the bench sends 120 recovery requests from one address) and
 * DATABASE_URL or an in-memory PGlite. Sends `{ port }` over IPC; exits when disconnected.
 */
import { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { openPglite, openPostgres } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite({ instance: await PGlite.create() });
  await database.migrate();
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'load-secret-key-load-secret-key-load-secret',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: process.env.LLM_BASE_URL,
    LLM_MODEL: 'standin-model',
    GENERATION_REPAIR_PASSES: '0',
    GENERATION_MAX_CONCURRENT_PER_USER: '100',
    ABUSE_LIMIT_PER_IP: '100000',
    RECOVERY_LIMIT_PER_EMAIL: '100000',
    CLIENT_DIR: '/nonexistent',
  });
  const app = await buildApp({ env, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as AddressInfo).port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

void main();
