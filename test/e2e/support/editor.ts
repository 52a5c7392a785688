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
