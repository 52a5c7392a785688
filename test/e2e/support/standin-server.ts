import pg from 'pg';
import { LlmStandin } from '../../support/llm-standin';
import { startServer, type RunningServer } from './server';

/** PostgreSQL for servers of their own (a fresh PGlite directory is slow on a busy machine). */
export const postgresUrl =
  process.env.E2E_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** Claims the stand-in streams (repeated, slowly, so a test sees them arrive). */
export const STANDIN_CLAIMS =
  '1. An irrigation system comprising: a moisture sensor; a valve; and a controller configured ' +
  'to open the valve when a moisture level measured by the moisture sensor is below a threshold.';

/** A server process of its own on a fresh PostgreSQL database, its LLM the stand-in. */
export interface StandinServer {
  server: RunningServer;
  standin: LlmStandin;
  stop(): Promise<void>;
}

/**
 * Starts the built server on a new PostgreSQL database named after `label`, with the LLM
 * stand-in streaming STANDIN_CLAIMS slowly (6 characters every 60 ms).
 */
export async function startStandinServer(label: string): Promise<StandinServer> {
  const database = `cw_e2e_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const standin = await LlmStandin.start();
  standin.reply = () => ({
    kind: 'stream',
    text: STANDIN_CLAIMS.repeat(4),
    chunkChars: 6,
    delayMs: 60,
  });
  const server = await startServer({
    DATABASE_URL: url.toString(),
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: standin.baseUrl,
    LLM_MODEL: 'standin-model',
    LLM_API_KEY: 'sk-test',
  });
  return {
    server,
    standin,
    async stop() {
      await server.stop();
      await standin.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that start a stand-in server for the describe (named after
 * `label`) and stop it after; returns a getter for it, to be called inside tests.
 */
export function useStandinServer(label: string): () => StandinServer {
  let own: StandinServer | undefined;
  beforeAll(async () => {
    own = await startStandinServer(label);
  });
  afterAll(() => own?.stop());
  return () => {
    if (!own) throw new Error('useStandinServer: read before beforeAll ran');
    return own;
  };
}
