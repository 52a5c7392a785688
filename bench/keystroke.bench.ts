/**
 * Keystroke latency of the editor in Chromium on a ~100-page draft (a real patent of 319,000
 * characters of description). Needs the build (`npm run build`). Types 200 characters into the
 * middle of the detailed description in bursts of 10 (80 ms apart; pauses of 450 or 1,200 ms so
 * the checks and autosave run between and during bursts) and measures, per keystroke, from the
 * event's `timeStamp` to (a) the editor's DOM change, (b) the next animation frame after it, (c) the
 * end of that frame's rendering (a task queued from the frame callback).
 *
 * The goal (p95 ≤ 16 ms: each key shown within one frame's time) is judged on (c) in a Chromium
 * without its frame-rate limit: the key's own work and the rendering that shows it, without the
 * wait for the display's next refresh. At 60 Hz a key arriving at a random moment waits 0–16.7 ms
 * for the next frame even when the page does nothing, so (b) there has a floor near 16 ms at p95
 * that no page gets under; the 60 Hz figures are printed beside the blank page's. To tell our cost
 * from the browser's:
 * - baseline: the same typing into a plain `contenteditable` holding the same text on a blank page
 *   (no script; the editor's paragraph CSS, so off-screen paragraphs skip layout there too);
 * - the same two pages in a Chromium without its frame-rate limit (`--disable-frame-rate-limit
 *   --disable-gpu-vsync`), where the next frame follows the work at once: (b) there is the time the
 *   key's work took, and the app's figure minus the baseline's is the latency we add (the app
 *   runs no CSS animation while the user types: unthrottled, one would draw frames back to back);
 * - the share of keys that missed the first frame after them (frame times from a rAF loop, so
 *   those runs draw every frame, as a page with a blinking caret on a real display does).
 * The editor runs twice at 60 Hz: as shipped (checks in a Web Worker) and with `Worker` removed.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { analyzeDraft } from '../src/core/patent';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';
import { median, percentile, report } from './support';

const root = path.resolve(__dirname, '..');
const PATENT = 'US07521048B2';
const KEYS = 200;
const BURST = 10;
/** One frame at 60 Hz: the longest a key can wait for the next frame when nothing delays it. */
const FRAME_MS = 1000 / 60;
const GOAL_MS = 16;
/**
 * Pauses between bursts: 450 ms lets the checks start (400 ms after the last key) just before the
 * next burst, so keys land while they run; 1,200 ms lets autosave run too.
 */
const PAUSES_MS = [450, 450, 1200];
const TEXT = 'the valve opens when the soil is dry and closes again after watering ';
const EDITABLE = '[aria-label="Detailed description"][contenteditable]';
/**
 * The baseline page: the editor's text box without the app — same width, font, line height and
 * paragraph rules (off-screen paragraphs skip layout with content-visibility, as in the editor).
 */
const PLAIN_CSS = [
  'body { margin: 0; font-family: "Segoe UI", sans-serif; font-size: 14px; line-height: 22px }',
  '[contenteditable] { width: 900px; padding: 8px 12px; white-space: pre-wrap; outline: none }',
  '[contenteditable] > p { margin: 0 0 8px; content-visibility: auto; contain-intrinsic-size: auto 4.5em }',
].join('\n');
/** Frames follow the work at once: no 60 Hz wait in the figures. */
const UNTHROTTLED_FLAGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

interface Sample {
  dom: number;
  frame: number;
  painted: number;
  /** Frames at 60 Hz between the first one after the key and the one that showed it (rAF loop runs). */
  missed: number;
}

interface Run {
  samples: Sample[];
  longTasks: number[];
  openMs: number;
}

function loadPatent(): { title: string; description: string; claims: string; abstract: string } {
  const file = path.join(root, 'test/fixtures/patents/dev.jsonl.gz');
  const rows = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  const row = rows.map((l) => JSON.parse(l)).find((r: { id: string }) => r.id === PATENT);
  if (!row) throw new Error(`${PATENT} is missing from ${file}`);
  return row;
}

