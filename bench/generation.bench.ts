/**
 * Generation relay figures, against the LLM stand-in over real HTTP. The server runs in a process
 * of its own (bench/server-process.ts), as in production; this process is the client
 * and hosts the stand-in provider.
 * - relay overhead: time to first token through our server minus straight from the stand-in,
 *   split into what our engine alone adds (the AI SDK provider's request and stream parsing, timed
 *   in this process without a server) and what the server adds (HTTP, auth, database, events);
 * - cancel latency on the same instance (and across two instances when DATABASE_URL is set):
 *   from sending the cancel to the `cancelled` event, and to the upstream socket closing.
 */
import os from 'node:os';
import { createEventReader, type GenerationEvent } from '../src/core/api/generation';
import { emptySections } from '../src/core/api/sections';
import { parseEnv } from '../src/server/env';
import { engineFromEnv } from '../src/server/services/engines';
import { createCpuPool } from '../src/server/services/workers/pool';
import type { DraftingEngine } from '../src/server/services/engines/types';
import { LlmStandin } from '../test/support/llm-standin';
import {
  serverStats,
  startServer,
  stopServer,
  throwawayDatabase,
  type BenchServer as Server,
} from './server-process';
import { median, report } from './support';

const RUNS = 30;

const TEXT = '1. A widget comprising a base and a lever attached to the base.';

async function signIn(server: Server): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-pass-123';
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${server.base}/users/open`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const res = await fetch(`${server.base}/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, ...json };
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

/**
 * The first token through our engine alone, in this process: the provider package's request and
 * stream parsing (the AI SDK's `doStream`) and our engine's loop, without the HTTP server, the
 * database or the event stream. Relay overhead minus this is what the server itself adds.
 */
async function firstTokenEngine(engine: DraftingEngine): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  const chunks = engine.writeSection({
    section: 'claims',
    disclosure: 'A widget has a base and a lever.',
    jurisdiction: 'us',
    sections: emptySections(),
    signal: controller.signal,
  });
  for await (const chunk of chunks) {
    if (chunk.type === 'text') break;
  }
  const elapsed = performance.now() - started;
  controller.abort();
  return elapsed;
}

async function newDraft(server: Server, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${server.base}/drafts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ disclosure: 'A widget has a base and a lever.' }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function startGeneration(server: Server, headers: Record<string, string>, draftId?: string) {
  const draft = { id: draftId ?? (await newDraft(server, headers)) };
  const id = crypto.randomUUID();
  const started = performance.now();
  const res = await fetch(`${server.base}/generate/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ generation_id: id, draft_id: draft.id, section: 'claims' }),
  });
  return { id, res, started };
}

async function cancelLatency(
  runner: Server,
  canceller: Server,
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
  const cancelled = fetch(`${canceller.base}/cancel_generate/`, {
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

/**
 * A provider's own wait before its first token in the second measurement. Real providers take
 * 200 ms to seconds; 30 ms is enough to show what of our work hides in that wait.
 */
const PROVIDER_WAIT_MS = 30;

/**
 * Time to first token straight from the stand-in and through our server, alternating, and the
 * server's CPU per generation. `waitMs`: how long the stand-in waits before its first token.
 */
async function relayOverhead(
  server: Server,
  headers: Record<string, string>,
  standin: LlmStandin,
  kind: string,
  waitMs: number,
): Promise<void> {
  standin.reply = () => ({ kind: 'stream', text: TEXT, chunkChars: 8, firstDelayMs: waitMs });
  const engine = engineFromEnv(
    parseEnv({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: standin.baseUrl,
      LLM_MODEL: 'standin-model',
    }),
    createCpuPool(1), // an LLM engine never uses it: no thread starts
  );
  const direct: number[] = [];
  const alone: number[] = [];
  const relayed: number[] = [];
  let serverCpuUsed = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const draftId = await newDraft(server, headers);
    const d = await firstTokenDirect(standin);
    const e = await firstTokenEngine(engine);
    const cpuBefore = (await serverStats(server)).cpu;
    const { res, started } = await startGeneration(server, headers, draftId);
    let first = 0;
    const events = eventsOf(res);
    await events.until(
      (e) => e.type === 'finished',
      (e) => {
        if (e.type === 'delta' && !first) first = performance.now() - started;
      },
    );
    await events.close();
    const cpuAfter = (await serverStats(server)).cpu;
    if (i >= 3) {
      direct.push(d);
      alone.push(e);
      relayed.push(first);
      serverCpuUsed += cpuAfter - cpuBefore;
    }
  }
  const provider = waitMs ? `provider waits ${waitMs} ms` : 'provider answers at once';
  console.log(`-- ${provider} (load average ${os.loadavg()[0]!.toFixed(1)})`);
  report(`first token straight from the stand-in (median of ${RUNS})`, median(direct), 'ms');
  report('first token through our engine alone, no server (median)', median(alone), 'ms');
  report(`first token through POST /generate/, ${kind} (median)`, median(relayed), 'ms');
  report(
    'relay overhead (difference of medians)',
    median(relayed) - median(direct),
    'ms',
    'goal ≤ 5 ms',
  );
  report(
    '  of which the engine alone (provider package, our fetch and loop)',
    median(alone) - median(direct),
    'ms',
  );
  report(
    '  of which the server (HTTP, auth, database, event stream)',
    median(relayed) - median(alone),
    'ms',
  );
  report('server CPU per generation (start, relay, checks, save)', serverCpuUsed / RUNS, 'ms');
}

async function main(): Promise<void> {
  const standin = await LlmStandin.start();
  const { url, drop } = await throwawayDatabase('cw_bench');
  const server = await startServer(standin.baseUrl, url);
  const headers = await signIn(server);
  const kind = url ? 'PostgreSQL' : 'PGlite';
  console.log(`(${os.cpus().length} CPUs)`);

  await relayOverhead(server, headers, standin, kind, 0);
  await relayOverhead(server, headers, standin, kind, PROVIDER_WAIT_MS);

  const same = { event: [] as number[], socket: [] as number[] };
  for (let i = 0; i < 15; i++) {
    const r = await cancelLatency(server, server, headers, standin);
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
    const other = await startServer(standin.baseUrl, url);
    const across = { event: [] as number[], socket: [] as number[] };
    for (let i = 0; i < 15; i++) {
      const r = await cancelLatency(server, other, headers, standin);
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
    await stopServer(other);
  } else {
    report('cancel across instances', 'skipped', '', 'set DATABASE_URL (PostgreSQL) to measure');
  }
  await stopServer(server);
  await drop();
  await standin.close();
}

void main();
