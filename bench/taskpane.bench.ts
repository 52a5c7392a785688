/**
 * The Word task pane: `npm run bench -- taskpane` (needs `npm run build` for the cold start).
 * - cold start: /taskpane.html in Chromium at 4× CPU throttle, cache disabled (BENCH_LATENCY_MS
 *   adds a round-trip time to every request, 0 by default), with the fake Word
 *   (served in place of office.js) holding a document linked to a draft: from navigation to the
 *   editor interactive in the pane (the Word panel has read the document, Generate is enabled,
 *   and the main thread free to take a click), timed in the page (page-ready.ts); the time at
 *   which Playwright's waits saw that state is printed beside it;
 * - read-and-check a ~100-page document through the WordDraftTarget on the fake Word;
 * - context.sync() calls per user action;
 * - syncs per second while a 20-page description streams into the document (the real bridge).
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { SECTION_NAMES } from '../src/core/api/sections';
import { analyzeDraft } from '../src/core/patent';
import { createWordDraftTarget } from '../src/client/office/word-draft-target';
import { DraftDocument } from '../src/client/features/editor/draft-document';
import { WordBridge } from '../src/client/features/editor/word-bridge';
import { sectionsInput } from '../src/core/patent/draft-checks';
import { createFakeWord, type ParaSpec } from '../test/support/fake-word';
import { buildFakeWordBundle } from '../test/support/fake-word/bundle';
import { benchServer } from './bench-server';
import { installReadyProbe, readyTimes } from './page-ready';
import { median, report } from './support';

/** The pane is interactive: the Word panel has read the document and Generate is enabled. */
const PANE_READY = `() =>
  document.body.textContent.includes('In this document:') &&
  Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Generate' && !b.disabled)`;

const root = path.resolve(__dirname, '..');
/** The built client to serve: dist/client, or BENCH_CLIENT_DIR (to compare two builds, alternating). */
const clientDir = path.resolve(root, process.env.BENCH_CLIENT_DIR ?? 'dist/client');
const PATENT = 'US07521048B2';
const RUNS = 7;
const COLD_RUNS = 5;
/** BENCH_LATENCY_MS: a round trip added to every request of the cold start (a server far away). */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

interface Patent {
  title: string;
  description: string;
  claims: string;
  abstract: string;
}

function loadPatent(): Patent {
  const file = path.join(root, 'test/fixtures/patents/dev.jsonl.gz');
  const rows = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  const row = rows
    .map((l) => JSON.parse(l) as Patent & { id: string })
    .find((r) => r.id === PATENT);
  if (!row) throw new Error(`${PATENT} is missing from ${file}`);
  return row;
}

const blocks = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((t) => t.trim())
    .filter(Boolean);

/** The patent as an attorney's Word document: headings in heading styles, one paragraph a block. */
function documentOf(p: Patent, description = p.description): ParaSpec[] {
  return [
    { text: 'Title', heading: 1 },
    { text: p.title },
    { text: 'Detailed description', heading: 1 },
    ...blocks(description).map((text) => ({ text })),
    { text: 'Claims', heading: 1 },
    ...blocks(p.claims).map((text) => ({ text })),
    { text: 'Abstract', heading: 1 },
    { text: p.abstract },
  ];
}

async function readAndCheck(patent: Patent): Promise<void> {
  const fake = createFakeWord(documentOf(patent));
  const target = createWordDraftTarget(fake.Word, fake.Office);
  const times: number[] = [];
  let findings = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const model = await target.read();
    const sections = Object.fromEntries(
      SECTION_NAMES.map((s) => [s, model.sections[s]?.text ?? '']),
    ) as Record<(typeof SECTION_NAMES)[number], string>;
    findings = analyzeDraft(sectionsInput(sections), { jurisdiction: 'us' }).findings.length;
    times.push(performance.now() - t0);
  }
  const pages = Math.round(patent.description.length / 3000);
  console.log(
    `Document: ${PATENT}, ${fake.model.paragraphs.length} paragraphs (~${pages} pages), ${findings} findings`,
  );
  report(
    'read-and-check through WordDraftTarget (fake Word), median',
    median(times),
    'ms',
    'goal ≤ 150 ms',
  );
}

