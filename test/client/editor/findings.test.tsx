import { configure, screen, waitFor, within } from '@testing-library/react';
import * as browserTarget from '../../../src/client/office/browser-draft-target';
import type { DraftTarget } from '../../../src/client/office/draft-target';
import { FakeServer } from './fake-server';
import { editorOf, fastTimings, pasteAt, renderEditor, sectionEditor } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const LEVER = '"the lever" has no antecedent in claim 1.';
const LEVER_TEXT = /"the lever" has no antecedent in claim 1\./;

beforeEach(() => {
  fastTimings();
  localStorage.clear();
  new FakeServer().install();
});

afterEach(() => jest.restoreAllMocks());

function findingsRegion(): HTMLElement {
  return screen.getByRole('region', { name: 'Findings' });
}

describe('findings of the open draft', () => {
  it('are checked when the draft opens and again after an edit', async () => {
    const { user } = renderEditor();
    await waitFor(() =>
      expect(within(findingsRegion()).getByText(/^The draft has no abstract\./)).toBeVisible(),
    );
    expect(within(findingsRegion()).queryByText(LEVER_TEXT)).toBeNull();

    pasteAt(await sectionEditor('Claims'), ', wherein the lever is attached to the body', -1);
    await waitFor(() => expect(within(findingsRegion()).getByText(LEVER_TEXT)).toBeVisible());

    pasteAt(await sectionEditor('Abstract'), 'A valve opens when the soil is dry.');
    await waitFor(() =>
      expect(within(findingsRegion()).queryByText(/^The draft has no abstract\./)).toBeNull(),
    );
    void user;
  });

  it('"Go to" selects the finding\'s text through the DraftTarget', async () => {
    const create = jest.spyOn(browserTarget, 'createBrowserDraftTarget');
    const { user } = renderEditor();
    const claims = await sectionEditor('Claims');
    pasteAt(claims, ', wherein the lever is attached to the body', -1);
    const goTo = await screen.findByRole('button', { name: `Go to: ${LEVER}` });

    const target = create.mock.results[0]!.value as DraftTarget;
    const selectRange = jest.spyOn(target, 'selectRange');
    await user.click(goTo);

    const text = '1. A valve comprising a body, wherein the lever is attached to the body.';
    const start = text.indexOf('the lever');
    expect(selectRange).toHaveBeenCalledWith(
      { heading: 'Claims' },
      { start, end: start + 'the lever'.length },
    );
    const editor = editorOf(claims);
    const { from, to } = editor.state.selection;
    expect(editor.state.doc.textBetween(from, to)).toBe('the lever');
    expect(editor.isFocused).toBe(true);
  });
});
