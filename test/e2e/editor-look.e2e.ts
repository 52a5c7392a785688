/**
 * The editor as an attorney meets it (issue 19, items 2-4), in Chromium at 1280 and 400 px, light
 * and dark: the draft reads as one document with the export's own [0001] numbers and filed claim
 * numbers, the docket number and client-matter reach the DOCX header, findings are marked where
 * they are and Go to scrolls there and flashes; at 400 px the side tabs come first; a draft with
 * no disclosure says what to do instead of failing. Screenshots: test-results/e2e/editor-look-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { baseUrl, sharedBrowser } from './support/browser';
import { saved, section } from './support/editor';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const WIDTHS = [1280, 400] as const;

const browser = sharedBrowser();
let bearer = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${baseUrl()}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  });
  bearer = ((await res.json()) as { access_token: string }).access_token;
});

async function api<T>(method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const paragraphs = (n: number, what: string) =>
  Array.from(
    { length: n },
    (_, i) =>
      `In a ${what} embodiment ${i + 1}, the widget 100 has a base 102 and a lever 104 that turns on a hinge 106 when the base 102 is pressed.`,
  ).join('\n\n');

/** A draft long enough that the claims sit far below the first screen. */
const SECTIONS = {
  title: 'Widget with a spring-biased lever',
  background: 'Widgets are known.\n\nThey open by themselves.',
  summary: 'A widget has a base and a lever.',
  drawings_description: 'FIG. 1 is a side view of the widget.',
  detailed_description: `FIRST EMBODIMENT\n\n${paragraphs(30, 'first')}\n\nSECOND EMBODIMENT\n\n${paragraphs(10, 'second')}`,
  claims:
    '1. A widget comprising:\n  a base; and\n  a lever attached to the base.\n\n' +
    '2. The widget of claim 1, wherein the spring is made of steel.\n\n' +
    'The widget of claim 1, wherein the lever is made of aluminum.',
  abstract: 'A widget has a base and a lever attached to the base by a hinge.',
};

async function open(width: number, dark: boolean): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const user = JSON.stringify({
    username: ADMIN.email,
    token: { access_token: bearer, token_type: 'bearer' },
  });
  await context.addInitScript(
    ([u, theme]) => {
      localStorage.setItem('user', u!);
      if (theme) localStorage.setItem('theme', theme);
    },
    [user, dark ? 'dark-blue' : ''] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  pageErrors.set(page, errors);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Closes the page's context after checking the page threw nothing. */
async function close(page: Page): Promise<void> {
  expect(pageErrors.get(page)).toEqual([]);
  await page.context().close();
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `editor-look-${name}.png`), fullPage });