async function syncsPerAction(patent: Patent): Promise<void> {
  const fake = createFakeWord(documentOf(patent, patent.description.slice(0, 30_000)));
  const target = createWordDraftTarget(fake.Word, fake.Office);
  const model = await target.read();
  const claims = model.sections.claims!.text;
  const at = claims.indexOf('said');
  const mark = {
    id: 'x',
    section: { heading: 'Claims' },
    range: { start: at, end: at + 4 },
    severity: 'warning' as const,
    message: 'bench',
  };
  const actions: Array<[string, () => Promise<unknown>]> = [
    ['read the document (live check)', () => target.read()],
    ['Go to a finding', () => target.selectRange(mark.section, mark.range)],
    [
      'Mark in document (all findings at once)',
      () => target.markFindings([mark, { ...mark, id: 'y' }]),
    ],
    ['Clear marks', () => target.clearMarks()],
    [
      'write a section (Generate → Abstract, first write)',
      () => target.upsertSection({ heading: 'Abstract' }, 'A valve.'),
    ],
    ['restore a section', () => target.restoreSection('abstract', 'Abstract')],
    ['read the selection', () => target.readSelection()],
  ];
  let worst = 0;
  for (const [name, action] of actions) {
    if (name.startsWith('Go to') || name.startsWith('Mark')) await target.read();
    const before = fake.model.syncs;
    await action();
    const n = fake.model.syncs - before;
    worst = Math.max(worst, n);
    report(`context.sync() calls: ${name}`, String(n), 'syncs');
  }
  report('context.sync() calls per user action, most', String(worst), 'syncs', 'goal ≤ 2');
}

async function streamingSyncs(patent: Patent): Promise<void> {
  const text = patent.description.slice(0, 60_000);
  const fake = createFakeWord([{ text: 'Notes.' }]);
  const target = createWordDraftTarget(fake.Word, fake.Office);
  const fields = Object.fromEntries(SECTION_NAMES.map((s) => [s, ''])) as Record<string, string>;
  const document = new DraftDocument({
    ...fields,
    name: 'bench',
    disclosure: '',
    jurisdiction: 'us',
  } as never);
  const bridge = new WordBridge(target, document);
  await bridge.start();
  await bridge.beginStream(['detailed_description']);
  const before = fake.model.syncs;
  const t0 = performance.now();
  // An LLM at ~2,000 characters a second: 40-character deltas every 20 ms.
  for (let i = 0; i < text.length; i += 40) {
    document.append('detailed_description', text.slice(i, i + 40));
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - t0) / 1000;
  const syncs = fake.model.syncs - before;
  await bridge.endStream();
  bridge.stop();
  const inWord = (await target.read()).sections.detailed_description?.text ?? '';
  console.log(
    `Streamed ${text.length.toLocaleString('en-US')} characters (~20 pages) in ${seconds.toFixed(1)} s; the document holds ${inWord.length.toLocaleString('en-US')}`,
  );
  report(
    'syncs per second while streaming a 20-page description',
    syncs / seconds,
    '/s',
    'goal ≤ 10',
  );
}

/** The pane's scripts until interactive: count, gzip size, and whether TipTap came along. */
function scriptsReport(files: string[]): void {
  let raw = 0;
  let gz = 0;
  let editor = false;
  for (const file of new Set(files)) {
    const body = readFileSync(path.join(clientDir, file));
    raw += body.length;
    gz += gzipSync(body).length;
    editor ||= body.includes('ProseMirror');
  }
  report('taskpane scripts until interactive', new Set(files).size, 'files');
  report(
    'taskpane scripts until interactive, gzip',
    gz / 1024,
    'KB',
    `${Math.round(raw / 1024)} KB raw`,
  );
  console.log(`taskpane loads TipTap/ProseMirror: ${editor ? 'yes' : 'no'}`);
}

