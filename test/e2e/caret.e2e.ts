/**
 * The caret in Chromium, where the user walk lost it: typing a claim number fast into a new
 * paragraph (the filing-number decoration appears and goes on the first keystrokes) must not move
 * the first digit to the end, and Ctrl+End/Ctrl+Home in a long section (paragraphs skipped by
 * `content-visibility: auto`) must go to the section's very end and start.
 */
import type { Page } from 'playwright-core';
import { adminBearer, adminPage } from './support/accounts';
import { baseUrl, sharedBrowser } from './support/browser';
import { saved, section, textOf } from './support/editor';

const CLAIM_COUNT = 40;

const browser = sharedBrowser();
let bearer = '';

beforeAll(async () => {
  bearer = await adminBearer();
});

/** A long claims section: claim 1 and dependent claims, each a few lines on screen. */
function longClaims(): string {
  const claims = [
    '1. A widget comprising:\n  a base;\n  a lever attached to the base; and\n  a spring biasing the lever toward the base.',
  ];
  for (let n = 2; n <= CLAIM_COUNT; n++) {
    claims.push(
      `${n}. The widget of claim ${n - 1}, wherein the lever is held against the base by the ` +
        `spring with a force that is larger than the weight of the lever by a factor of ${n}, ` +
        'so that the lever returns to the base when it is released.',
    );
  }
  return claims.join('\n\n');
}

const PARAGRAPHS = Array.from(
  { length: 30 },
  (_, i) => `The lever ${i + 1} turns on a pin held in the base, and the spring pulls it back.`,
).join('\n\n');

async function newDraft(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/drafts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Caret widget',
      disclosure: 'A widget with a base, a lever and a spring.',
      sections: {
        title: 'Widget with a lever',
        detailed_description: PARAGRAPHS,
        claims: longClaims(),
        abstract: 'A widget has a base and a lever.',
      },
    }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function open(id: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await adminPage(browser(), bearer, { width: 1280, height: 900 });
  await page.goto(`/editor/${id}`);
  await section(page, 'Claims').waitFor();
  return { page, errors };
}

/** Puts the DOM caret at the very end of a section's editor, as a click after its last word does. */
async function caretAtEnd(page: Page, name: string): Promise<void> {
  await section(page, name).evaluate((el) => {
    (el as HTMLElement).focus();
    el.lastElementChild!.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.selectNodeContents(el.lastElementChild!);
    range.collapse(false);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  // The editor reads a selection set by script on "selectionchange", after this task.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

/** The text of the paragraph the caret is in, and the caret's offset in it. */
async function caret(page: Page): Promise<{ paragraph: string; offset: number }> {
  return page.evaluate(() => {
    const selection = getSelection()!;
    const block = (
      selection.focusNode instanceof Element
        ? selection.focusNode
        : selection.focusNode!.parentElement!
    ).closest('.ProseMirror > *')!;
    const range = document.createRange();
    range.selectNodeContents(block);
    range.setEnd(selection.focusNode!, selection.focusOffset);
    return { paragraph: block.textContent ?? '', offset: range.toString().length };
  });
}

describe('the caret in Chromium', () => {
  it('keeps claim numbers typed fast into new paragraphs where they were typed', async () => {
    const { page, errors } = await open(await newDraft());
    const typed: string[] = [];
    for (let n = CLAIM_COUNT + 1; n <= CLAIM_COUNT + 6; n++) {
      await caretAtEnd(page, 'Claims');
      await page.keyboard.press('Enter');
      const claim = `${n}. The widget of claim ${n - 1}, wherein the spring is steel.`;
      await page.keyboard.type(claim);
      typed.push(claim);
    }
    // A claim typed without its number shows the number it is filed under.
    await caretAtEnd(page, 'Claims');
    await page.keyboard.press('Enter');
    const untyped = 'The widget of claim 1, wherein the base is round.';
    await page.keyboard.type(untyped);
    const tail = typed.join('') + untyped;
    expect((await textOf(page, 'Claims')).slice(-tail.length)).toBe(tail);
    const last = section(page, 'Claims').locator('p').last();
    expect(await last.getAttribute('data-cn')).toBe(`${CLAIM_COUNT + 7}.`);

    // The description's [0001] numbers: the same decoration on a new paragraph.
    await caretAtEnd(page, 'Detailed description');
    await page.keyboard.press('Enter');
    await page.keyboard.type('10 levers are made of steel.');
    const paragraph = section(page, 'Detailed description').locator('p').last();
    expect(await paragraph.getAttribute('data-pn')).toBe('[0031]');
    await saved(page);

    const description = await textOf(page, 'Detailed description');
    expect(description.slice(-49)).toBe('spring pulls it back.10 levers are made of steel.');
    expect(errors).toEqual([]);
  });

  it('goes to the very end and start of a long claims section on Ctrl+End and Ctrl+Home', async () => {
    const { page, errors } = await open(await newDraft());
    const claims = section(page, 'Claims');
    await claims.locator('p').first().click();
    await page.keyboard.press('Control+End');
    const end = await caret(page);
    expect(end.paragraph).toContain(`${CLAIM_COUNT}. The widget of claim ${CLAIM_COUNT - 1}`);
    expect(end.offset).toBe(end.paragraph.length);
    // The end is on screen, and what is typed there comes after the last claim.
    const box = (await claims.locator('p').last().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(900);
    await page.keyboard.press('Enter');
    await page.keyboard.type(
      `${CLAIM_COUNT + 1}. The widget of claim 1, wherein the pin is brass.`,
    );

    await page.keyboard.press('Control+Home');
    const start = await caret(page);
    expect(start.paragraph.startsWith('1. A widget comprising')).toBe(true);
    expect(start.offset).toBe(0);
    // Shift+Ctrl+End selects from here to the very end.
    await page.keyboard.press('Shift+Control+End');
    const selected = await page.evaluate(() => getSelection()!.toString().length);
    const text = await textOf(page, 'Claims');
    expect(selected).toBeGreaterThan(text.length * 0.9);
    await page.keyboard.press('ArrowRight');
    const after = await caret(page);
    expect(after.paragraph.endsWith('the pin is brass.')).toBe(true);
    expect(after.offset).toBe(after.paragraph.length);
    await saved(page);
    expect(
      text.endsWith(`${CLAIM_COUNT + 1}. The widget of claim 1, wherein the pin is brass.`),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
