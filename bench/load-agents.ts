/**
 * The load bench's other parties, each in a process of its own as in production (the model
 * provider, the users' browsers and the monitoring client are other machines): `standin` (the LLM
 * stand-in), `streams` (the 200 generation streams) and `probe` (autocannon on GET /users/me).
 * Before, all three ran in the bench's own process (autocannon on a thread of it), so the probe
 * waited on the same cores as the streams it caused and read late answers as slow ones.
 *
 * `forkAgent(role, nice)` forks this file with `--agent=<role>` at that niceness (the stand-in and
 * the stream clients run at a lower priority than the server and the probe: on 2 shared cores they
 * would otherwise take CPU that elsewhere would be another machine's); each agent reports its own
 * CPU time, so the bench prints who used the cores. Talks over IPC: `ask(agent, message)`.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { LlmStandin } from '../test/support/llm-standin';

export type AgentRole = 'standin' | 'streams' | 'probe';

const TEXT = '1. A widget comprising a base and a lever attached to the base. '.repeat(10);

/** CPU time (ms) this process has used so far, all threads. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Starts an agent process at `nice` (0: as the bench; higher: yields the CPU to others first);
 * resolves with it and its first message (the stand-in's `{ baseUrl }`, else 'ready').
 */
export function forkAgent<H = unknown>(
  role: AgentRole,
  nice = 0,
): Promise<{ agent: ChildProcess; hello: H }> {
  const child = fork(__filename, [`--agent=${role}`], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (nice) os.setPriority(child.pid!, nice);
  return new Promise((resolve, reject) => {
    child.once('message', (hello: H) => resolve({ agent: child, hello }));
    child.once('exit', (code) => reject(new Error(`${role} agent exited with ${code}`)));
  });
}

/** Sends `message` to an agent and resolves with its answer. */
export function ask<T>(agent: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    agent.once('message', (m: T) => resolve(m));
    agent.send(message);
  });
}

/** Ends an agent (it closes what it opened and exits). */
export function stopAgent(agent: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (agent.exitCode !== null) return resolve();
    agent.once('exit', () => resolve());
    agent.disconnect();
  });
}

/** Busy and total CPU time of the whole machine so far (ms, every core), from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const total = ticks.reduce((a, b) => a + b, 0);
    const ms = 1000 / 100; // USER_HZ
    return { busy: (total - idle) * ms, total: total * ms };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

export interface StreamsTally {
  ok: number;
  failed: number;
  reasons: [string, number][];
  /** Bytes of event stream received. */
  bytes: number;
  cpu: number;
}

/** Generates into one draft again and again until the deadline; counts streams and failures. */
async function streamLoop(
  base: string,
  headers: Record<string, string>,
  draftId: string,
  deadline: number,
  tally: { ok: number; failed: number; bytes: number; reasons: Map<string, number> },
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
      tally.bytes += body.length;
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

async function runStandin(): Promise<void> {
  const standin = await LlmStandin.start();
  standin.reply = () => ({ kind: 'stream', text: TEXT, chunkChars: 8, delayMs: 20 });
  process.on('message', () => process.send!({ cpu: cpuMs(), requests: standin.requests.length }));
  process.on('disconnect', () => void standin.close().finally(() => process.exit(0)));
  process.send!({ baseUrl: standin.baseUrl });
}

function runStreams(): void {
  process.on(
    'message',
    (m: { base: string; users: Record<string, string>[]; drafts: string[]; seconds: number }) => {
      const tally = { ok: 0, failed: 0, bytes: 0, reasons: new Map<string, number>() };
      const deadline = Date.now() + m.seconds * 1000;
      const started = cpuMs();
      void Promise.all(
        m.drafts.map((d, i) =>
          streamLoop(m.base, m.users[i % m.users.length]!, d, deadline, tally),
        ),
      ).then(() => {
        const result: StreamsTally = {
          ok: tally.ok,
          failed: tally.failed,
          reasons: [...tally.reasons],
          bytes: tally.bytes,
          cpu: cpuMs() - started,
        };
        process.send!(result);
      });
    },
  );
  process.on('disconnect', () => process.exit(0));
  process.send!('ready');
}

export interface ProbeResult {
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  cpu: number;
}

function runProbe(): void {
  process.on(
    'message',
    (m: { url: string; headers: Record<string, string>; seconds: number; connections: number }) => {
      const started = cpuMs();
      void autocannon({
        url: m.url,
        connections: m.connections,
        duration: m.seconds,
        headers: m.headers,
      }).then((r) => {
        const result: ProbeResult = {
          requests: r.requests.total,
          errors: r.errors,
          non2xx: r.non2xx,
          p50: r.latency.p50,
          p99: r.latency.p99,
          cpu: cpuMs() - started,
        };
        process.send!(result);
      });
    },
  );
  process.on('disconnect', () => process.exit(0));
  process.send!('ready');
}

const role = process.argv.find((a) => a.startsWith('--agent='))?.slice('--agent='.length);
if (role === 'standin') void runStandin();
else if (role === 'streams') runStreams();
else if (role === 'probe') runProbe();
