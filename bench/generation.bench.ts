/**
 * Generation relay figures, against the LLM stand-in over real HTTP:
 * - relay overhead: time to first token through our server minus straight from the stand-in;
 * - cancel latency on the same instance (and across two instances when DATABASE_URL is set):
 *   from sending the cancel to the `cancelled` event, and to the upstream socket closing.
 */
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { createEventReader, type GenerationEvent } from '../src/core/api/generation';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { LlmStandin } from '../test/support/llm-standin';
import { median, report } from './support';

const RUNS = 30;

/** CPU time (ms) this process used since `start`. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}
const TEXT = '1. A widget comprising a base and a lever attached to the base.';

async function openDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite({ instance: await PGlite.create() });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `cw_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  await database.migrate();
  return {
    database,
    url: target.toString(),
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function listen(database: Database, standin: LlmStandin): Promise<FastifyInstance> {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: standin.baseUrl,
    LLM_MODEL: 'standin-model',
    GENERATION_REPAIR_PASSES: '0',
    GENERATION_MAX_CONCURRENT_PER_USER: '100',
    CLIENT_DIR: '/nonexistent',
  });
  const app = await buildApp({ env, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const base = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;

async function signIn(app: FastifyInstance, database: Database): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  await database.db
    .insert(users)
    .values({ email, hashedPassword: await hashPassword('bench-pass-123') });
  const res = await fetch(`${base(app)}/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'bench-pass-123' }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}

/** Reads the events of one SSE response, a batch at a time. */
function eventsOf(res: Response) {
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  const queue: GenerationEvent[] = [];
  const reader = createEventReader((e) => queue.push(e));
  return {
    /** Reads until `stop` accepts an event; `onEvent` sees each event as it arrives. */
    async until(
      stop: (e: GenerationEvent) => boolean,
      onEvent: (e: GenerationEvent) => void = () => undefined,
    ): Promise<void> {
      for (;;) {
        while (queue.length) {
          const e = queue.shift()!;
          onEvent(e);
          if (stop(e)) return;
        }
        const { value, done } = await body.read();
        if (done) return;
        reader.push(decoder.decode(value, { stream: true }));
      }
    },
    close: () => body.cancel(),
  };
}

async function firstTokenDirect(standin: LlmStandin): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${standin.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'x' }] }),
  });
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('"content":"1')) text += decoder.decode((await body.read()).value);
  const elapsed = performance.now() - started;
  await body.cancel();
  return elapsed;
}

async function newDraft(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${base(app)}/drafts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ disclosure: 'A widget has a base and a lever.' }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function startGeneration(
  app: FastifyInstance,
  headers: Record<string, string>,
  draftId?: string,
) {
  const draft = { id: draftId ?? (await newDraft(app, headers)) };
  const id = crypto.randomUUID();
  const started = performance.now();
  const res = await fetch(`${base(app)}/generate/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ generation_id: id, draft_id: draft.id, section: 'claims' }),
  });
  return { id, res, started };
}

async function cancelLatency(
  runner: FastifyInstance,
  canceller: FastifyInstance,
  headers: Record<string, string>,
  standin: LlmStandin,
): Promise<{ event: number; socket: number }> {
  standin.reply = () => ({ kind: 'stream', text: TEXT, stallAfter: 1 });
  const upstream = standin.nextRequest();
  const { id, res } = await startGeneration(runner, headers);
  const events = eventsOf(res);
  await events.until((e) => e.type === 'delta');
  const request = await upstream;
  let sent = 0;
  const socket = request.socketClosed.then(() => performance.now() - sent);
  sent = performance.now();
  const cancelled = fetch(`${base(canceller)}/cancel_generate/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ generation_id: id }),
  });
  let event = 0;
  await events.until(
    (e) => e.type === 'cancelled' || e.type === 'failed',
    (e) => {
      if (e.type === 'cancelled') event = performance.now() - sent;
    },
  );
  await events.close();
  await cancelled;
  return { event, socket: await socket };
}

async function main(): Promise<void> {
  const standin = await LlmStandin.start();
  const { database, url, drop } = await openDatabase();
  const app = await listen(database, standin);
  const headers = await signIn(app, database);
  const kind = url ? 'PostgreSQL' : 'PGlite';

  standin.reply = () => ({ kind: 'stream', text: TEXT });
  const direct: number[] = [];
  const relayed: number[] = [];
  let directCpu = 0;
  let relayCpu = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const draftId = await newDraft(app, headers);
    let cpu = process.cpuUsage();
    const d = await firstTokenDirect(standin);
    const dCpu = cpuSince(cpu);
    cpu = process.cpuUsage();
    const { res, started } = await startGeneration(app, headers, draftId);
    let first = 0;
    const events = eventsOf(res);
    await events.until(
      (e) => e.type === 'finished',
      (e) => {
        if (e.type === 'delta' && !first) first = performance.now() - started;
      },
    );
    await events.close();
    if (i >= 3) {
      direct.push(d);
      relayed.push(first);
      directCpu += dCpu;
      relayCpu += cpuSince(cpu);
    }
  }
  console.log(`(${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)})`);
  report(`first token straight from the stand-in (median of ${RUNS})`, median(direct), 'ms');
  report(`first token through POST /generate/, ${kind} (median)`, median(relayed), 'ms');
  report(
    'relay overhead (difference of medians)',
    median(relayed) - median(direct),
    'ms',
    'goal ≤ 5 ms',
  );
  report(
    'CPU per generation, relayed − direct (start, relay, checks, save)',
    (relayCpu - directCpu) / RUNS,
    'ms',
  );

  const same = { event: [] as number[], socket: [] as number[] };
  for (let i = 0; i < 15; i++) {
    const r = await cancelLatency(app, app, headers, standin);
    same.event.push(r.event);
    same.socket.push(r.socket);
  }
  report(
    `cancel → cancelled event, same instance, ${kind} (median of 15)`,
    median(same.event),
    'ms',
    'goal ≤ 50 ms',
  );
  report('cancel → upstream socket closed, same instance (median)', median(same.socket), 'ms');

  if (url) {
    const otherDb = openPostgres(url);
    const other = await listen(otherDb, standin);
    const across = { event: [] as number[], socket: [] as number[] };
    for (let i = 0; i < 15; i++) {
      const r = await cancelLatency(app, other, headers, standin);
      across.event.push(r.event);
      across.socket.push(r.socket);
    }
    report(
      'cancel → cancelled event, across instances (median of 15)',
      median(across.event),
      'ms',
      'goal ≤ 250 ms',
    );
    report(
      'cancel → upstream socket closed, across instances (median)',
      median(across.socket),
      'ms',
    );
    await other.close();
    await otherDb.close();
  } else {
    report('cancel across instances', 'skipped', '', 'set DATABASE_URL (PostgreSQL) to measure');
  }
  await app.close();
  await drop();
  await standin.close();
}

void main();
