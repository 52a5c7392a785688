/**
 * Load: 200 generation streams at once (the LLM stand-in streams each section over ~1.5 s) while
 * GET /users/me is hammered at 50 connections; prints stream errors and the /users/me latency
 * under that load (goal: 0 errors, p99 ≤ 100 ms), after a 5 s control without generations (the
 * floor on this machine), and their ratio. Every party has a process of its own: the server
 * (server-process.ts, on PostgreSQL when DATABASE_URL is set, a throwaway database; else PGlite),
 * the LLM stand-in, the stream clients and the autocannon probe (load-agents.ts); the stand-in and
 * the stream clients run at a lower priority (they stand for other machines), and each process's
 * CPU share under load is printed beside the machine's, with the load average. /users/me is timed
 * from outside (the probe) and inside the server (received → answered; a request that waits for a
 * busy event loop before it is read waits outside that figure: the event-loop delay shows it).
 * The server logs as deployed (JSON lines at info) to a pipe. Bounded: ~40 s. Also: password recovery for a known and an unknown email, timed from outside,
 * compared; kill -9 during saves and a database outage under traffic (PostgreSQL).
 */
import os from 'node:os';
import {
  ask,
  forkAgent,
  machineCpu,
  stopAgent,
  type ProbeResult,
  type StreamsTally,
} from './load-agents';
import { killDuringSaves } from './load-kill';
import { outageUnderTraffic } from './load-outage';
import { serverStats, startServer, stopServer, throwawayDatabase } from './server-process';
import { median, report } from './support';

const STREAMS = 200;
const USERS = 4;
const SECONDS = 15;
/**
 * Niceness of the stand-in and the stream clients: in production they are other machines; here
 * they yield the shared cores to the server and the probe first. Their CPU and the streams they
 * completed are printed, so a run where they fell behind shows it. LOAD_GENERATOR_NICE=0 to compare.
 */
const GENERATOR_NICE = Number(process.env.LOAD_GENERATOR_NICE ?? 10);

async function signIn(base: string, n: number): Promise<Record<string, string>> {
  const email = `load-${process.pid}-${n}@example.com`;
  const password = 'load-pass-123';
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/users/open`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const res = await fetch(`${base}/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, ...json };
}

