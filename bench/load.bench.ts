/**
 * Load: 200 generation streams at once (the LLM stand-in streams each section over ~1.5 s) while
 * GET /users/me is hammered at 50 connections; prints stream errors and the /users/me latency
 * under that load (goal: 0 errors, p99 ≤ 100 ms), after a 5 s control without generations (the
 * floor on this machine). /users/me is timed from outside (autocannon on a thread of its own) and
 * inside the server, beside the queries waiting for a database connection and the server's
 * event-loop delay, which tell where the time went. The server runs in its own process
 * (server-process.ts), on PostgreSQL when DATABASE_URL is set (a throwaway database), else
 * PGlite. Bounded: ~40 s. Also: password recovery for a known and an unknown email, timed from
 * outside, compared; kill -9 during saves (PostgreSQL).
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { LlmStandin } from '../test/support/llm-standin';
import { killDuringSaves } from './load-kill';
import { serverStats, startServer, stopServer, throwawayDatabase } from './server-process';
import { median, report } from './support';

const STREAMS = 200;
const USERS = 4;
const SECONDS = 15;
const TEXT = '1. A widget comprising a base and a lever attached to the base. '.repeat(10);

/**
 * GET /users/me at 50 connections for `seconds`, from a worker thread of its own: this process's
 * event loop is busy with 200 streams and the provider stand-in, which must not count as the
 * server's latency.
 */
function usersMe(
  base: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}/users/me`,
    connections: 50,
    duration: seconds,
    headers,
    workers: 1,
  });
}

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

/** Generates into one draft again and again until the deadline; counts streams and failures. */
async function streamLoop(
  base: string,
  headers: Record<string, string>,
  draftId: string,
  deadline: number,
  tally: { ok: number; failed: number; reasons: Map<string, number> },
): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/generate/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          generation_id: crypto.randomUUID(),
          draft_id: draftId,
          section: 'claims',
        }),
      });
      const body = await res.text();
      if (res.status === 200 && body.includes('"finished"')) tally.ok++;
      else {
        tally.failed++;
        const why = `${res.status} ${body.slice(0, 80)}`;
        tally.reasons.set(why, (tally.reasons.get(why) ?? 0) + 1);
      }
    } catch (err) {
      tally.failed++;
      const why = String((err as Error).message);
      tally.reasons.set(why, (tally.reasons.get(why) ?? 0) + 1);
    }
  }
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

async function main(): Promise<void> {
  const database = await throwawayDatabase('cw_load');
  const standin = await LlmStandin.start();
  standin.reply = () => ({ kind: 'stream', text: TEXT, chunkChars: 8, delayMs: 20 });
  const server = await startServer(standin.baseUrl, database.url);
  try {
    console.log(`database: ${database.url ? 'PostgreSQL' : 'PGlite'}`);
    // The machine is shared: latency figures mean little without the load they were taken under.
    report('load average (1 min) before', os.loadavg()[0]!, '');
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, i) => signIn(server.base, i)),
    );
    const drafts = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) => newDraft(server.base, users[i % USERS]!)),
    );
    await serverStats(server);
    const idle = await usersMe(server.base, users[0]!, 5);
    const { delay: idleLoop, handled: idleIn } = await serverStats(server);
    report('control, no generation: GET /users/me p50', idle.latency.p50, 'ms');
    report('control, no generation: GET /users/me p99', idle.latency.p99, 'ms');
    report('control, no generation: in the server p50', idleIn.p50, 'ms');
    report('control, no generation: in the server p99', idleIn.p99, 'ms');
    report('control, no generation: server event-loop delay p99', idleLoop.p99, 'ms');

    const tally = { ok: 0, failed: 0, reasons: new Map<string, number>() };
    const deadline = Date.now() + SECONDS * 1000;
    const streams = Promise.all(
      drafts.map((d, i) => streamLoop(server.base, users[i % USERS]!, d, deadline, tally)),
    );
    const loaded = await usersMe(server.base, users[0]!, SECONDS);
    const { delay: loadedLoop, handled: loadedIn, waiting } = await serverStats(server);
    await streams;
    report(`generation streams (${STREAMS} at once): finished`, tally.ok, '');
    report('generation streams: errors (goal 0)', tally.failed, '');
    for (const [why, n] of tally.reasons) console.log(`  ${n} × ${why}`);
    report('GET /users/me under load: requests', loaded.requests.total, '');
    report('GET /users/me under load: errors (no answer in 10 s)', loaded.errors, '');
    report('GET /users/me under load: non-2xx answers', loaded.non2xx, '');
    report('GET /users/me under load: p50', loaded.latency.p50, 'ms');
    report('GET /users/me under load: p99 (goal ≤ 100 ms)', loaded.latency.p99, 'ms');
    report('GET /users/me under load, in the server: p50', loadedIn.p50, 'ms');
    report('GET /users/me under load, in the server: p99', loadedIn.p99, 'ms');
    report('queries waiting for a PostgreSQL connection: p50', waiting.p50, '');
    report('queries waiting for a PostgreSQL connection: p99', waiting.p99, '');
    report('server event-loop delay under load: p50', loadedLoop.p50, 'ms');
    report('server event-loop delay under load: p99', loadedLoop.p99, 'ms');
    report('server event-loop delay under load: max', loadedLoop.max, 'ms');
    report('load average (1 min) after', os.loadavg()[0]!, '');

    const known = `load-${process.pid}-0@example.com`;
    await recoveryTiming(server.base, known);

    if (database.url)
      await killDuringSaves({
        start: () => startServer(standin.baseUrl, database.url),
        signIn,
        newDraft,
      });
    else console.log('kill -9 during saves: skipped (needs DATABASE_URL)');
  } finally {
    await stopServer(server);
    await standin.close();
    await database.drop();
  }
}

void main();