async function api<T>(url: string, pathname: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${url}/api/v1${pathname}`, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function launch(unthrottled: boolean): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: unthrottled ? [...CHROMIUM_FLAGS, ...UNTHROTTLED_FLAGS] : [...CHROMIUM_FLAGS],
  });
}

/** Installed in the page: records the latencies of every keystroke into `window.samples`. */
function instrument({ selector, frameLoop }: { selector: string; frameLoop: boolean }): void {
  const w = window as unknown as { samples: Sample[]; longTasks: number[] };
  w.samples = [];
  w.longTasks = [];
  /** Begin times of every frame since the instrument was installed (with `frameLoop`). */
  const frames: number[] = [];
  if (frameLoop) {
    const tick = (t: number) => {
      frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  const editor = document.querySelector(selector)!;
  let pending: { start: number; dom: number } | null = null;
  document.addEventListener(
    'keydown',
    (event) => {
      pending = { start: event.timeStamp, dom: 0 };
    },
    true,
  );
  new MutationObserver(() => {
    const p = pending;
    if (!p || p.dom) return;
    p.dom = performance.now();
    requestAnimationFrame((shownAt) => {
      const frame = performance.now();
      // Frame times sit on the 60 Hz grid: the first frame after the key is the first grid point
      // after it, counted from the last frame before it; a later frame means one was missed.
      const before = frames.filter((t) => t <= p.start).pop();
      const period = 1000 / 60;
      const first =
        before === undefined ? shownAt : before + period * Math.ceil((p.start - before) / period);
      const missed = frameLoop ? Math.max(0, Math.round((shownAt - first) / period)) : 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        w.samples.push({
          dom: p.dom - p.start,
          frame: frame - p.start,
          painted: performance.now() - p.start,
          missed,
        });
      };
      channel.port2.postMessage(null);
    });
  }).observe(editor, { subtree: true, childList: true, characterData: true });
}

/** What `typeBursts` types. */
function typedText(): string {
  let text = '';
  for (let typed = 0; typed < KEYS; typed += BURST) {
    text += TEXT.slice(typed % 60, (typed % 60) + BURST);
  }
  return text;
}

/** Types KEYS characters in bursts at the caret of `page` and returns what the instrument saw. */
async function typeBursts(page: Page, frameLoop: boolean): Promise<Omit<Run, 'openMs'>> {
  // tsx names inner functions with a `__name` helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  await page.evaluate(instrument, { selector: EDITABLE, frameLoop });
  for (let typed = 0; typed < KEYS; typed += BURST) {
    await page.keyboard.type(TEXT.slice(typed % 60, (typed % 60) + BURST), { delay: 80 });
    await page.waitForTimeout(PAUSES_MS[(typed / BURST) % PAUSES_MS.length]!);
  }
  return page.evaluate(() => {
    const w = window as unknown as { samples: Sample[]; longTasks: number[] };
    return { samples: w.samples, longTasks: w.longTasks };
  });
}

/** A fresh context with the bench's viewport (animations stay on: the app is measured as shipped). */
function newContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
}

/** The browser alone: the same text in a plain contenteditable (PLAIN_CSS), typed the same way. */
async function typeInPlainPage(browser: Browser, text: string, frameLoop: boolean): Promise<Run> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const opened = performance.now();
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>${PLAIN_CSS}</style></head><body><div contenteditable="true" role="textbox" aria-label="Detailed description"></div></body></html>`,
  );
  const paragraphs = await page.evaluate((value) => {
    const editable = document.querySelector('[contenteditable]')!;
    for (const para of value.split('\n\n')) {
      const p = document.createElement('p');
      p.textContent = para;
      editable.append(p);
    }
    return editable.children.length;
  }, text);
  const openMs = performance.now() - opened;
  await page
    .locator(`${EDITABLE} > p`)
    .nth(Math.floor(paragraphs / 2))
    .click();
  await page.keyboard.press('End');
  const run = await typeBursts(page, frameLoop);
  await context.close();
  return { ...run, openMs };
}

interface DraftRef {
  url: string;
  user: string;
  draftId: string;
}

/** The saved draft's detailed description. */
async function savedDescription(opts: DraftRef): Promise<string> {
  const { token } = JSON.parse(opts.user) as { token: { access_token: string } };
  const draft = await api<{ sections: { detailed_description: string } }>(
    opts.url,
    `/drafts/${opts.draftId}`,
    { headers: { authorization: `Bearer ${token.access_token}` } },
  );
  return draft.sections.detailed_description;
}

/**
 * Where `after` is `before` with `typed` inserted whole, in order, at one place; -1 if it is not.
 * (Counting occurrences of `typed` is no check: the runs type into the same paragraph, and "End"
 * goes to the end of the clicked visual line, which in a later run can lie inside an earlier
 * run's text, splitting that occurrence although every key landed where it was typed.)
 */
