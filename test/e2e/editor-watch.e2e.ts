import type { BrowserContext, Page } from 'playwright-core';
import { newCredentials, registerByApi, signInThroughForm } from './support/accounts';
import { baseUrl, sharedBrowser } from './support/browser';
import { genStatus, newDraftWithDisclosure, saved, section, textOf } from './support/editor';
import { useStandinServer } from './support/standin-server';

const browser = sharedBrowser();

/** A signed-in context on `url` (registered through the API, signed in through the form). */
async function signedIn(
  url: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const creds = newCredentials('watch');
  await registerByApi(url, creds);
  const context = await browser().newContext({ baseURL: url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/auth/login');
  await signInThroughForm(page, creds);
  await page.waitForURL('**/editor');
  return { context, page, errors };
}

describe('a generation watched from a second tab (own server on PostgreSQL, LLM stand-in)', () => {
  const own = useStandinServer('watch');

  it("shows the other tab's generation running, its text arriving, then finished and editable", async () => {
    const { context, page: starter, errors } = await signedIn(own().server.url);
    const draftPath = `/editor/${await newDraftWithDisclosure(starter)}`;
    const watcher = await context.newPage();
    watcher.on('pageerror', (err) => errors.push(err.message));
    const writes: string[] = [];
    watcher.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await watcher.goto(draftPath);
    await section(watcher, 'Claims').waitFor();
    await genStatus(watcher).getByText('No generation yet.').waitFor();

    await starter.getByRole('combobox', { name: 'What to generate' }).selectOption('claims');
    await starter.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(starter).getByText('Writing the claims…').waitFor();

    await genStatus(watcher).getByText('Writing the claims…').waitFor({ timeout: 15_000 });
    await watcher.getByLabel('Generation elsewhere').waitFor();
    await watcher
      .getByLabel('Engine')
      .getByText('Engine: openai-compatible · model standin-model')
      .waitFor();
    expect(await section(watcher, 'Claims').getAttribute('contenteditable')).toBe('false');
    expect(await watcher.getByRole('button', { name: 'Generate', exact: true }).isDisabled()).toBe(
      true,
    );
    await section(watcher, 'Claims')
      .getByText(/An irrigation system/)
      .waitFor({ timeout: 15_000 });
    const early = (await textOf(watcher, 'Claims')).length;
    expect(await genStatus(starter).textContent()).toBe('Writing the claims…');
    await watcher.waitForFunction(
      (n) =>
        (document.querySelector('[aria-label="Claims"][contenteditable]')?.textContent?.length ??
          0) > n,
      early,
    );

    await genStatus(starter).getByText('Claims written.').waitFor({ timeout: 60_000 });
    await genStatus(watcher).getByText('Claims written.').waitFor({ timeout: 15_000 });
    await watcher.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Claims"][contenteditable]')
          ?.getAttribute('contenteditable') === 'true',
    );
    const final = await textOf(starter, 'Claims');
    expect(final.length).toBeGreaterThan(early);
    expect(await textOf(watcher, 'Claims')).toBe(final);
    expect(await watcher.getByLabel('Generation elsewhere').count()).toBe(0);
    await saved(watcher);
    // Watching writes nothing: the text came from the server, no edit of this tab was pending.
    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the Sources panel after an offline generation (suite server)', () => {
  it('lists paragraphs with their disclosure sentences, selects them, and reloads them', async () => {
    const { context, page, errors } = await signedIn(baseUrl());
    await newDraftWithDisclosure(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Whole draft written.').waitFor({ timeout: 60_000 });

    await page.getByRole('tab', { name: 'Sources' }).click();
    const panel = page.getByRole('region', { name: 'Sources panel' });
    expect(await panel.getByRole('combobox', { name: 'Section' }).inputValue()).toBe('claims');
    const paragraphs = panel.getByRole('list', { name: 'Traced paragraphs' });
    await paragraphs.waitFor();
    await panel
      .getByRole('status', { name: 'Sources status' })
      .getByText(/^\d+ paragraphs? traced$/)
      .waitFor();

    const first = paragraphs.getByRole('button', { name: /^¶ 1: 1\. / });
    await first.click();
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selected.startsWith('1. ')).toBe(true);
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    expect(squeeze(await textOf(page, 'Claims')).startsWith(squeeze(selected))).toBe(true);

    const source = panel
      .getByRole('list', { name: /^Sources of paragraph / })
      .first()
      .getByRole('button')
      .first();
    const sentence = (await source.textContent()) ?? '';
    expect(sentence.length).toBeGreaterThan(10);
    await source.click();
    const disclosure = page.getByRole('textbox', { name: 'Disclosure' });
    await disclosure.waitFor();
    const picked = await disclosure.evaluate((el: HTMLTextAreaElement) =>
      el.value.slice(el.selectionStart, el.selectionEnd),
    );
    expect(picked.replace(/\s+/g, ' ')).toBe(sentence.replace(/\s+/g, ' '));

    await page.reload();
    await page.getByRole('tab', { name: 'Sources' }).click();
    await page
      .getByRole('list', { name: 'Traced paragraphs' })
      .getByRole('button', { name: /^¶ 1: 1\. / })
      .waitFor();
    await page.getByRole('combobox', { name: 'Section' }).selectOption('detailed_description');
    await page.getByRole('list', { name: 'Traced paragraphs' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
