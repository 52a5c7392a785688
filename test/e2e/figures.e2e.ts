import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newCredentials, registerByApi, signInThroughForm } from './support/accounts';
import { baseUrl, sharedBrowser } from './support/browser';
import { genStatus, saved, section, textOf } from './support/editor';

const browser = sharedBrowser();

/** An attorney's claims: a system and a method, each with a dependent claim. */
const CLAIMS = [
  '1. A drying system comprising:\n  a drum;\n  a heater configured to heat air supplied to the drum; and\n  a controller coupled to the heater.',
  '2. The drying system of claim 1, wherein the drum is made of steel.',
  '3. A method of drying laundry, comprising:\n  rotating a drum holding the laundry;\n  heating air supplied to the drum; and\n  stopping the heating when a humidity falls below a threshold.',
].join('\n\n');

/** The words of the DOCX's body, and how many pictures follow its abstract. */
async function exportDocx(page: Page): Promise<{ xml: string; sheetsAfterAbstract: number }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export DOCX' }).click(),
  ]);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cw-fig-')), 'draft.docx');
  await download.saveAs(file);
  const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
  const abstract = xml.indexOf('>ABSTRACT</w:t>');
  const after = xml.slice(abstract);
  const pictures = after.match(/<w:drawing>/g)?.length ?? 0;
  // Nothing but pictures after the abstract's paragraph: the sheets are the last pages.
  const lastText = after.lastIndexOf('</w:t>');
  const firstPicture = after.indexOf('<w:drawing>');
  expect(firstPicture).toBeGreaterThan(lastText);
  return { xml, sheetsAfterAbstract: pictures };
}

describe('claims first in Chromium: figures, a claim edit, the DOCX', () => {
  it('writes the draft from typed claims, draws its figures, keeps numerals on an edit, and exports the sheets last', async () => {
    const creds = newCredentials('figures');
    await registerByApi(baseUrl(), creds);
    const context = await browser().newContext({ baseURL: baseUrl(), acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/auth/login');
    await signInThroughForm(page, creds);
    await page.waitForURL('**/editor');
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);

    const claims = section(page, 'Claims');
    await claims.click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    await page.keyboard.insertText(CLAIMS);
    await saved(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Whole draft written.').waitFor({ timeout: 60_000 });
    expect(await textOf(page, 'Detailed description')).toContain('Referring to FIG. 1');

    await page.getByRole('tab', { name: 'Figures' }).click();
    await page.getByRole('button', { name: /^Open FIG\. 1: Block diagram/ }).waitFor();
    await page.getByRole('button', { name: /^Open FIG\. 2: Flowchart/ }).waitFor();
    const first = await exportDocx(page);
    expect(first.sheetsAfterAbstract).toBeGreaterThanOrEqual(2);
    expect(first.xml).toContain('The heater 104 is configured to heat air');

    // A new independent claim: the panel offers to redraw, then to write FIG. 3's paragraphs.
    await claims.click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(
      '\n\n4. A fan system comprising:\n  a fan; and\n  a motor coupled to the fan.',
    );
    await page.getByText('The claims changed since these figures were drawn.').waitFor();
    await saved(page);
    await page.getByRole('button', { name: 'Redraw now' }).click();
    await page.getByRole('button', { name: /^Open FIG\. 3: Block diagram/ }).waitFor();
    // FIG. 3 comes from a claim added since the description was written: no paragraph describes
    // it yet, so the panel offers to write them (not to rewrite them).
    const rewrite = page.getByRole('button', { name: 'Write the paragraphs describing FIG. 3' });
    await rewrite.click();
    await rewrite.waitFor({ state: 'detached', timeout: 30_000 });
    await section(page, 'Detailed description')
      .getByText(/Referring to FIG\. 3, a fan system 300/)
      .waitFor();
    await saved(page);
    const detailed = await textOf(page, 'Detailed description');
    // FIG. 1's parts kept their numerals.
    expect(detailed).toContain('The heater 104 is configured to heat air');
    const second = await exportDocx(page);
    expect(second.sheetsAfterAbstract).toBeGreaterThan(first.sheetsAfterAbstract);
    expect(second.xml).toContain('FIG. 3 is a block diagram of a fan system');
    expect(errors).toEqual([]);
    await context.close();
  });
});
