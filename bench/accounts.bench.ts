/**
 * Accounts benchmark: GET /api/v1/users/me (real app, bearer token, one database read per request)
 * against a bare Fastify route, both served by one child process, autocannon (50 connections,
 * 10 s each) in this one. On PGlite, and on PostgreSQL when DATABASE_URL is set. Prints figures.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { median, percentile, report } from './support';

const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 1';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Ports {
  app: number;
  bare: number;
}

async function openDatabase(kind: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cw-bench-'));
    const database = await openPglite({ dataDir: dir });
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.DATABASE_URL!;
  const name = `cw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  const drop = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { database, drop };
}

/** Child process: the real app and a bare Fastify app, each on a free port. */
async function serve(kind: string): Promise<void> {
  const { database, drop } = await openDatabase(kind);
  await database.migrate();
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    SECRET_KEY: randomBytes(32).toString('hex'),
    CLIENT_DIR: path.join(os.tmpdir(), 'cw-bench-no-client'),
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_IP: '1000000',
  });
  await database.db
    .insert(users)
    .values({ email: EMAIL, hashedPassword: await hashPassword(PASSWORD) });
  const app = await buildApp({ env, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  const shape = {
    id: 1,
    email: EMAIL,
    full_name: null,
    is_active: true,
    is_superuser: false,
    enterprise_id: null,
    enterprise_role: null,
    two_step_enabled: false,
    created_at: new Date().toISOString(),
  };
  bare.get('/bare', async () => shape);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: typeof bare | typeof app): number =>
    (s.server.address() as { port: number }).port;
  process.send!({ app: port(app), bare: port(bare) } satisfies Ports);
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: user + system });
      return;
    }
    void (async () => {
      await app.close();
      await bare.close();
      await database.close();
      await drop();
      process.exit(0);
    })();
  });
}

function cannon(url: string, headers: Record<string, string> = {}, seconds = SECONDS) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

async function loginOnce(
  base: string,
  password = PASSWORD,
): Promise<{ ms: number; token?: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: EMAIL, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  return { ms: performance.now() - started, token: body.access_token };
}

/** Server-process CPU time (µs) spent while `run` goes, per request served. */
async function withServerCpu(
  child: ChildProcess,
  run: () => Promise<autocannon.Result>,
): Promise<{ result: autocannon.Result; cpuPerRequest: number }> {
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => resolve((m as { cpu: number }).cpu));
      child.send('cpu');
    });
  const before = await cpu();
  const result = await run();
  const used = (await cpu()) - before;
  return { result, cpuPerRequest: used / result.requests.total };
}

async function measure(kind: string): Promise<void> {
  const child: ChildProcess = fork(__filename, ['--serve', kind], { stdio: 'inherit' });
  const ports = await new Promise<Ports>((resolve) =>
    child.once('message', (m) => resolve(m as Ports)),
  );
  const base = `http://127.0.0.1:${ports.app}`;
  try {
    const { token } = await loginOnce(base);
    const auth = { authorization: `Bearer ${token}` };
    const check = await fetch(`${base}/api/v1/users/me`, { headers: auth });
    if (check.status !== 200) throw new Error(`/users/me answered ${check.status}`);

    await cannon(`http://127.0.0.1:${ports.bare}/bare`, {}, 2);
    await cannon(`${base}/api/v1/users/me`, auth, 2);
    const bareRun = await withServerCpu(child, () => cannon(`http://127.0.0.1:${ports.bare}/bare`));
    const meRun = await withServerCpu(child, () => cannon(`${base}/api/v1/users/me`, auth));
    const [bare, me] = [bareRun.result, meRun.result];
    if (me.non2xx || me.errors)
      throw new Error(`/users/me: ${me.non2xx} non-2xx, ${me.errors} errors`);

    const logins: number[] = [];
    for (let i = 0; i < 40; i++) logins.push((await loginOnce(base)).ms);

    const change = await fetch(`${base}/api/v1/users/me/password`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ current_password: PASSWORD, new_password: 'bench password 2' }),
    });
    const after = await fetch(`${base}/api/v1/users/me`, { headers: auth });

    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\n${kind} (${os.cpus().length} CPUs, load ${load}, ${CONNECTIONS} connections, ${SECONDS} s each)`,
    );
    report('bare Fastify route: req/s', bare.requests.average, 'req/s');
    report(
      'bare Fastify route: p50 / p99 latency',
      `${bare.latency.p50} / ${bare.latency.p99}`,
      'ms',
    );
    report('GET /api/v1/users/me: req/s', me.requests.average, 'req/s');
    report(
      'GET /api/v1/users/me: p50 / p99 latency',
      `${me.latency.p50} / ${me.latency.p99}`,
      'ms',
      'goal p99 ≤ 10 ms',
    );
    report(
      'server CPU per request: bare / users/me',
      `${bareRun.cpuPerRequest.toFixed(0)} / ${meRun.cpuPerRequest.toFixed(0)}`,
      'µs',
    );
    report(
      'ratio users/me ÷ bare (req/s)',
      me.requests.average / bare.requests.average,
      '',
      'goal ≥ 0.4 on PostgreSQL',
    );
    report('POST /login/access-token: p50 (40 sequential)', median(logins), 'ms');
    report('POST /login/access-token: p95', percentile(logins, 95), 'ms');
    report('token after password change', `${change.status}→${after.status}`, '', 'expect 200→401');
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--serve');
  if (i !== -1) return serve(process.argv[i + 1]!);
  await measure('pglite');
  if (process.env.DATABASE_URL) await measure('postgres');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
