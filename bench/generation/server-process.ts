/**
 * One API server for the generation bench, in a process of its own as in production (browser,
 * server and model provider are separate processes, so the server's work after a token never
 * delays the client reading it). Started by generation.bench.ts with LLM_BASE_URL set to the
 * stand-in; uses DATABASE_URL when set, else an in-memory PGlite. Sends `{ port }` over IPC, and
 * `{ cpu }` (ms used so far) when asked with 'cpu'.
 */
import { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite({ instance: await PGlite.create() });
  await database.migrate();
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: process.env.LLM_BASE_URL,
    LLM_MODEL: 'standin-model',
    GENERATION_REPAIR_PASSES: '0',
    GENERATION_MAX_CONCURRENT_PER_USER: '100',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    CLIENT_DIR: '/nonexistent',
  });
  const app = await buildApp({ env, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as AddressInfo).port });
  process.on('message', (m) => {
    if (m !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send!({ cpu: (user + system) / 1000 });
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

void main();
