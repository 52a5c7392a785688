/**
 * Where a first load spends its time: `node --import tsx bench/load-trace.ts [taskpane|editor]`
 * (needs `npm run build`). One cold load at 4× CPU with the cache off, as the benches do, recorded
 * as a Chromium trace through CDP; prints the main thread's tasks over 5 ms (scripts evaluated,
 * functions run, style, layout) and the requests (scripts and API calls) with their start and end,
 * in ms since navigation. TRACE_OUT=file.json keeps the raw trace (opens in DevTools' Performance
 * panel), PROFILE_OUT=file.cpuprofile the sampled CPU profile. With a build whose module ids are
 * named (`npx webpack --mode production --optimization-module-ids named --output-path DIR`, then
 * BENCH_CLIENT_DIR=DIR), the CPU's self time is also printed by module and by package.
 * BENCH_CLIENT_DIR serves another build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { buildFakeWordBundle } from '../test/support/fake-word/bundle';
import { benchServer } from './bench-server';
import { installReadyProbe, readyTimes } from './page-ready';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const root = path.resolve(__dirname, '..');
const clientDir = path.resolve(root, process.env.BENCH_CLIENT_DIR ?? 'dist/client');
const which = process.argv[2] === 'editor' ? 'editor' : 'taskpane';
const USER = { email: 'trace@trace.test', password: 'trace-password-1' };

async function record(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await run();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const short = (url: unknown) => {
  const u = String(url ?? '');
  return u ? path.basename(new URL(u, 'http://x').pathname) || u : '';
};

function summarize(events: TraceEvent[]): void {
  const nav = events.find(
    (e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser',
  );
  const start = events.find((e) => e.name === 'ResourceSendRequest')?.ts ?? nav?.ts ?? 0;
  const ms = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(5);
  const mainTid = events.find(
    (e) => e.name === 'ParseHTML' || (e.name === 'EvaluateScript' && e.ph === 'X'),
  )?.tid;
  const requests = new Map<string, { url: string; send: number; finish?: number }>();
  for (const e of events) {
    const d = e.args?.data;
    if (!d) continue;
    if (e.name === 'ResourceSendRequest')
      requests.set(String(d.requestId), { url: String(d.url), send: e.ts });
    if (e.name === 'ResourceFinish') {
      const r = requests.get(String(d.requestId));
      if (r) r.finish = e.ts;
    }
  }
  console.log('requests (send → finish, ms):');
  for (const r of requests.values())
    console.log(
      `  ${ms(r.send)} → ${r.finish ? ms(r.finish) : '  ?  '}  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  console.log('main thread tasks over 5 ms (start, duration, what):');
  const tasks = events
    .filter((e) => e.tid === mainTid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 5000)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  for (const task of tasks) {
    busy += task.dur!;
    const inner = events.filter(
      (e) =>
        e.tid === mainTid &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur! &&
        e.name !== 'RunTask' &&
        (e.dur ?? 0) > 3000,
    );
    const what = inner
      .map((e) => {
        const d = e.args?.data ?? e.args?.beginData ?? {};
        const label = short(d.url) || String(d.functionName ?? d.type ?? '');
        return `${e.name}${label ? `(${label})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      })
      .slice(0, 6)
      .join(', ');
    console.log(`  ${ms(task.ts)} ${(task.dur! / 1000).toFixed(0).padStart(4)}  ${what}`);
  }
  console.log(`main thread busy in tasks over 5 ms: ${(busy / 1000).toFixed(0)} ms`);
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  }>;
  samples: number[];
  timeDeltas: number[];
}

/** Module starts in a built script: webpack's `"./path":(…)=>` keys (a build with named ids). */
const moduleStarts = new Map<string, { at: number[]; names: string[]; lines: number[] }>();
function modulesOf(url: string) {
  let found = moduleStarts.get(url);
  if (found) return found;
  found = { at: [], names: [], lines: [] };
  try {
    const text = readFileSync(path.join(clientDir, short(url)), 'utf8');
    let offset = 0;
    for (const line of text.split('\n')) {
      found.lines.push(offset);
      offset += line.length + 1;
    }
    for (const m of text.matchAll(/"(\.\.?\/[^"]+)"(?:\(|:(?:function|\(|[a-z_$]\s*=>))/g)) {
      found.at.push(m.index);
      found.names.push(m[1]!);
    }
  } catch {
    // not one of our files
  }
  moduleStarts.set(url, found);
  return found;
}

