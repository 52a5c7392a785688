import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, sharedBrowser } from './support/browser';
import {
  DISCLOSURE,
  genStatus,
  newDraftWithDisclosure,
  saved,
  section,
  textOf,
} from './support/editor';
import { STANDIN_CLAIMS, useStandinServer } from './support/standin-server';

const browser = sharedBrowser();

/** Registers through the form, signs in, and lands on /editor. */
async function registerAndSignIn(url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ baseURL: url, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const password = 'a-long-enough-password-1';
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Ada Drafter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Registering signs the new user in; the login page only when that sign-in could not be made.
  await page.waitForURL(/\/(auth\/login|editor)/);
  if (page.url().includes('/auth/login')) {
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL('**/editor');
  return { page, errors };
}

/** Records, in the page, every text the generation status and the claims editor go through. */
async function watchGeneration(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { seen: { status: string[]; claims: number[] } };
    w.seen = { status: [], claims: [] };
    const status = document.querySelector('[aria-label="Generation status"]')!;
    const claims = document.querySelector('[aria-label="Claims"][contenteditable]')!;
    new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (w.seen.status.at(-1) !== text) w.seen.status.push(text);
      const length = claims.textContent?.length ?? 0;
      if (w.seen.claims.at(-1) !== length) w.seen.claims.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function seen(page: Page): Promise<{ status: string[]; claims: number[] }> {
  return page.evaluate(
    () => (window as unknown as { seen: { status: string[]; claims: number[] } }).seen,
  );
}

describe('the drafting editor in Chromium', () => {
  it('drafts from a disclosure: streams, checks, exports DOCX, and survives a reload', async () => {
    const { page, errors } = await registerAndSignIn(baseUrl());
    await page.getByText('No drafts yet.').waitFor();
    await newDraftWithDisclosure(page);

    await page
      .getByLabel('Engine')
      .getByText('Engine: offline · model claimwright-offline-1')
      .waitFor();
    await watchGeneration(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Whole draft written.').waitFor({ timeout: 30_000 });
    const history = await seen(page);
    expect(history.status.some((s) => s.startsWith('Writing the '))).toBe(true);
    const lengths = history.claims;
    expect(lengths.every((n, i) => i === 0 || n >= lengths[i - 1]! || n === 0)).toBe(true);
    const claims = (await textOf(page, 'Claims')).trim();
    expect(claims).toMatch(/^1\. An? /);
    expect((await textOf(page, 'Abstract')).trim().length).toBeGreaterThan(50);
    await expect(
      page.getByRole('list', { name: 'Section progress' }).innerText(),
    ).resolves.toContain('Claims: written');

    await page.getByRole('tab', { name: 'Findings' }).click();
    await page
      .getByRole('status', { name: 'Checks status' })
      .getByText(/^\d+ findings?$/)
      .waitFor();
    const editor = section(page, 'Claims');
    await editor.click();
    // A key pressed in the same frame as the click loses to it: the caret stays where the click
    // put it (off-screen paragraphs skip layout until the next frame). People are slower.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n\n99. The system of claim 1, wherein the sprocket is red.');
    await expect(textOf(page, 'Claims')).resolves.toMatch(
      /in a memory\.99\. The system of claim 1, wherein the sprocket is red\.$/,
    );
    const goTo = page.getByRole('button', { name: /Go to: "the sprocket" has no antecedent/ });
    await goTo.waitFor({ timeout: 15_000 });
    await goTo.click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('the sprocket');
    await saved(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export DOCX' }).click(),
    ]);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cw-docx-')), 'draft.docx');
    await download.saveAs(file);
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
    expect(xml).toContain('[0001]');
    const paragraphs = xml.split(/(?=<w:p[ >])/);
    const at = paragraphs.findIndex((p) => p.includes('What is claimed is:'));
    expect(at).toBeGreaterThan(0);
    const pageBreak =
      paragraphs[at]!.includes('<w:pageBreakBefore/>') ||
      paragraphs[at - 1]!.includes('<w:br w:type="page"/>');
    expect(pageBreak).toBe(true);

    const claimsBefore = await textOf(page, 'Claims');
    await page.reload();
    await expect(textOf(page, 'Claims')).resolves.toBe(claimsBefore);
    await page.getByRole('tab', { name: 'Disclosure' }).click();
    expect(await page.getByRole('textbox', { name: 'Disclosure' }).inputValue()).toBe(DISCLOSURE);
    await genStatus(page).getByText('Whole draft written.').waitFor();
    await page.getByRole('tab', { name: 'Findings' }).click();
    await page.getByRole('button', { name: /Go to: "the sprocket" has no antecedent/ }).waitFor();
    await saved(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('cancelling a generation in Chromium (own server on PostgreSQL, LLM stand-in)', () => {
  const own = useStandinServer('editor');

  it('shows the text arriving, cancels, keeps the partial text, and says so again after a reload', async () => {
    const { page, errors } = await registerAndSignIn(own().server.url);
    await newDraftWithDisclosure(page);
    await page.getByRole('combobox', { name: 'What to generate' }).selectOption('claims');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Writing the claims…').waitFor();
    await page
      .getByLabel('Engine')
      .getByText('Engine: openai-compatible · model standin-model')
      .waitFor();
    await section(page, 'Claims')
      .getByText(/An irrigation system/)
      .waitFor();
    expect(await section(page, 'Claims').getAttribute('contenteditable')).toBe('false');

    await page.getByRole('button', { name: 'Cancel generation' }).click();
    await genStatus(page).getByText('Stopped — what was written is kept.').waitFor();
    const partial = (await textOf(page, 'Claims')).trim();
    expect(partial.startsWith('1. An irrigation system')).toBe(true);
    expect(partial.length).toBeLessThan(STANDIN_CLAIMS.repeat(4).length);
    expect(await section(page, 'Claims').getAttribute('contenteditable')).toBe('true');

    await page.reload();
    expect((await textOf(page, 'Claims')).trim()).toBe(partial);
    await genStatus(page).getByText('Stopped — what was written is kept.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cancels before the server answered the start: one cancel, sent once the id is known, no 404', async () => {
    const { page, errors } = await registerAndSignIn(own().server.url);
    await newDraftWithDisclosure(page);
    const cancels: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/v1/cancel_generate/')) cancels.push(res.status());
    });
    // The start request is held in the browser until Cancel has been pressed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/generate/', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'What to generate' }).selectOption('claims');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const cancel = page.getByRole('button', { name: 'Cancel generation' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent === 'Cancel generation' && !b.disabled,
        ),
      undefined,
      { timeout: 10_000 },
    );
    await cancel.click();
    await genStatus(page)
      .getByText(/^Stopping/)
      .waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cancels).toEqual([]);
    release();
    await genStatus(page).getByText('Stopped — what was written is kept.').waitFor();
    expect(cancels).toEqual([200]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Reads until the value equals `want` (or 15 s passed), then asserts it. */
async function eventually<T>(read: () => Promise<T>, want: T): Promise<void> {
  const end = Date.now() + 15_000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(want) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(want);
}

/** The saved version the save status shows (0 while not saved). */
async function savedVersion(page: Page): Promise<number> {
  const text = (await page.getByRole('status', { name: 'Save status' }).textContent()) ?? '';
  const match = /Saved.*Version (\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** Waits until the edits made after `version` are saved. */
async function savedPast(page: Page, version: number): Promise<void> {
  await eventually(async () => (await savedVersion(page)) > version, true);
}

describe('findings, revisions and deleting drafts in Chromium', () => {
  /** The finding highlights in a section editor: their text and severity. */
  const marks = (page: Page, name: string) =>
    section(page, name)
      .locator('[data-finding]')
      .evaluateAll((els) =>
        els.map((el) => `${el.getAttribute('data-severity')}:${el.textContent}`),
      );

  it('highlights a finding, reviews a revision diff then restores it, and deletes drafts', async () => {
    const { page, errors } = await registerAndSignIn(baseUrl());
    await page.getByText('No drafts yet.').waitFor();
    const firstId = await newDraftWithDisclosure(page);
    const opened = await savedVersion(page);
    await page.getByLabel('Draft name').fill('Valve draft');
    await savedPast(page, opened);
    const named = await savedVersion(page);
    const claims = section(page, 'Claims');
    await claims.click();
    await page.keyboard.insertText('1. A valve comprising a body, wherein the lever is attached.');
    await savedPast(page, named);
    const typed = await savedVersion(page);

    // Hover highlights the finding's text, coloured by severity; leaving removes it.
    await page.getByRole('tab', { name: 'Findings' }).click();
    const goTo = page.getByRole('button', { name: /Go to: "the lever" has no antecedent/ });
    await goTo.waitFor({ timeout: 15_000 });
    await goTo.locator('xpath=ancestor::li[1]').hover();
    await eventually(() => marks(page, 'Claims'), ['warning:the lever']);
    await page.getByRole('tab', { name: 'Findings' }).hover();
    await eventually(() => marks(page, 'Claims'), []);
    // "Go to" selects and highlights; typing removes the highlight.
    await goTo.click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('the lever');
    await eventually(() => marks(page, 'Claims'), ['warning:the lever']);
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(' The lever is firmly attached.');
    await eventually(() => marks(page, 'Claims'), []);
    await savedPast(page, typed);

    // The previous revision, compared with the current text, then restored after confirming.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'Revision history' });
    await history
      .getByRole('button', { name: /^Review version \d+$/ })
      .first()
      .click();
    const diff = history.getByLabel('Changes to Claims');
    await diff.locator('del').first().waitFor();
    expect(await diff.locator('del').allTextContents()).toEqual([
      '[removed:  The lever is firmly attached.]',
    ]);
    expect(await diff.locator('ins').count()).toBe(0);
    await history.getByRole('button', { name: 'Restore this revision' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Restore version \d+$/ });
    await confirm.getByRole('button', { name: /^Restore version \d+$/ }).click();
    await eventually(
      () => textOf(page, 'Claims'),
      '1. A valve comprising a body, wherein the lever is attached.',
    );
    await saved(page);

    // A second draft; back to the first and delete it: the editor moves to the second.
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.waitForURL(
      (url) => /\/editor\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(firstId),
    );
    const secondId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByLabel('Draft', { exact: true }).selectOption(firstId);
    await page.waitForURL(`**/editor/${firstId}`);
    await section(page, 'Claims').waitFor();
    await page.getByRole('button', { name: 'Delete draft' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Valve draft' });
    await dialog.getByText('Delete “Valve draft”?').waitFor();
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    await page.waitForURL(`**/editor/${secondId}`);
    const picker = page.getByLabel('Draft', { exact: true });
    await eventually(() => picker.locator('option').allTextContents(), ['Untitled draft']);
    expect(
      await page.evaluate((id) => localStorage.getItem(`claimwright:unsaved:${id}`), firstId),
    ).toBeNull();
    const gone = await page.evaluate(async (id) => {
      const user = JSON.parse(localStorage.getItem('user') ?? 'null') as {
        token: { access_token: string };
      } | null;
      const res = await fetch(`/api/v1/drafts/${id}`, {
        headers: { Authorization: `Bearer ${user?.token.access_token ?? ''}` },
      });
      return res.status;
    }, firstId);
    expect(gone).toBe(404);

    // Deleting the last draft leads to the empty drafts page.
    await section(page, 'Claims').waitFor();
    await page.getByRole('button', { name: 'Delete draft' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Untitled draft' })
      .getByRole('button', { name: 'Delete draft' })
      .click();
    await page.getByText('No drafts yet.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/editor');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('typing key by key in Chromium', () => {
  /** The saved text of a section, read from the API with the page's sign-in. */
  const savedSection = (page: Page, id: string, name: string) =>
    page.evaluate(
      async ({ id, name }) => {
        const user = JSON.parse(localStorage.getItem('user') ?? 'null') as {
          token: { access_token: string };
        } | null;
        const res = await fetch(`/api/v1/drafts/${id}`, {
          headers: { Authorization: `Bearer ${user?.token.access_token ?? ''}` },
        });
        return ((await res.json()) as { sections: Record<string, string> }).sections[name]!;
      },
      { id, name },
    );

  it('keeps keys typed in bursts, with autosave and the checks running between them, in order at the caret', async () => {
    const { page, errors } = await registerAndSignIn(baseUrl());
    await page.getByText('No drafts yet.').waitFor();
    const id = await newDraftWithDisclosure(page);
    const paragraphs = Array.from(
      { length: 9 },
      (_, i) => `Paragraph ${i + 1} describes the valve and the moisture sensor.`,
    );
    const start = await savedVersion(page);
    await section(page, 'Detailed description').click();
    // One line break per paragraph: the editor splits the paragraph at each.
    await page.keyboard.insertText(paragraphs.join('\n'));
    await savedPast(page, start);
    // Reopened, as a user comes back to a draft: the editor holds the server's text.
    await page.reload();
    const editor = section(page, 'Detailed description');
    await editor.locator('p').nth(4).click();
    await page.keyboard.press('End');
    const opened = await savedVersion(page);
    expect(await savedSection(page, id, 'detailed_description')).toBe(paragraphs.join('\n\n'));
    // Bursts of keys 80 ms apart; the pauses let the checks (400 ms) and autosave (1 s) run.
    const bursts = [' the valve', ' opens whe', 'n the soil', ' is dry', ' and close', 's again.'];
    const pauses = [450, 1500, 450, 1500, 1500, 0];
    for (const [i, burst] of bursts.entries()) {
      await page.keyboard.type(burst, { delay: 80 });
      await page.waitForTimeout(pauses[i]!);
    }
    await savedPast(page, opened);
    // Every key in the order typed, at the caret: the end of the fifth paragraph.
    const expected = paragraphs.map((p, i) => (i === 4 ? p + bursts.join('') : p)).join('\n\n');
    await eventually(() => savedSection(page, id, 'detailed_description'), expected);
    await saved(page);
    expect(await savedSection(page, id, 'detailed_description')).toBe(expected);
    // The editor shows the same (textContent runs the paragraphs together).
    expect(await textOf(page, 'Detailed description')).toBe(expected.replaceAll('\n\n', ''));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the caret in view as lines are added below the window and typed at its bottom edge', async () => {
    const { page, errors } = await registerAndSignIn(baseUrl());
    await page.getByText('No drafts yet.').waitFor();
    await newDraftWithDisclosure(page);
    await section(page, 'Detailed description').click();
    /** Where the caret is against the window and the editor's scrolling ancestor. */
    const caret = () =>
      page.evaluate(() => {
        const sel = window.getSelection()!;
        const node = sel.focusNode!;
        const range = document.createRange();
        range.setStart(node, sel.focusOffset);
        const rects = range.getClientRects();
        const box = rects.length
          ? rects[0]!
          : (node.nodeType === 1 ? (node as Element) : node.parentElement!).getBoundingClientRect();
        let top = 0;
        let bottom = window.innerHeight;
        for (let el = node.parentElement; el; el = el.parentElement) {
          if (/(auto|scroll)/.test(getComputedStyle(el).overflowY)) {
            const r = el.getBoundingClientRect();
            top = Math.max(top, r.top);
            bottom = Math.min(bottom, r.top + el.clientHeight);
            break;
          }
        }
        return { top: box.top, bottom: box.bottom, viewTop: top, viewBottom: bottom };
      });
    const expectInView = async () => {
      const c = await caret();
      expect(c.top).toBeGreaterThanOrEqual(c.viewTop);
      expect(c.bottom).toBeLessThanOrEqual(c.viewBottom);
    };
    // Enter is ProseMirror's own edit (the browser does not reveal the caret): each new line
    // below the window must scroll it into view.
    for (let i = 1; i <= 40; i++) {
      await page.keyboard.type(`Line ${i}`);
      await page.keyboard.press('Enter');
    }
    await expectInView();
    // Typed text that wraps onto new lines at the window's bottom edge.
    await page.keyboard.type('the valve opens when the soil is dry '.repeat(8), { delay: 2 });
    await expectInView();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
