/**
 * The task pane in Chromium with a fake Word: /taskpane.html is served by the real server, and
 * office.js (Microsoft's CDN) is answered with a browser build of test/support/fake-word.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { FakeWord, FakeWordOptions, ParaSpec } from '../support/fake-word';
import { buildFakeWordBundle } from '../support/fake-word/bundle';
import { newCredentials, registerByApi, signInThroughForm } from './support/accounts';
import { baseUrl, sharedBrowser } from './support/browser';
import { DISCLOSURE, genStatus } from './support/editor';

const browser = sharedBrowser();
const OFFICE_JS = /appsforoffice\.microsoft\.com\/lib\/1\/hosted\/office\.js/;
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const LEVER = '"the lever" has no antecedent in claim 1.';

let bundle = '';
beforeAll(async () => {
  bundle = await buildFakeWordBundle();
  mkdirSync(SHOTS, { recursive: true });
});

interface FakeView {
  texts: string[];
  styles: string[];
  comments: string[];
  selection: string;
  saved: Record<string, unknown>;
}

/** The page's fake Word (inside page functions). */
declare function fakeWordOf(w: Window): FakeWord;

/** What the fake Word in the page holds now. */
const fakeView = (page: Page): Promise<FakeView> =>
  page.evaluate(() => {
    const fake = fakeWordOf(window);
    return {
      texts: fake.texts(),
      styles: fake.model.paragraphs.map((p) => p.style),
      comments: fake.model.comments.map((c) => c.content),
      selection: fake.selectionText(),
      saved: { ...fake.saved },
    };
  });