/** Self time of the sampled CPU profile by webpack module (named ids) or by category. */
function profileByModule(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let key = functionName || '(anonymous)';
    if (url) {
      const mods = modulesOf(url);
      const at = (mods.lines[lineNumber] ?? 0) + columnNumber;
      let lo = -1;
      for (let k = 0; k < mods.at.length && mods.at[k]! <= at; k++) lo = k;
      key = `${short(url).split('.')[0]} ${lo >= 0 ? mods.names[lo]!.replace(/^(\.\.\/)+main\//, '') : '(runtime)'}`;
    } else if (!key.startsWith('(')) key = `native ${key}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const groups = new Map<string, number>();
  for (const [k, us] of totals) {
    const m =
      /node_modules\/((?:@[^/]+\/)?[^/]+)|src\/client\/((?:features\/)?[^/]+)|src\/core\/([^/]+)/.exec(
        k,
      );
    const g = m ? (m[1] ?? (m[2] ? `client/${m[2]}` : `core/${m[3]}`)) : k;
    groups.set(g, (groups.get(g) ?? 0) + us);
  }
  console.log('CPU self time by package or folder (ms, sampled):');
  for (const [k, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(us / 1000).toFixed(0).padStart(5)}  ${k}`);
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 45);
  console.log('CPU self time by module (ms, sampled):');
  for (const [k, us] of rows) console.log(`  ${(us / 1000).toFixed(0).padStart(5)}  ${k}`);
}

async function main(): Promise<void> {
  const { url: serverUrl, browser, token, stop } = await benchServer(USER, clientDir);
  try {
    const file = path.join(root, 'test/fixtures/patents/dev.jsonl.gz');
    const patent = JSON.parse(
      gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean)[0]!,
    ) as { title: string; description: string; claims: string; abstract: string };
    const created = await fetch(`${serverUrl}/api/v1/drafts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token.access_token}`,
      },
      body: JSON.stringify({
        title: patent.title,
        sections: {
          title: patent.title,
          detailed_description: patent.description.slice(0, 60_000),
          claims: patent.claims,
          abstract: patent.abstract,
        },
      }),
    });
    const draft = (await created.json()) as { id: string };
    const user = JSON.stringify({ username: USER.email, token });
    const context = await browser.newContext({
      baseURL: serverUrl,
      viewport: which === 'editor' ? { width: 1280, height: 900 } : { width: 400, height: 900 },
    });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (which === 'taskpane') {
      const bundle = await buildFakeWordBundle();
      await page.route(/appsforoffice\.microsoft\.com/, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: bundle }),
      );
      const paragraphs = [
        { text: 'Title', heading: 1 },
        { text: patent.title },
        { text: 'Detailed description', heading: 1 },
        ...patent.description
          .slice(0, 60_000)
          .split(/\n\s*\n/)
          .filter((t) => t.trim())
          .map((text) => ({ text })),
        { text: 'Claims', heading: 1 },
        { text: patent.claims },
      ];
      await page.addInitScript(
        (i) => {
          (window as unknown as { __fakeWordInit: unknown }).__fakeWordInit = i;
          localStorage.setItem('user', i.user);
        },
        { paragraphs, options: { settings: { 'claimwright.draftId': draft.id } }, user },
      );
    } else {
      await page.addInitScript((u) => localStorage.setItem('user', u), user);
    }
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await installReadyProbe(
      page,
      which === 'taskpane'
        ? `() => document.body.textContent.includes('In this document:') && Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Generate' && !b.disabled)`
        : `() => { const l = Array.from(document.querySelectorAll('label')).find((l) => l.textContent.trim() === 'Disclosure'); const f = l && l.htmlFor ? document.getElementById(l.htmlFor) : null; return !!f && (f.isContentEditable || (f.tagName === 'TEXTAREA' && !f.disabled)); }`,
    );
    const events = await record(cdp, async () => {
      if (which === 'taskpane') {
        await page.goto('/taskpane.html');
        await page.getByText(/^In this document:/).waitFor({ timeout: 60_000 });
        await page
          .getByRole('button', { name: 'Generate', exact: true })
          .and(page.locator(':enabled'))
          .waitFor();
      } else {
        await page.goto(`/editor/${draft.id}`);
        await page
          .getByRole('textbox', { name: 'Disclosure' })
          .and(page.locator('[contenteditable="true"], textarea:enabled'))
          .waitFor({ timeout: 60_000 });
      }
      console.log(`ready seen at ${(await page.evaluate(() => performance.now())).toFixed(0)} ms`);
      const probe = await readyTimes(page);
      console.log(
        `in the page: ready ${probe.ready.toFixed(0)} ms, responsive ${probe.responsive.toFixed(0)} ms`,
      );
      await page.waitForTimeout(300);
    });
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
    const { profile } = await cdp.send('Profiler.stop');
    summarize(events);
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    profileByModule(profile as CpuProfile);
    await context.close();
  } finally {
    await stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
