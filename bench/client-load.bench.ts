/**
 * First load of the browser app: `npm run bench -- client-load` (needs `npm run build`).
 * Chromium at 4× CPU throttle with the cache disabled, a signed-in user opening one of their
 * drafts at /editor/<id>, 1280 px wide:
 * - editor usable: from navigation until the draft's Disclosure field accepts typing and the main
 *   thread is free to take a keystroke, timed in the page (page-ready.ts; the time at which
 *   Playwright's wait saw it is printed beside it);
 * - JS over the wire: bytes of every script response as transferred (compressed when served so);
 * and the same JS figure for the landing page. Median of RUNS runs each.
 */
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { benchServer } from './bench-server';
import { installReadyProbe, readyTimes } from './page-ready';
import { median, report } from './support';

/** The editor is usable: the field labelled Disclosure accepts typing. */
const EDITOR_READY = `() => {
  const label = Array.from(document.querySelectorAll('label')).find((l) => l.textContent.trim() === 'Disclosure');
  const field = label && label.htmlFor ? document.getElementById(label.htmlFor) : null;
  return !!field && (field.isContentEditable || (field.tagName === 'TEXTAREA' && !field.disabled));
}`;

const RUNS = 5;
/** The built client to serve: dist/client, or BENCH_CLIENT_DIR (to compare two builds, alternating). */
const clientDir = path.resolve(__dirname, '..', process.env.BENCH_CLIENT_DIR ?? 'dist/client');
const ADMIN = { email: 'bench@client-load.test', password: 'client-load-password-1' };

/** Counts the transferred bytes of script responses seen by `cdp` from now on. */
function countScripts(cdp: CDPSession): { bytes: () => number; files: () => number } {
  const scripts = new Set<string>();
  let bytes = 0;
  let files = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!scripts.has(event.requestId)) return;
    bytes += event.encodedDataLength;
    files++;
  });
  return { bytes: () => bytes, files: () => files };
}

async function throttled(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

async function main(): Promise<void> {
  const [l1] = os.loadavg();
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${l1!.toFixed(2)} (1 min)`);
  const { url: serverUrl, browser, token, stop } = await benchServer(ADMIN, clientDir);
  try {
    const created = await fetch(`${serverUrl}/api/v1/drafts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token.access_token}`,
      },
      body: JSON.stringify({ title: 'Irrigation controller' }),
    });
    if (!created.ok) throw new Error(`draft: ${created.status} ${await created.text()}`);
    const draft = (await created.json()) as { id: string };
    const user = JSON.stringify({ username: ADMIN.email, token });

    const usable: number[] = [];
    const seen: number[] = [];
    const editorJs: number[] = [];
    const editorFiles: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        baseURL: serverUrl,
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript((u) => localStorage.setItem('user', u), user);
      const { page, cdp } = await throttled(context);
      const scripts = countScripts(cdp);
      await installReadyProbe(page, EDITOR_READY);
      await page.goto(`/editor/${draft.id}`);
      await page
        .getByRole('textbox', { name: 'Disclosure' })
        .and(page.locator('[contenteditable="true"], textarea:enabled'))
        .waitFor({ timeout: 60_000 });
      seen.push(await page.evaluate(() => performance.now()));
      usable.push((await readyTimes(page)).responsive);
      await page.waitForLoadState('networkidle');
      editorJs.push(scripts.bytes());
      editorFiles.push(scripts.files());
      await context.close();
    }

    const landingJs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL: serverUrl });
      const { page, cdp } = await throttled(context);
      const scripts = countScripts(cdp);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      landingJs.push(scripts.bytes());
      await context.close();
    }

    const kb = (bytes: number) => Math.round(bytes / 1024);
    report('/editor usable, as Playwright saw it, median', median(seen), 'ms');
    report(
      `/editor usable (4× CPU, no cache), timed in the page, median of ${RUNS}`,
      median(usable),
      'ms',
      'goal ≤ 1,000 ms',
    );
    report(
      `/editor JS over the wire (${median(editorFiles)} files)`,
      kb(median(editorJs)),
      'KB',
      'goal ≤ 600 KB',
    );
    report('/ (landing) JS over the wire', kb(median(landingJs)), 'KB');
    console.log(`editor usable: ${Math.round(median(usable))} ms`);
    console.log(`  runs, timed in the page: ${usable.map(Math.round).join(', ')} ms`);
    console.log(`  runs, as Playwright saw them: ${seen.map(Math.round).join(', ')} ms`);
    console.log(`JS over the wire: ${kb(median(editorJs))} KB`);
  } finally {
    await stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
