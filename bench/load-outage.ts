/**
 * A database outage under traffic (PostgreSQL): a second server reaches the load bench's database
 * through a TCP relay; eight clients keep reading (GET /users/me, GET /drafts/{id}) while the relay
 * is cut for a few seconds and then restored. Prints what the clients were answered during the
 * outage (goal: every answer 503 with Retry-After, no other 5xx, none hanging) and how long after
 * the database came back the first 200 arrived (goal: recovery without a restart).
 */
import { Relay } from '../test/support/relay';
import type { BenchServer } from './server-process';
import { report } from './support';

const CLIENTS = 8;
const OUTAGE_MS = 6000;

interface Deps {
  start(databaseUrl: string): Promise<BenchServer>;
  stop(server: BenchServer): Promise<void>;
  signIn(base: string, n: number): Promise<Record<string, string>>;
  newDraft(base: string, headers: Record<string, string>): Promise<string>;
}

interface Tally {
  answers: number;
  ok: number;
  unavailable: number;
  withRetryAfter: number;
  otherServerErrors: number;
  otherStatuses: number;
  noAnswer: number;
  message: string | null;
}

/** Keeps `CLIENTS` clients reading for `ms`; tallies what they were answered. */
async function traffic(urls: string[], headers: Record<string, string>, ms: number) {
  const tally: Tally = {
    answers: 0,
    ok: 0,
    unavailable: 0,
    withRetryAfter: 0,
    otherServerErrors: 0,
    otherStatuses: 0,
    noAnswer: 0,
    message: null,
  };
  const until = performance.now() + ms;
  const client = async (n: number) => {
    for (let i = n; performance.now() < until; i++) {
      try {
        const res = await fetch(urls[i % urls.length]!, {
          headers,
          signal: AbortSignal.timeout(5000),
        });
        const body = await res.text();
        tally.answers++;
        if (res.status === 200) tally.ok++;
        else if (res.status === 503) {
          tally.unavailable++;
          if (res.headers.get('retry-after')) tally.withRetryAfter++;
          tally.message ??= body;
        } else if (res.status >= 500) tally.otherServerErrors++;
        else tally.otherStatuses++;
        if (res.status !== 200) await new Promise((r) => setTimeout(r, 20));
      } catch {
        tally.noAnswer++;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return tally;
}

/** Milliseconds until GET `url` answers 200 (polled every 25 ms; at most 30 s). */
async function firstOk(url: string, headers: Record<string, string>): Promise<number> {
  const from = performance.now();
  while (performance.now() - from < 30_000) {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (res?.status === 200) return performance.now() - from;
    await new Promise((r) => setTimeout(r, 25));
  }
  return Number.POSITIVE_INFINITY;
}

export async function outageUnderTraffic(databaseUrl: string, deps: Deps): Promise<void> {
  const url = new URL(databaseUrl);
  const relay = Relay.onRandomPort(Number(url.port || 5432));
  await relay.start();
  url.port = String(relay.port);
  const server = await deps.start(url.toString());
  let relayUp = true;
  try {
    const headers = await deps.signIn(server.base, 3000);
    const draft = await deps.newDraft(server.base, headers);
    const urls = [`${server.base}/users/me`, `${server.base}/drafts/${draft}`];
    const before = await traffic(urls, headers, 1000);
    await relay.stop();
    relayUp = false;
    const during = await traffic(urls, headers, OUTAGE_MS);
    await relay.start();
    relayUp = true;
    const recovered = await firstOk(urls[0]!, headers);
    const after = await traffic(urls, headers, 1000);
    console.log(`database outage (PostgreSQL behind a relay cut for ${OUTAGE_MS / 1000} s):`);
    report('  before: answers, all 200', `${before.answers}, ${before.ok}`, '');
    report('  during: answers', during.answers, '');
    report(
      '  during: 503 (of them with Retry-After)',
      `${during.unavailable} (${during.withRetryAfter})`,
      '',
    );
    report('  during: other 5xx (goal 0)', during.otherServerErrors, '');
    report('  during: no answer within 5 s (goal 0)', during.noAnswer, '');
    report('  during: 200 (served before the cut was seen)', during.ok, '');
    if (during.message) console.log(`  during: the 503's body: ${during.message}`);
    report('  first 200 after the database came back, no restart', recovered, 'ms');
    report('  after: answers, 200', `${after.answers}, ${after.ok}`, '');
  } finally {
    await deps.stop(server);
    if (relayUp) await relay.stop();
  }
}
