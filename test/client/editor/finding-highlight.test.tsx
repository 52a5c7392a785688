import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import * as browserTarget from '../../../src/client/office/browser-draft-target';
import type { DraftTarget } from '../../../src/client/office/draft-target';
import { FakeServer } from './fake-server';
import { editorOf, fastTimings, pasteAt, renderEditor, sectionEditor } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const LEVER = '"the lever" has no antecedent in claim 1.';
const CLAIM = '1. A valve comprising a body, wherein the lever is attached to the body.';

beforeEach(() => {
  fastTimings();
  localStorage.clear();
  new FakeServer().install();
});

afterEach(() => jest.restoreAllMocks());

/** The highlighted stretches of a section editor: their text and severity. */
function marks(editor: HTMLElement): Array<{ text: string; severity: string | null }> {
  return [...editor.querySelectorAll('[data-finding]')].map((el) => ({
    text: el.textContent ?? '',
    severity: el.getAttribute('data-severity'),
  }));
}

async function openWithLever() {
  const create = jest.spyOn(browserTarget, 'createBrowserDraftTarget');
  const view = renderEditor();
  const claims = await sectionEditor('Claims');
  pasteAt(claims, ', wherein the lever is attached to the body', -1);
  const goTo = await screen.findByRole('button', { name: `Go to: ${LEVER}` });
  const target = create.mock.results[0]!.value as DraftTarget;
  return { ...view, claims, goTo, target, item: goTo.closest('li')! };
}

describe('highlighting findings in the browser editor', () => {
  it('highlights a finding while it is pointed at or focused, coloured by severity', async () => {
    const { claims, goTo, item, target } = await openWithLever();
    const highlight = jest.spyOn(target, 'highlightFinding');
    expect(marks(claims)).toEqual([]);

    fireEvent.mouseEnter(item);
    await waitFor(() =>
      expect(marks(claims)).toEqual([{ text: 'the lever', severity: 'warning' }]),
    );
    const start = CLAIM.indexOf('the lever');
    expect(highlight).toHaveBeenCalledWith({
      id: expect.stringContaining(':') as string,
      section: { heading: 'Claims' },
      range: { start, end: start + 'the lever'.length },
      severity: 'warning',
      message: LEVER,
      // Carried for Word's comments ("Mark in document").
      suggestion: 'Introduce it first ("a lever"), or write "a lever" here.',
    });
    const mark = claims.querySelector('[data-finding]') as HTMLElement;
    expect(mark.getAttribute('style')).toContain('--colorPaletteYellowBackground2');

    fireEvent.mouseLeave(item);
    await waitFor(() => expect(marks(claims)).toEqual([]));

    goTo.focus();
    await waitFor(() => expect(marks(claims)).toHaveLength(1));
    goTo.blur();
    await waitFor(() => expect(marks(claims)).toEqual([]));
  });

  it('"Go to" selects and highlights; typing removes the highlight at once', async () => {
    const { user, claims, goTo } = await openWithLever();
    await user.click(goTo);
    const editor = editorOf(claims);
    await waitFor(() =>
      expect(marks(claims)).toEqual([{ text: 'the lever', severity: 'warning' }]),
    );
    const { from, to } = editor.state.selection;
    expect(editor.state.doc.textBetween(from, to)).toBe('the lever');

    pasteAt(claims, ' firmly', -1);
    expect(marks(claims)).toEqual([]);
    expect(editor.state.doc.textContent).toContain('the lever is attached to the body firmly.');
  });

  it('removes the highlight through the DraftTarget when the finding goes away', async () => {
    const { claims, item, target } = await openWithLever();
    const original = target.highlightFinding.bind(target);
    const removed: string[] = [];
    jest.spyOn(target, 'highlightFinding').mockImplementation(async (mark) => {
      const remove = await original(mark);
      return async () => {
        removed.push(mark.id);
        await remove();
      };
    });
    fireEvent.mouseEnter(item);
    await waitFor(() => expect(marks(claims)).toHaveLength(1));

    await target.upsertSection({ heading: 'Claims' }, '1. A valve comprising a body.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Go to: ${LEVER}` })).toBeNull(),
    );
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(removed[0]).toContain('claims:');
    expect(marks(claims)).toEqual([]);
  });
});
