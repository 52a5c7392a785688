import { newCredentials, registerByApi, signInThroughForm } from './support/accounts';
import { baseUrl, sharedBrowser } from './support/browser';
import { genStatus, newDraftWithDisclosure, saved, section, textOf } from './support/editor';

const browser = sharedBrowser();

/** Word's task pane is about 400 px wide. */
const PANE = { width: 400, height: 800 };
const TYPED = '1. A valve comprising a body and a seat.';

describe('generating over the user’s text in Chromium at Word’s pane width', () => {
  it('asks in a dialog that fits 400 px, replaces, and Undo brings the typed claim back', async () => {
    const creds = newCredentials('overwrite');
    await registerByApi(baseUrl(), creds);
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PANE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/auth/login');
    await signInThroughForm(page, creds);
    await page.waitForURL('**/editor');
    await newDraftWithDisclosure(page);

    await section(page, 'Claims').click();
    await page.keyboard.insertText(TYPED);
    await saved(page);
    await page.getByRole('button', { name: 'Regenerate Claims' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Replace your text in Claims?' });
    await dialog.getByText('9 words of your text will be replaced.').waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PANE.width);
    for (const name of ['Replace', 'Cancel']) {
      const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(box.x);
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
      expect(button.y + button.height).toBeLessThanOrEqual(PANE.height);
    }
    // Nothing inside the dialog is wider than the dialog (no sideways scrolling in the pane).
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await genStatus(page).getByText('Claims written.').waitFor({ timeout: 120_000 });
    expect(await textOf(page, 'Claims')).not.toBe(TYPED);
    const bar = page.getByLabel('Replaced text');
    await bar.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(
      (typed) =>
        document.querySelector('[aria-label="Claims"][contenteditable]')?.textContent === typed,
      TYPED,
    );
    await saved(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