async function newDraft(base: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/drafts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ disclosure: 'A widget has a base and a lever.' }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function recoveryTiming(base: string, knownEmail: string): Promise<void> {
  const time = async (email: string) => {
    const started = performance.now();
    await fetch(`${base}/password-recovery/${encodeURIComponent(email)}`, { method: 'POST' });
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 60; i++) {
    known.push(await time(knownEmail));
    unknown.push(await time(`nobody-${i}@example.com`));
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const variance = (v: number[]) => v.reduce((a, b) => a + (b - mean(v)) ** 2, 0) / (v.length - 1);
  const z =
    (mean(known) - mean(unknown)) / Math.sqrt(variance(known) / 60 + variance(unknown) / 60);
  report('password recovery, known email (median)', median(known), 'ms');
  report('password recovery, unknown email (median)', median(unknown), 'ms');
  report('  difference of means, z (|z| < 2: no visible difference)', z, '');
}

/** The 1, 5 and 15 min load averages, as `uptime` prints them. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

/** CPU time used over `ms` of wall time, as a share of one core. */
const share = (cpuMs: number, ms: number): string => `${((100 * cpuMs) / ms).toFixed(0)} %`;

async function main(): Promise<void> {
  const database = await throwawayDatabase('cw_load');
  const standin = await forkAgent<{ baseUrl: string }>('standin', GENERATOR_NICE);
  const streams = (await forkAgent('streams', GENERATOR_NICE)).agent;
  const probe = (await forkAgent('probe', 0)).agent;
  const standinUrl = standin.hello.baseUrl;
  const server = await startServer(standinUrl, database.url, { logLevel: 'info' });
  const usersMe = (headers: Record<string, string>, seconds: number) =>
    ask<ProbeResult>(probe, { url: `${server.base}/users/me`, headers, seconds, connections: 50 });
  try {
    console.log(`database: ${database.url ? 'PostgreSQL' : 'PGlite'}`);
    console.log(
      `processes: server; LLM stand-in and ${STREAMS} stream clients at nice ${GENERATOR_NICE}; ` +
        'autocannon probe (50 connections) at nice 0; each its own process',
    );
    // The machine is shared: latency figures mean little without the load they were taken under.
    report('load average (1, 5, 15 min) before', loadAverage(), '');
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, i) => signIn(server.base, i)),
    );
    const drafts = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) => newDraft(server.base, users[i % USERS]!)),
    );
    await serverStats(server);
    const idle = await usersMe(users[0]!, 5);
    const idleServer = await serverStats(server);
    report('control, no generation: GET /users/me p50', idle.p50, 'ms');
    report('control, no generation: GET /users/me p99', idle.p99, 'ms');
    report('control, no generation: in the server p50', idleServer.handled.p50, 'ms');
    report('control, no generation: in the server p99', idleServer.handled.p99, 'ms');
    report('control, no generation: server event-loop delay p99', idleServer.delay.p99, 'ms');
    report('control, no generation: server event loop busy', idleServer.utilization * 100, '%');

    const before = {
      at: performance.now(),
      machine: machineCpu(),
      standin: await ask<{ cpu: number; requests: number }>(standin.agent, {}),
      server: idleServer.cpu,
    };
    const streamed = ask<StreamsTally>(streams, {
      base: server.base,
      users,
      drafts,
      seconds: SECONDS,
    });
    const linesBefore = server.logLines();
    const loaded = await usersMe(users[0]!, SECONDS);
    const loadedServer = await serverStats(server);
    const after = {
      at: performance.now(),
      machine: machineCpu(),
      standin: await ask<{ cpu: number; requests: number }>(standin.agent, {}),
    };
    const tally = await streamed;
    const wall = after.at - before.at;
    report(`generation streams (${STREAMS} at once): finished`, tally.ok, '');
    report('generation streams: errors (goal 0)', tally.failed, '');
    for (const [why, n] of tally.reasons) console.log(`  ${n} × ${why}`);
    report(
      'model requests answered by the stand-in',
      after.standin.requests - before.standin.requests,
      '',
    );
    report('GET /users/me under load: requests', loaded.requests, '');
    report('GET /users/me under load: errors (no answer in 10 s)', loaded.errors, '');
    report('GET /users/me under load: non-2xx answers', loaded.non2xx, '');
    report('GET /users/me under load: p50', loaded.p50, 'ms');
    report('GET /users/me under load: p99 (goal ≤ 100 ms)', loaded.p99, 'ms');
    report('  p50 under load / control', loaded.p50 / Math.max(idle.p50, 1), '×');
    report('  p99 under load / control', loaded.p99 / Math.max(idle.p99, 1), '×');
    report('GET /users/me under load, in the server: p50', loadedServer.handled.p50, 'ms');
    report('GET /users/me under load, in the server: p99', loadedServer.handled.p99, 'ms');
    report('queries waiting for a PostgreSQL connection: p50', loadedServer.waiting.p50, '');
    report('queries waiting for a PostgreSQL connection: p99', loadedServer.waiting.p99, '');
    report('server event-loop delay under load: p50', loadedServer.delay.p50, 'ms');
    report('server event-loop delay under load: p99', loadedServer.delay.p99, 'ms');
    report('server event-loop delay under load: max', loadedServer.delay.max, 'ms');
    report('server event loop busy under load', loadedServer.utilization * 100, '%');
    report('server log lines under load (JSON, info)', server.logLines() - linesBefore, '');
    // Who used the cores while loaded (% of one core; the machine has os.availableParallelism()).
    const machineBusy = after.machine.busy - before.machine.busy;
    const own = {
      server: loadedServer.cpu - before.server,
      standin: after.standin.cpu - before.standin.cpu,
      streams: tally.cpu,
      probe: loaded.cpu,
    };
    report(
      'CPU under load, server process (all its threads)',
      share(own.server, wall),
      'of a core',
    );
    report('CPU under load, LLM stand-in', share(own.standin, wall), 'of a core');
    report('CPU under load, stream clients', share(own.streams, wall), 'of a core');
    report('CPU under load, autocannon probe', share(own.probe, wall), 'of a core');
    const rest = machineBusy - own.server - own.standin - own.streams - own.probe;
    report(
      `CPU under load, the machine (${os.availableParallelism()} cores)`,
      share(machineBusy, wall),
      'of a core',
    );
    report('  of it PostgreSQL and other sessions', share(rest, wall), 'of a core');
    report('load average (1, 5, 15 min) after', loadAverage(), '');

    const known = `load-${process.pid}-0@example.com`;
    await recoveryTiming(server.base, known);

    if (database.url)
      await killDuringSaves({
        start: () => startServer(standinUrl, database.url, { logLevel: 'info' }),
        signIn,
        newDraft,
      });
    else console.log('kill -9 during saves: skipped (needs DATABASE_URL)');

    if (database.url)
      await outageUnderTraffic(database.url, {
        start: (url) => startServer(standinUrl, url, { logLevel: 'info' }),
        stop: stopServer,
        signIn,
        newDraft,
      });
    else
      console.log('database outage: skipped (needs DATABASE_URL: PGlite runs inside the server)');
  } finally {
    await stopServer(server);
    await Promise.all([standin.agent, streams, probe].map(stopAgent));
    await database.drop();
  }
}

void main();
