/**
 * One API server for the benchmarks, in a process of its own as in production (client, server
 * and model provider are separate processes, so the server's work never delays the client that
 * measures it). `startServer` forks this file with `--serve`; the child talks over IPC:
 * `{ port }` once listening, `ServerStats` when sent 'stats' (CPU ms used so far; since the last
 * 'stats': the event loop's delay and utilization, GET requests' time inside, pool waiters). It exits when disconnected.
 * Abuse limits are raised (the load bench sends many recovery requests from one address).
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (`node --cpu-prof`). The server
 * logs as deployed (PRODUCTION=true: JSON lines) at the level `startServer` asks (the load bench:
 * info) or BENCH_LOG_LEVEL, to a pipe that the bench drains and counts.
 */
import { PGlite } from '@electric-sql/pglite';
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openPglite, openPostgres } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { percentile } from './support';

export interface BenchServer {
  /** `http://127.0.0.1:PORT/api/v1` */
  base: string;
  child: ChildProcess;
  /** Log lines the server has written so far (its stdout, read as a log collector would). */
  logLines(): number;
}

export interface ServerStats {
  /** CPU time the server process has used so far (ms). */
  cpu: number;
  /** The server's event-loop delay since the previous `serverStats` (ms). */
  delay: { p50: number; p99: number; max: number };
  /** Share of the time since the previous `serverStats` that the event loop was busy (0–1). */
  utilization: number;
  /** GET requests' time inside the server, received → answered (ms). */
  handled: { p50: number; p99: number };
  /** Queries waiting for a PostgreSQL connection, sampled every 10 ms. */
  waiting: { p50: number; p99: number };
}

/** A throwaway PostgreSQL database when DATABASE_URL is set; PGlite (in the server) otherwise. */
export async function throwawayDatabase(
  prefix: string,
): Promise<{ url?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { drop: async () => undefined };
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts a server process whose engine is the LLM stand-in at `llmBaseUrl`, logging at `logLevel`
 * (BENCH_LOG_LEVEL overrides it; default silent).
 */
export function startServer(
  llmBaseUrl: string,
  databaseUrl?: string,
  { logLevel = 'silent' }: { logLevel?: string } = {},
): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LLM_BASE_URL: llmBaseUrl,
    BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? logLevel,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(__filename, ['--serve'], {
    env,
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let lines = 0;
  child.stdout!.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) =>
      resolve({ base: `http://127.0.0.1:${m.port}/api/v1`, child, logLines: () => lines }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Closes the server (it drains, closes its database and exits). */
export function stopServer(server: BenchServer): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.disconnect();
  });
}

/** The server's CPU time so far and its event-loop delay since the last call. */
export function serverStats(server: BenchServer): Promise<ServerStats> {
  return new Promise((resolve) => {
    server.child.once('message', (m: ServerStats) => resolve(m));
    server.child.send('stats');
  });
}

async function serve(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite({ instance: await PGlite.create() });
  await database.migrate();
  const env = parseEnv({
    // As deployed: JSON lines (at info, two per request), read from a pipe by the bench.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL,
    PRODUCTION: 'true',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench',
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
  // Time of GET requests inside the server (received → answered), apart from the streams.
  let handled: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET') handled.push(reply.elapsedTime);
  });
  let waiting: number[] = [];
  const sampler = setInterval(() => waiting.push(database.pool?.waitingCount ?? 0), 10);
  sampler.unref();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let busySince = performance.eventLoopUtilization();
  process.send!({ port: (app.server.address() as AddressInfo).port });
  process.on('message', (m) => {
    if (m !== 'stats') return;
    const { user, system } = process.cpuUsage();
    const ms = (ns: number) => ns / 1e6;
    const q = (values: number[], p: number) => (values.length ? percentile(values, p) : 0);
    process.send!({
      cpu: (user + system) / 1000,
      delay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      utilization: performance.eventLoopUtilization(busySince).utilization,
      handled: { p50: q(handled, 50), p99: q(handled, 99) },
      waiting: { p50: q(waiting, 50), p99: q(waiting, 99) },
    });
    delay.reset();
    busySince = performance.eventLoopUtilization();
    handled = [];
    waiting = [];
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

if (process.argv.includes('--serve')) void serve();
