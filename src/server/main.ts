import path from 'node:path';
import { buildApp } from './app';
import { openPglite, openPostgres, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { EnvError, parseEnv } from './env';
import { failOrphanedGenerations } from './services/generation/orphans';
import { loadTls, TlsError } from './tls';

/** Starts the server: environment, database (+ migrations), HTTP, graceful shutdown. */
async function main(): Promise<void> {
  let env;
  let https;
  try {
    env = parseEnv();
    https = loadTls(env);
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\nSee .env.example for every variable.\n`);
      process.exit(78);
    }
    if (err instanceof TlsError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }

  let releaseDir = (): void => {};
  let database: Database;
  try {
    if (env.DATABASE_URL) {
      database = openPostgres(env.DATABASE_URL);
    } else {
      releaseDir = lockDataDir(env.DATA_DIR);
      database = await openPglite({ dataDir: path.join(env.DATA_DIR, 'pglite') });
    }
    await database.migrate();
    // Generations left `running` by a crash or restart can never finish: mark them failed.
    await failOrphanedGenerations(database);
  } catch (err) {
    releaseDir();
    const message =
      err instanceof DataDirLockedError ? err.message : `Cannot open the database: ${String(err)}`;
    process.stderr.write(`${message}\n`);
    process.exit(err instanceof DataDirLockedError ? 75 : 1);
  }

  const app = await buildApp({ env, database, https });
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      releaseDir();
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    app.log.error({ err }, 'cannot listen');
    await database.close();
    releaseDir();
    process.exit(1);
  }
}

void main();