/** The [nnnn] numbers of the export's document.xml, in order. */
async function exportedNumbers(id: string): Promise<{ numbers: string[]; header: string }> {
  const res = await fetch(`${baseUrl()}/api/v1/drafts/${id}/export.docx`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
  const xml = await zip.file('word/document.xml')!.async('string');
  const headerFile = Object.keys(zip.files).find((f) => /^word\/header\d*\.xml$/.test(f));
  const header = headerFile ? await zip.file(headerFile)!.async('string') : '';
  return { numbers: [...xml.matchAll(/>(\[\d{4}\])</g)].map((m) => m[1]!), header };
}

describe.each(WIDTHS)('the editor at %i px', (width) => {
  it('reads as the application: [0001] numbers as exported, claim numbers, docket in the header', async () => {
    const draft = await api<{ id: string }>('POST', '/drafts', {
      title: `Widget ${width}`,
      disclosure: 'A widget with a base and a lever.',
      sections: SECTIONS,
    });
    const page = await open(width, false);
    await page.goto(`/editor/${draft.id}`);
    await section(page, 'Claims').waitFor();

    // Every description paragraph is numbered, headings are not, and the numbers are the export's.
    await page.locator('[data-pn="[0044]"]').waitFor({ state: 'attached' });
    const shown = await page.$$eval('[data-pn]', (ps) => ps.map((p) => p.getAttribute('data-pn')));
    const { numbers } = await exportedNumbers(draft.id);
    expect(shown).toEqual(numbers);
    expect(shown[0]).toBe('[0001]');
    expect(shown).toHaveLength(44);
    const heading = page.locator('p', { hasText: /^FIRST EMBODIMENT$/ });
    expect(await heading.getAttribute('data-pn')).toBeNull();
    // The claim typed without a number is filed as claim 3, and says so.
    expect(
      await page.$$eval('[data-cn]', (ps) => ps.map((p) => p.getAttribute('data-cn'))),
    ).toEqual(['3.']);

    // Docket number and client-matter: typed, saved, printed in the export's page header (at
    // the pane's width they are under the toolbar's "Details").
    if (width === 400) await page.getByRole('button', { name: 'Details' }).click();
    await page.getByLabel('Docket number').fill('1234-0001US');
    await page.getByLabel('Client-matter').fill('ACME-017');
    await saved(page);
    const { header } = await exportedNumbers(draft.id);
    expect(header).toContain('Attorney Docket No. 1234-0001US');
    expect(header).toContain('Client-Matter ACME-017');

    await shot(page, `${width}-document`);
    await shot(page, `${width}-document-full`, true);
    await close(page);
  });

  it('marks findings where they are; Go to scrolls there and flashes it', async () => {
    const draft = await api<{ id: string }>('POST', '/drafts', {
      title: `Findings ${width}`,
      disclosure: 'A widget with a base and a lever.',
      sections: SECTIONS,
    });
    for (const dark of [false, true]) {
      const page = await open(width, dark);
      await page.goto(`/editor/${draft.id}`);
      await section(page, 'Claims').waitFor();
      // "the spring" has no antecedent: its words are underlined in the claim, with the reason.
      const mark = page.locator('.cw-mark', { hasText: 'spring' }).first();
      await mark.waitFor({ state: 'attached' });
      expect(await mark.getAttribute('title')).toMatch(/^(Error|Warning|Note): .*spring/i);
      const before = await mark.boundingBox();
      expect(before!.y).toBeGreaterThan(900); // below the first screen

      const tabs = page.getByRole('tablist', { name: 'Side panel' });
      if (width === 400) {
        // Task-pane layout: the side tabs come first, the draft right below them.
        const tabsBox = (await tabs.boundingBox())!;
        const title = (await section(page, 'Title').boundingBox())!;
        expect(tabsBox.y).toBeLessThan(title.y);
        expect(tabsBox.y).toBeLessThan(900);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(1);
      }
      await tabs.getByRole('tab', { name: 'Findings' }).click();
      const goTo = page.getByRole('button', { name: /^Go to: .*spring/i }).first();
      await goTo.click();
      await page.locator('.cw-flash').first().waitFor({ state: 'attached' });
      // The smooth scroll settles; then the finding is on screen.
      await page.waitForFunction(
        () => {
          const el = document.querySelector('.cw-flash');
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        },
        undefined,
        { timeout: 5000 },
      );
      const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
      expect(selected.toLowerCase()).toContain('spring');
      await shot(page, `${width}-${dark ? 'dark' : 'light'}-goto`);
      await close(page);
    }
  });

  it('Go to brings the finding itself on screen when its paragraph is taller than the window', async () => {
    // Claim 1 is one paragraph of 45 lines; the finding ("the spring") is on its last line, so
    // centring the paragraph (not the words) leaves them below the fold.
    const elements = Array.from({ length: 44 }, (_, i) => `  a part ${i + 1} on the base;`);
    const draft = await api<{ id: string }>('POST', '/drafts', {
      title: `Tall claim ${width}`,
      disclosure: 'A widget with a base and a lever.',
      sections: {
        ...SECTIONS,
        claims: `1. A widget comprising:\n  a base;\n${elements.join('\n')}\n  wherein the spring is made of steel.`,
      },
    });
    const page = await open(width, false);
    await page.goto(`/editor/${draft.id}`);
    await section(page, 'Claims').waitFor();
    await page
      .getByRole('tablist', { name: 'Side panel' })
      .getByRole('tab', { name: 'Findings' })
      .click();
    await page
      .getByRole('button', { name: /^Go to: .*spring/i })
      .first()
      .click();
    // The selected words, not just their paragraph, end up inside the window.
    const selectionOnScreen = () => {
      const sel = window.getSelection();
      if (!sel || sel.rangeCount === 0 || !/spring/i.test(sel.toString())) return false;
      const r = sel.getRangeAt(0).getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    };
    await page
      .waitForFunction(selectionOnScreen, undefined, { timeout: 5000 })
      .catch(() => undefined);
    expect(await page.evaluate(selectionOnScreen)).toBe(true);
    await page.waitForTimeout(600); // the smooth scroll ends before the screenshot
    await shot(page, `${width}-goto-tall`);
    await close(page);
  });

  it('an empty disclosure: Generate is off and says what to do; import errors in plain words', async () => {
    const draft = await api<{ id: string }>('POST', '/drafts', { title: `Empty ${width}` });
    const page = await open(width, false);
    await page.goto(`/editor/${draft.id}`);
    await section(page, 'Claims').waitFor();
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByText('Write or paste the invention disclosure first').first().waitFor();
    expect(await page.getByRole('button', { name: 'Generate Claims' }).isDisabled()).toBe(true);
    await shot(page, `${width}-empty-disclosure`);

    // A file named .docx that is not one: the message says so and what to do, with no HTTP words.
    await page.getByRole('tab', { name: 'Disclosure' }).click();
    await page.getByLabel('Disclosure file').setInputFiles({
      name: 'notes.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('just some text, not a Word document'),
    });
    const alert = page.getByText('The file was not imported');
    await alert.waitFor();
    const text = (await page.locator('[aria-label="Disclosure panel"]').textContent()) ?? '';
    expect(text).toContain('is not a Word document');
    expect(text).toContain('save it as .docx, .pdf or .txt');
    expect(text).not.toMatch(/Validation Error|Unprocessable|draft_id|\b422\b/);
    await shot(page, `${width}-import-error`);

    // Typing a disclosure turns Generate on.
    await page
      .getByRole('textbox', { name: 'Disclosure' })
      .fill('A widget with a base and a lever.');
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Generate' && b.closest('[aria-label="Generation"]'),
        )?.disabled,
    );
    await close(page);
  });
});
