import { configure, screen, waitFor } from '@testing-library/react';
import { type Sections } from '../../../src/core/api/drafts';
import { emptySections } from '../../../src/core/api/sections';
import { formatParagraphNumber, paragraphNumbers } from '../../../src/core/patent/filing-layout';
import { FakeServer, makeDraft } from './fake-server';
import { fastTimings, pasteAt, renderEditor, saveStatus, sectionEditor } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const SECTIONS: Sections = {
  ...emptySections(),
  title: 'Irrigation valve',
  background: 'Valves are known.\n\nThey leak.',
  summary: 'A valve opens when the soil is dry.',
  detailed_description: 'FIRST EMBODIMENT\n\nThe valve 10 has a body 12.\n\nA seat 14 closes it.',
  claims: '1. A valve comprising a body.\n\nThe valve of claim 1, wherein the body is blue.',
};

let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer(makeDraft({ sections: SECTIONS, docket_number: '77-001US' }));
  server.install();
});

/** The [0001] numbers the description's editors show, in page order. */
const shownNumbers = () =>
  [...document.querySelectorAll('[data-pn]')].map((p) => p.getAttribute('data-pn'));

/** What the export numbers, from core's one function. */
function exportNumbers(sections: Sections): string[] {
  return Object.values(paragraphNumbers(sections))
    .flat()
    .flatMap((b) => (b.number === null ? [] : [formatParagraphNumber(b.number)]));
}

describe('the draft as one document', () => {
  it('numbers description paragraphs as the export does, and renumbers after an edit', async () => {
    renderEditor();
    const summary = await sectionEditor('Summary');
    await sectionEditor('Detailed description');
    await waitFor(() => expect(shownNumbers()).toEqual(exportNumbers(SECTIONS)));
    expect(shownNumbers()).toEqual(['[0001]', '[0002]', '[0003]', '[0004]', '[0005]']);

    // A new paragraph in the Summary moves every later number on by one.
    pasteAt(summary, '\n\nIt closes when the soil is wet.');
    await waitFor(() => expect(shownNumbers()).toHaveLength(6));
    const texts = [...document.querySelectorAll('[data-pn]')].map((p) => p.textContent);
    expect(texts[3]).toBe('It closes when the soil is wet.');
    expect(shownNumbers()[5]).toBe('[0006]');
    expect(document.querySelector('[data-pn="[0005]"]')?.textContent).toBe(
      'The valve 10 has a body 12.',
    );
  });

  it('shows the number a claim typed without one is filed under', async () => {
    renderEditor();
    const claims = await sectionEditor('Claims');
    await waitFor(() =>
      expect(
        [...claims.querySelectorAll('[data-cn]')].map((p) => p.getAttribute('data-cn')),
      ).toEqual(['2.']),
    );
  });

  it('underlines each finding where it is, with its reason', async () => {
    const claims1 = '1. A valve comprising a body, wherein the lever is attached to the body.';
    server = new FakeServer(makeDraft({ sections: { ...SECTIONS, claims: claims1 } }));
    server.install();
    renderEditor();
    const claims = await sectionEditor('Claims');
    await waitFor(() =>
      expect(claims.querySelector('.cw-mark[title*="the lever"]')).not.toBeNull(),
    );
    const mark = [...claims.querySelectorAll('.cw-mark')].find((m) =>
      m.getAttribute('title')?.includes('"the lever" has no antecedent'),
    );
    expect(mark).toBeDefined();
    expect(mark!.getAttribute('title')).toMatch(/^Warning: "the lever" has no antecedent/);
    expect(mark!.textContent).toBe('the lever');
    expect(mark!.getAttribute('style')).toContain('underline');
  });

  it('keeps the docket number and client-matter with the draft', async () => {
    const { user } = renderEditor();
    const docket = await screen.findByLabelText('Docket number');
    expect((docket as HTMLInputElement).value).toBe('77-001US');
    await user.type(await screen.findByLabelText('Client-matter'), 'ACME-1');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    const patches = server.requests('PATCH', '/api/v1/drafts/');
    expect(patches.at(-1)!.body).toMatchObject({ client_matter: 'ACME-1' });
  });
});
