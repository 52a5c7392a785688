import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { LlmStandin } from '../support/llm-standin';
import { baseUrl, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const root = path.resolve(__dirname, '../..');
/** PostgreSQL for the second server (a fresh PGlite directory takes too long on a busy machine). */
const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const DISCLOSURE = readFileSync(
  path.join(root, 'test/fixtures/disclosures/irrigation.txt'),
  'utf8',
);
const STANDIN_CLAIMS =
  '1. An irrigation system comprising: a moisture sensor; a valve; and a controller configured ' +
  'to open the valve when a moisture level measured by the moisture sensor is below a threshold.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Registers through the form, signs in, and lands on /editor. */
async function registerAndSignIn(url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: url, acceptDownloads: true });
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
  await page.waitForURL('**/auth/login**');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/editor');
  return { page, errors };
}

/** New draft, disclosure pasted into its field, saved. */
async function newDraftWithDisclosure(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
  const disclosure = page.getByRole('textbox', { name: 'Disclosure' });
  await disclosure.focus();
  await page.keyboard.insertText(DISCLOSURE);
  await saved(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function saved(page: Page): Promise<void> {
  await page.getByRole('status', { name: 'Save status' }).getByText('Saved').waitFor();
}

const genStatus = (page: Page) => page.getByRole('status', { name: 'Generation status' });
const section = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A section's text (textContent: paragraphs out of view are not rendered, so innerText misses them). */
const textOf = async (page: Page, name: string) => (await section(page, name).textContent()) ?? '';

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
    await genStatus(page).getByText('Whole draft: Finished').waitFor({ timeout: 30_000 });
    const history = await seen(page);
    expect(history.status).toContain('Whole draft: Running');
    const lengths = history.claims;
    expect(lengths.every((n, i) => i === 0 || n >= lengths[i - 1]! || n === 0)).toBe(true);
    const claims = (await textOf(page, 'Claims')).trim();
    expect(claims).toMatch(/^1\. An? /);
    expect((await textOf(page, 'Abstract')).trim().length).toBeGreaterThan(50);
    await expect(
      page.getByRole('list', { name: 'Section progress' }).innerText(),
    ).resolves.toContain('Claims: done');

    await page.getByRole('tab', { name: 'Findings' }).click();
    await page
      .getByRole('status', { name: 'Checks status' })
      .getByText(/^\d+ findings?$/)
      .waitFor();
    const editor = section(page, 'Claims');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n\n99. The system of claim 1, wherein the sprocket is red.');
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
    await genStatus(page).getByText('Whole draft: Finished').waitFor();
    await page.getByRole('tab', { name: 'Findings' }).click();
    await page.getByRole('button', { name: /Go to: "the sprocket" has no antecedent/ }).waitFor();
    await saved(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('cancelling a generation in Chromium (own server on PostgreSQL, LLM stand-in)', () => {
  let standin: LlmStandin;
  let server: RunningServer;
  const database = `cw_e2e_editor_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    standin = await LlmStandin.start();
    standin.reply = () => ({
      kind: 'stream',
      text: STANDIN_CLAIMS.repeat(4),
      chunkChars: 6,
      delayMs: 60,
    });
    server = await startServer({
      DATABASE_URL: url.toString(),
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: standin.baseUrl,
      LLM_MODEL: 'standin-model',
      LLM_API_KEY: 'sk-test',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await standin?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('shows the text arriving, cancels, keeps the partial text, and shows "Cancelled" after a reload', async () => {
    const { page, errors } = await registerAndSignIn(server.url);
    await newDraftWithDisclosure(page);
    await page.getByRole('combobox', { name: 'What to generate' }).selectOption('claims');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Claims: Running').waitFor();
    await page
      .getByLabel('Engine')
      .getByText('Engine: openai-compatible · model standin-model')
      .waitFor();
    await section(page, 'Claims')
      .getByText(/An irrigation system/)
      .waitFor();
    expect(await section(page, 'Claims').getAttribute('contenteditable')).toBe('false');

    await page.getByRole('button', { name: 'Cancel generation' }).click();
    await genStatus(page).getByText('Claims: Cancelled').waitFor();
    const partial = (await textOf(page, 'Claims')).trim();
    expect(partial.startsWith('1. An irrigation system')).toBe(true);
    expect(partial.length).toBeLessThan(STANDIN_CLAIMS.repeat(4).length);
    expect(await section(page, 'Claims').getAttribute('contenteditable')).toBe('true');

    await page.reload();
    expect((await textOf(page, 'Claims')).trim()).toBe(partial);
    await genStatus(page)
      .getByText(/^Claims: Cancelled/)
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
