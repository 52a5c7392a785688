import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The disclosure the editor tests draft from (test/fixtures/disclosures/irrigation.txt). */
export const DISCLOSURE = readFileSync(
  path.resolve(__dirname, '../../fixtures/disclosures/irrigation.txt'),
  'utf8',
);

/** The editor's generation status. */
export const genStatus = (page: Page) => page.getByRole('status', { name: 'Generation status' });

/** A section's editor, by its exact accessible name ("Claims", "Abstract", ...). */
export const section = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** A section's text (textContent: paragraphs out of view are not rendered, so innerText misses them). */
export const textOf = async (page: Page, name: string) =>
  (await section(page, name).textContent()) ?? '';

/** Waits until the editor says "Saved" (exactly: "Unsaved changes" holds "saved" too). */
export async function saved(page: Page): Promise<void> {
  const status = page.getByRole('status', { name: 'Save status' });
  try {
    await status.getByText('Saved', { exact: true }).waitFor();
  } catch (err) {
    throw new Error(`never "Saved"; the status reads "${await status.textContent()}"`, {
      cause: err,
    });
  }
}

/** A new draft with DISCLOSURE pasted into its field and saved; returns the draft's id. */
export async function newDraftWithDisclosure(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
  const disclosure = page.getByRole('textbox', { name: 'Disclosure' });
  await disclosure.focus();
  await page.keyboard.insertText(DISCLOSURE);
  await saved(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}