function insertedAt(before: string, after: string, typed: string): number {
  if (after.length !== before.length + typed.length) return -1;
  let first = 0;
  while (first < before.length && before[first] === after[first]) first++;
  // The insertion starts at `first` or, when it begins with text equal to what precedes it, earlier.
  for (let at = first; at >= Math.max(0, first - typed.length); at--) {
    if (after.startsWith(typed, at) && after.slice(at + typed.length) === before.slice(at))
      return at;
  }
  return -1;
}

/** Opens the draft in a fresh context, types KEYS characters mid-description, returns the samples. */
async function typeInDraft(opts: {
  browser: Browser;
  url: string;
  user: string;
  draftId: string;
  workers: boolean;
  frameLoop: boolean;
}): Promise<Run> {
  const context = await newContext(opts.browser, opts.url);
  await context.addInitScript(
    ({ user, workers }) => {
      window.localStorage.setItem('user', user);
      if (!workers) Reflect.deleteProperty(window, 'Worker');
    },
    { user: opts.user, workers: opts.workers },
  );
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('page error:', e.message));
  const before = await savedDescription(opts);
  const opened = performance.now();
  await page.goto(`/editor/${opts.draftId}`);
  const editor = page.getByRole('textbox', { name: 'Detailed description', exact: true });
  await editor.locator('p').nth(300).waitFor({ state: 'attached', timeout: 60_000 });
  const openMs = performance.now() - opened;
  await page
    .getByRole('status', { name: 'Checks status' })
    .getByText(/findings?$/)
    .waitFor({ timeout: 60_000 });
  const paragraphs = await editor.locator('p').count();
  await editor
    .locator('p')
    .nth(Math.floor(paragraphs / 2))
    .click();
  await page.keyboard.press('End');
  if ((await page.evaluate(() => typeof Worker)) !== (opts.workers ? 'function' : 'undefined')) {
    throw new Error('the Worker switch did not take effect');
  }
  const run = await typeBursts(page, opts.frameLoop);
  await page
    .getByRole('status', { name: 'Save status' })
    .getByText('Saved', { exact: true })
    .waitFor({ timeout: 30_000 });
  await context.close();
  const after = await savedDescription(opts);
  if (insertedAt(before, after, typedText()) < 0) {
    let at = 0;
    while (at < before.length && before[at] === after[at]) at++;
    console.log(
      `WARNING: the saved draft is not the draft before with the ${KEYS} typed characters inserted in order at one place; from the first difference: …${after.slice(Math.max(0, at - 60), at + KEYS + 60)}…`,
    );
  }
  return { ...run, openMs };
}

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const pair = (values: number[]) => `${fmt(median(values))} / ${fmt(percentile(values, 95))}`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** What the summary needs of a run: p50 and p95 of (b) and (c), and the keys that missed a frame. */
interface RunFigures {
  frame: [number, number];
  painted: [number, number];
  /** Keys that missed the first frame after them, % (runs with the rAF loop). */
  missed: number;
}

/** Prints one run's figures. `goal`: the run the goal is judged on (the verdict is printed). */
function printRun(title: string, run: Run, opts: { loop: boolean; goal: boolean }): RunFigures {
  const pick = (key: keyof Sample) => run.samples.map((x) => x[key]);
  const frame = pick('frame');
  const painted = pick('painted');
  console.log(`\n${title} (load average ${load()}):`);
  report('opened (navigation → 300th paragraph in the DOM)', run.openMs, 'ms');
  report('keystrokes measured', run.samples.length, 'keys');
  report('keydown → DOM updated, p50 / p95', pair(pick('dom')), 'ms');
  report('keydown → next animation frame, p50', median(frame), 'ms');
  report('keydown → next animation frame, p95', percentile(frame, 95), 'ms');
  const p95 = percentile(painted, 95);
  report(
    'keydown → frame rendered, p50 / p95',
    pair(painted),
    'ms',
    opts.goal ? `goal p95 ≤ ${GOAL_MS} ms: ${p95 <= GOAL_MS ? 'met' : 'NOT met'}` : '',
  );
  report('keydown → frame rendered, max', Math.max(...painted), 'ms');
  const missed = (100 * run.samples.filter((s) => s.missed > 0).length) / run.samples.length;
  if (opts.loop) report('keys that missed the first frame after them', missed, '%');
  const late = frame.filter((ms) => ms > FRAME_MS + 1).length;
  report('keys shown after > 17.7 ms (a frame missed)', (100 * late) / run.samples.length, '%');
  report('long tasks (> 50 ms) while typing', run.longTasks.length, 'tasks');
  if (run.longTasks.length) report('longest task while typing', Math.max(...run.longTasks), 'ms');
  return {
    frame: [median(frame), percentile(frame, 95)],
    painted: [median(painted), p95],
    missed,
  };
}

