import type { Page } from 'playwright-core';

/**
 * When a page reached a state, timed inside the page. A Playwright wait resolves only at its next
 * poll (its retries back off to 500 ms) and after a round trip through the throttled renderer, and
 * Playwright's own injected script is compiled there at 4× CPU too: under a loaded machine that
 * alone moved the task pane's figure by a second and more. The probe is a MutationObserver
 * installed before the page's scripts: `ready` is the first mutation after which `check` holds;
 * `responsive` is when the page's main thread next runs a task (a MessageChannel message posted
 * then), i.e. when a click on the ready page would start to be handled. The benches still wait with
 * Playwright for the same state, so a probe that never fires fails the run instead of passing.
 */
export interface ReadyTimes {
  ready: number;
  responsive: number;
}

/**
 * Installs the probe on every page of `page`'s next navigation. `check` is a function's source,
 * run in the page after each batch of DOM mutations (a string: tsx's helpers do not exist there).
 */
export async function installReadyProbe(page: Page, check: string): Promise<void> {
  await page.addInitScript({
    content: `(() => {
  const check = ${check};
  const w = window;
  let observer = null;
  const probe = () => {
    if (w.__benchReady !== undefined) return;
    let ok = false;
    try { ok = check(); } catch (e) { ok = false; }
    if (!ok) return;
    w.__benchReady = performance.now();
    observer.disconnect();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { w.__benchResponsive = performance.now(); };
    channel.port2.postMessage(0);
  };
  observer = new MutationObserver(probe);
  const start = () => {
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    probe();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})();`,
  });
}

/** The probe's times (ms since navigation); throws if the state was never reached. */
export async function readyTimes(page: Page): Promise<ReadyTimes> {
  await page.waitForFunction('window.__benchResponsive !== undefined', null, { timeout: 10_000 });
  const times = (await page.evaluate(
    '({ ready: window.__benchReady, responsive: window.__benchResponsive })',
  )) as ReadyTimes;
  return times;
}