async function coldStart(patent: Patent): Promise<void> {
  if (!existsSync(path.join(clientDir, 'taskpane.html'))) {
    console.log('taskpane cold start: skipped (run `npm run build` first)');
    return;
  }
  const bundle = await buildFakeWordBundle();
  const {
    url: serverUrl,
    browser,
    token,
    stop,
  } = await benchServer({ email: 'bench@bench.test', password: 'bench-password-1' }, clientDir);
  try {
    const description = patent.description.slice(0, 60_000);
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
          detailed_description: blocks(description).join('\n\n'),
          claims: patent.claims,
          abstract: patent.abstract,
        },
      }),
    });
    const draft = (await created.json()) as { id: string };
    const init = {
      paragraphs: documentOf(patent, description),
      options: { settings: { 'claimwright.draftId': draft.id } },
      user: JSON.stringify({ username: 'bench@bench.test', token }),
    };
    const times: number[] = [];
    const seen: number[] = [];
    const firstRender: number[] = [];
    const loaded: string[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const context = await browser.newContext({
        baseURL: serverUrl,
        viewport: { width: 400, height: 900 },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (LATENCY_MS > 0)
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      await page.route(/appsforoffice\.microsoft\.com/, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: bundle }),
      );
      await page.addInitScript((i) => {
        (window as unknown as { __fakeWordInit: unknown }).__fakeWordInit = i;
        localStorage.setItem('user', i.user);
      }, init);
      await installReadyProbe(page, PANE_READY);
      // Which of our scripts the pane fetched (first run): what the cold start has to parse.
      const scripts: string[] = [];
      if (i === 0) {
        page.on('response', (r) => {
          if (r.url().startsWith(serverUrl) && r.url().endsWith('.js')) scripts.push(r.url());
        });
      }
      await page.goto('/taskpane.html');
      await page.getByTestId('app-root').first().waitFor({ timeout: 60_000 });
      firstRender.push(await page.evaluate(() => performance.now()));
      await page.getByText(/^In this document:/).waitFor({ timeout: 60_000 });
      await page
        .getByRole('button', { name: 'Generate', exact: true })
        .and(page.locator(':enabled'))
        .waitFor();
      seen.push(await page.evaluate(() => performance.now()));
      times.push((await readyTimes(page)).responsive);
      if (i === 0) loaded.push(...scripts.map((u) => path.basename(new URL(u).pathname)));
      await context.close();
    }
    scriptsReport(loaded);
    report('taskpane first render (app shell), as Playwright saw it', median(firstRender), 'ms');
    report('taskpane interactive, as Playwright saw it, median', median(seen), 'ms');
    report(
      `taskpane cold start, timed in the page, median of ${COLD_RUNS}`,
      median(times),
      'ms',
      'goal ≤ 1,000 ms',
    );
    if (LATENCY_MS > 0) console.log(`(every request with ${LATENCY_MS} ms of added latency)`);
    console.log(`taskpane cold start: ${Math.round(median(times))} ms`);
    console.log(`  runs, timed in the page: ${times.map(Math.round).join(', ')} ms`);
    console.log(`  runs, as Playwright saw them: ${seen.map(Math.round).join(', ')} ms`);
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const [l1, l5, l15] = os.loadavg();
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${l1!.toFixed(2)} / ${l5!.toFixed(2)} / ${l15!.toFixed(2)} (1/5/15 min)`,
  );
  const patent = loadPatent();
  // BENCH_ONLY=cold: the cold start alone (comparing builds needs many of its runs, none of the rest).
  if (process.env.BENCH_ONLY !== 'cold') {
    await readAndCheck(patent);
    await syncsPerAction(patent);
    await streamingSyncs(patent);
  }
  await coldStart(patent);
  const [a1] = os.loadavg();
  console.log(`Load average after: ${a1!.toFixed(2)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