async function main(): Promise<void> {
  for (const file of ['dist/client/index.html', 'dist/server/server/main.js']) {
    if (!existsSync(path.join(root, file))) {
      console.log(`${file} is missing: run \`npm run build\` first`);
      process.exit(1);
    }
  }
  console.log(`${os.cpus().length} CPUs, load average ${load()} (1, 5, 15 min)`);
  const patent = loadPatent();
  const sections = {
    title: patent.title,
    detailed_description: patent.description,
    claims: patent.claims,
    abstract: patent.abstract,
  };
  const t0 = performance.now();
  analyzeDraft({
    title: patent.title,
    detailed: patent.description,
    claims: patent.claims,
    abstract: patent.abstract,
  });
  const checksMs = performance.now() - t0;

  const server = await startServer();
  const browser = await launch(false);
  const unthrottled = await launch(true);
  try {
    const email = `bench-${Date.now()}@bench.test`;
    const password = 'bench-password-long-enough';
    const json = { 'content-type': 'application/json' };
    await api(server.url, '/users/open', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, full_name: 'Bench' }),
    });
    const token = await api<{ access_token: string }>(server.url, '/login/access-token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    const auth = { ...json, authorization: `Bearer ${token.access_token}` };
    const draft = await api<{ id: string }>(server.url, '/drafts', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: patent.title, disclosure: patent.abstract, sections }),
    });

    console.log(
      `Draft: ${PATENT}, ${patent.description.length.toLocaleString('en-US')} characters of description (~${Math.round(patent.description.length / 3000)} pages)`,
    );
    report(
      'checks on this draft in Node (what the worker takes off the main thread)',
      checksMs,
      'ms',
    );
    const session = { url: server.url, user: JSON.stringify({ username: email, token }) };

    console.log('\n## 60 Hz (frames wait for the display: a key waits 0–16.7 ms for the next one)');
    const base60 = printRun(
      'Baseline: plain contenteditable, same text, blank page',
      await typeInPlainPage(browser, patent.description, true),
      { loop: true, goal: false },
    );
    const app60 = printRun(
      'Editor, checks in a Web Worker (as shipped)',
      await typeInDraft({ ...session, browser, draftId: draft.id, workers: true, frameLoop: true }),
      { loop: true, goal: false },
    );
    printRun(
      'Editor, checks on the main thread (Worker removed)',
      await typeInDraft({
        ...session,
        browser,
        draftId: draft.id,
        workers: false,
        frameLoop: true,
      }),
      { loop: true, goal: false },
    );

    console.log('\n## Frame-rate limit off (the next frame follows the work at once; the goal)');
    const baseFree = printRun(
      'Baseline: plain contenteditable, same text, blank page',
      await typeInPlainPage(unthrottled, patent.description, false),
      { loop: false, goal: false },
    );
    const appFree = printRun(
      'Editor, checks in a Web Worker (as shipped)',
      await typeInDraft({
        ...session,
        browser: unthrottled,
        draftId: draft.id,
        workers: true,
        frameLoop: false,
      }),
      { loop: false, goal: true },
    );

    console.log(`\n## Summary (load average ${load()})`);
    const both = (f: number[]) => f.map(fmt).join(' / ');
    report('browser alone at 60 Hz: keydown → next frame, p50 / p95', both(base60.frame), 'ms');
    report('editor at 60 Hz: keydown → next frame, p50 / p95', both(app60.frame), 'ms');
    report(
      'keys that missed the first frame after them at 60 Hz: editor / browser alone',
      `${fmt(app60.missed)} / ${fmt(base60.missed)}`,
      '%',
    );
    report(
      'added by the editor, frame limit off (editor − baseline), p50 / p95',
      `${fmt(appFree.frame[0] - baseFree.frame[0])} / ${fmt(appFree.frame[1] - baseFree.frame[1])}`,
      'ms',
    );
    const p95 = appFree.painted[1];
    console.log(
      `Goal (issue): keystroke latency p95 ≤ ${GOAL_MS} ms, as keydown → frame rendered without ` +
        `the frame-rate limit: ${p95 <= GOAL_MS ? 'met' : 'NOT met'} (${fmt(p95)} ms; the browser ` +
        `alone ${fmt(baseFree.painted[1])} ms). At 60 Hz, with the wait for the display's next ` +
        `frame, keydown → next frame p95 is ${fmt(app60.frame[1])} ms, the browser alone ` +
        `${fmt(base60.frame[1])} ms.`,
    );
  } finally {
    await browser.close();
    await unthrottled.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