/** Opens /taskpane.html at Word's pane width with a fake Word holding `paragraphs`. */
async function openPane(
  context: BrowserContext,
  paragraphs: ParaSpec[],
  options: FakeWordOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.setViewportSize({ width: 400, height: 900 });
  await page.route(OFFICE_JS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  await page.addInitScript(
    (init) => {
      const w = window as unknown as Record<string, unknown>;
      w.__fakeWordInit = init;
      w.fakeWordOf = (win: { fakeWord: unknown }) => win.fakeWord;
    },
    { paragraphs, options },
  );
  await page.goto('/taskpane.html');
  return { page, errors };
}

describe('the Word task pane with a fake Word', () => {
  it('starts a draft from the document, generates into it, checks, goes to, marks, and finds its draft again', async () => {
    const creds = newCredentials('pane');
    await registerByApi(baseUrl(), creds);
    const context = await browser().newContext({ baseURL: baseUrl() });
    const disclosure = DISCLOSURE.replace(/\s+/g, ' ').trim();
    const { page, errors } = await openPane(context, [{ text: disclosure }]);

    await signInThroughForm(page, creds);
    await page.getByRole('button', { name: 'Start a draft from this document' }).click();
    await page.getByRole('region', { name: 'Word document' }).waitFor();
    await page.getByText('This document has no draft sections yet.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'taskpane-1-new-draft.png'), fullPage: true });
    // At the pane's 400 px nothing sticks out sideways (the select once sized to its longest option).
    const select = await page.getByRole('combobox', { name: 'What to generate' }).boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      400,
    );
    const linked = (await fakeView(page)).saved['claimwright.draftId'];
    expect(typeof linked).toBe('string');

    // The whole paragraph becomes the disclosure; the offline engine drafts into the document.
    await page.evaluate((text) => fakeWordOf(window).selectText(text), disclosure);
    await page.getByRole('button', { name: 'Use selection as disclosure' }).click();
    await page.getByText(/^The disclosure is now the selected text/).waitFor();
    await page
      .getByRole('status', { name: 'Save status' })
      .getByText('Saved', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await genStatus(page).getByText('Whole draft written.').waitFor({ timeout: 60_000 });
    await page.getByText(/^In this document: Title, .*Claims, Abstract\.$/).waitFor();
    const drafted = await fakeView(page);
    const claimsAt = drafted.texts.indexOf('Claims');
    expect(claimsAt).toBeGreaterThan(0);
    expect(drafted.styles[claimsAt]).toBe('Heading 1');
    expect(drafted.texts[claimsAt + 1]).toMatch(/^1\. /);
    // The disclosure paragraph the attorney wrote is still there, untouched.
    expect(drafted.texts[0]).toBe(disclosure);
    await page.screenshot({ path: path.join(SHOTS, 'taskpane-2-generated.png'), fullPage: true });

    // The attorney edits claim 1 in Word: the checks see it.
    await page.evaluate((at) => {
      const fake = fakeWordOf(window);
      const claim = fake
        .texts()
        [at]!.replace(/\.$/, ', wherein the lever is attached to the body.');
      return fake.userEdit(at, claim);
    }, claimsAt + 1);
    await page.getByRole('tab', { name: 'Findings' }).click();
    const goTo = page.getByRole('button', { name: `Go to: ${LEVER}` });
    await goTo.waitFor({ timeout: 30_000 });
    await goTo.click();
    await page.waitForFunction(() => fakeWordOf(window).selectionText() === 'the lever');

    await page.getByRole('button', { name: 'Mark in document' }).click();
    await page
      .getByRole('status', { name: 'Marks status' })
      .getByText(/^Marked \d+ findings?\.$/)
      .waitFor();
    const marked = await fakeView(page);
    expect(marked.comments).toContain(
      `Claimwright: ${LEVER} Suggestion: Introduce it first ("a lever"), or write "a lever" here.`,
    );
    await page.screenshot({ path: path.join(SHOTS, 'taskpane-3-findings.png'), fullPage: true });
    await page.getByRole('button', { name: 'Clear marks' }).click();
    await page.waitForFunction(() => fakeWordOf(window).model.comments.length === 0);
    expect(errors).toEqual([]);

    // Reopened (same sign-in): the document's setting leads straight to its draft.
    const view = await fakeView(page);
    await page.close();
    const reopened = await openPane(
      context,
      view.texts.map((text, i) => ({ text, style: view.styles[i] })),
      { settings: view.saved },
    );
    await reopened.page.getByRole('region', { name: 'Word document' }).waitFor();
    await reopened.page.getByText(/^In this document: Title, .*Claims, Abstract\.$/).waitFor();
    expect(
      await reopened.page.getByRole('button', { name: 'Start a draft from this document' }).count(),
    ).toBe(0);
    await reopened.page.getByRole('button', { name: 'Details' }).click();
    expect(await reopened.page.getByLabel('Draft name').inputValue()).not.toBe('');
    await reopened.page.screenshot({
      path: path.join(SHOTS, 'taskpane-4-reopened.png'),
      fullPage: true,
    });

    // A figure drawn from the claims goes into the document as a picture with its caption.
    await reopened.page.getByRole('tab', { name: 'Figures' }).click();
    await reopened.page.getByRole('button', { name: 'Insert FIG. 1 into the document' }).click();
    await reopened.page
      .getByText('FIG. 1 is at the end of the document, with its caption.')
      .waitFor();
    const figure = await reopened.page.evaluate(() => {
      const model = fakeWordOf(window).model;
      const [holder, caption] = model.paragraphs.slice(-2);
      const control = model.controls.at(-1)!;
      return {
        caption: caption!.text,
        picture: holder!.pictures.map((p) => ({ png: p.base64.slice(0, 11), width: p.width })),
        tag: control.tag,
        wraps: control.first === holder && control.last === caption,
      };
    });
    expect(figure).toEqual({
      caption: 'FIG. 1',
      picture: [{ png: 'iVBORw0KGgo', width: 432 }],
      tag: 'claimwright:figure',
      wraps: true,
    });
    await reopened.page.screenshot({
      path: path.join(SHOTS, 'taskpane-5-figure.png'),
      fullPage: true,
    });
    expect(reopened.errors).toEqual([]);
    await context.close();
  });
});
