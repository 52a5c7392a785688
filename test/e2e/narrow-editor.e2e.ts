/**
 * The editor at Word's task-pane width (400 × 800) in Chromium: the draft's text is on the first
 * screen, not under stacked toolbars; secondary actions sit in overflow menus and still work.
 * Screenshot: test-results/e2e/narrow-editor-400.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminBearer, adminPage } from './support/accounts';
import { baseUrl, sharedBrowser } from './support/browser';
import { DISCLOSURE, genStatus, saved, section } from './support/editor';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');

const browser = sharedBrowser();
let bearer = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  bearer = await adminBearer();
});

async function newDraft(
  body: Record<string, unknown> = {
    title: 'Narrow widget',
    disclosure: 'A widget with a base and a lever.',
    sections: {
      title: 'Widget with a lever',
      claims: '1. A widget comprising:\n  a base; and\n  a lever attached to the base.',
      abstract: 'A widget has a base and a lever.',
    },
  },
): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/drafts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { id: string }).id;
}

async function open(id: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await adminPage(
    browser(),
    bearer,
    { width: 400, height: 800 },
    { acceptDownloads: true },
  );
  await page.goto(`/editor/${id}`);
  await section(page, 'Title').waitFor();
  return { page, errors };
}

describe('the editor at 400 × 800', () => {
  it('shows the draft text on the first screen', async () => {
    const { page, errors } = await open(await newDraft());
    const doc = (await page.getByRole('group', { name: 'Draft sections' }).boundingBox())!;
    const title = (await section(page, 'Title').boundingBox())!;
    await page.screenshot({ path: path.join(SHOTS, 'narrow-editor-400.png') });
    expect(doc.y).toBeLessThan(450);
    expect(title.y + title.height).toBeLessThan(800);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);

    // The side panel opens on a tab and closes again; the draft's details and export still work.
    await page.getByRole('tab', { name: 'Disclosure' }).click();
    await page.getByRole('textbox', { name: 'Disclosure' }).waitFor();
    await page.getByRole('button', { name: 'Hide panel' }).click();
    await page.getByRole('textbox', { name: 'Disclosure' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByLabel('Docket number').fill('1234-0001US');
    await saved(page);
    // The details fit the pane: nothing runs past its right edge.
    await page.screenshot({ path: path.join(SHOTS, 'narrow-details-400.png') });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'More draft actions' }).click();
    await page.getByRole('menuitem', { name: 'Export DOCX' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the disclosure panel whole, "Import file" included, on a draft without a disclosure', async () => {
    const { page, errors } = await open(await newDraft({ title: 'Empty', disclosure: '' }));
    const button = page.getByRole('button', { name: 'Import file' });
    await button.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'narrow-disclosure-400.png') });
    const box = (await button.boundingBox())!;
    // What is at the button's lower edge is the button: the panel does not cut it off.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height - 3 },
    );
    expect(hit).toBe('Import file');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('after a whole-draft generation the draft still starts on the first screen', async () => {
    const { page, errors } = await open(
      await newDraft({ title: 'Lock', disclosure: DISCLOSURE, sections: {} }),
    );
    // With a disclosure the side panel starts closed.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Whole draft written.').waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, 'narrow-generated-400.png') });
    const summary = page.getByLabel('Sections summary');
    await expect(summary.textContent()).resolves.toMatch(/^\d+ sections written/);
    await expect(page.getByRole('list', { name: 'Section progress' }).count()).resolves.toBe(0);
    const doc = (await page.getByRole('group', { name: 'Draft sections' }).boundingBox())!;
    expect(doc.y).toBeLessThan(400);
    await page.getByRole('button', { name: 'Section details' }).click();
    await page.getByRole('list', { name: 'Section progress' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
