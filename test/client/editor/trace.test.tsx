import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { emptySections } from '../../../src/core/api/sections';
import type { GenerationEvent, StoredTraceParagraph } from '../../../src/core/api/generation';
import { findSentence, viewTrace } from '../../../src/client/features/editor/trace';
import { traceSpans, withParagraphText } from '../../../src/core/api/trace-text';
import { DRAFT_ID, FakeServer, SseStream, makeDraft } from './fake-server';
import { editorOf, fastTimings, renderEditor, sectionEditor, answerReplace } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
/** Polling and debounced checks run on real timers: allow a loaded machine more than 1 s. */
configure({ asyncUtilTimeout: 5000 });

const GEN_ID = '0b6c1f9e-8f3a-4c2d-9e1b-7a5d3c2b1a00';
const S1 = 'The valve has a body with an inlet and an outlet.';
const S2 = 'A soil moisture sensor measures how dry the soil is.';
const S3 = 'The controller opens the valve when the soil is dry.';
const DISCLOSURE = `Irrigation valve.\n\n${S1}  ${S2}\n${S3}`;
const DETAILED =
  'FIG. 1 shows an irrigation system 100 with a valve 102.\n\n' +
  'The valve 102 has a body 104 with an inlet 106 and an outlet 108.\n\n' +
  'A controller 110 opens the valve 102 when a sensor 112 reports dry soil.';
const CLAIMS =
  '1. A valve, comprising:\na body with an inlet and an outlet; and\na controller.\n\n' +
  '2. The valve of claim 1, wherein the controller opens the valve when soil is dry.';

describe('trace spans', () => {
  it('counts non-empty lines; a paragraph runs to the next blank line or the next traced line', () => {
    const spans = traceSpans(CLAIMS, [0, 3]);
    expect(CLAIMS.slice(spans.get(0)!.start, spans.get(0)!.end)).toBe(CLAIMS.split('\n\n')[0]);
    expect(CLAIMS.slice(spans.get(3)!.start, spans.get(3)!.end)).toBe(CLAIMS.split('\n\n')[1]);
    const perLine = traceSpans(CLAIMS, [0, 1, 2, 3, 9]);
    expect(CLAIMS.slice(perLine.get(1)!.start, perLine.get(1)!.end)).toBe(
      'a body with an inlet and an outlet; and',
    );
    expect(perLine.has(9)).toBe(false);
  });

  it('follows a paragraph that moved, and marks one whose text changed as edited', () => {
    const items = withParagraphText(DETAILED, [
      { paragraph: 0, sources: [] },
      { paragraph: 1, sources: [S1] },
      { paragraph: 2, sources: [S3] },
    ]);
    expect(items.map((i) => i.text)).toEqual(DETAILED.split('\n\n'));
    const moved = `A new first paragraph.\n\n${DETAILED}`;
    const view = viewTrace(moved, items);
    expect(view.map((v) => v.edited)).toEqual([false, false, false]);
    expect(moved.slice(view[1]!.span!.start, view[1]!.span!.end)).toBe(items[1]!.text);
    const changed = DETAILED.replace('inlet 106', 'inlet port 106');
    expect(viewTrace(changed, items).map((v) => v.edited)).toEqual([false, true, false]);
  });

  it('finds a sentence in the disclosure even when the whitespace differs', () => {
    expect(findSentence(DISCLOSURE, S1)).toEqual({
      start: DISCLOSURE.indexOf(S1),
      end: DISCLOSURE.indexOf(S1) + S1.length,
    });
    const wrapped = DISCLOSURE.replace('moisture sensor', 'moisture\nsensor');
    const span = findSentence(wrapped, S2)!;
    expect(wrapped.slice(span.start, span.end)).toBe(
      S2.replace('moisture sensor', 'moisture\nsensor'),
    );
    expect(findSentence(DISCLOSURE, 'A pump is not described.')).toBeNull();
  });
});

let server: FakeServer;

/** The trace route answers with one generation's trace of the detailed description. */
function serveTrace(paragraphs: StoredTraceParagraph[]): void {
  server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/trace$/, () => ({
    body: { sections: { detailed_description: { generation_id: GEN_ID, paragraphs } } },
  }));
}
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer(
    makeDraft({
      disclosure: DISCLOSURE,
      sections: { ...emptySections(), claims: CLAIMS, detailed_description: DETAILED },
    }),
  );
  serveTrace([
    { paragraph: 0, sources: [] },
    { paragraph: 1, sources: [S1] },
    { paragraph: 2, sources: [S2, S3] },
  ]);
  server.install();
});

async function openSources() {
  const rendered = renderEditor();
  await sectionEditor('Claims');
  await rendered.user.click(screen.getByRole('tab', { name: 'Sources' }));
  return rendered;
}

const paragraphs = () => screen.getByRole('list', { name: 'Traced paragraphs' });

describe('the Sources panel', () => {
  it('lists the traced paragraphs of a section with their disclosure sentences, loaded on opening', async () => {
    await openSources();
    await waitFor(() => expect(paragraphs().querySelectorAll(':scope > li')).toHaveLength(3));
    expect(server.requests('GET', `/api/v1/drafts/${DRAFT_ID}/trace`)).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('detailed_description');
    expect(screen.getByRole('status', { name: 'Sources status' })).toHaveTextContent(
      '3 paragraphs traced',
    );
    expect(
      screen.getByRole('button', { name: '¶ 2: The valve 102 has a body 104 with…' }),
    ).toBeVisible();
    const third = within(screen.getByRole('list', { name: 'Sources of paragraph 3' }));
    expect(third.getAllByRole('button').map((b) => b.textContent)).toEqual([S2, S3]);
    expect(
      within(paragraphs()).getByText('Standard wording: no disclosure sentence.'),
    ).toBeVisible();
  });

  it('selects a paragraph in the document, and a source sentence in the disclosure', async () => {
    const { user } = await openSources();
    const para = await screen.findByRole('button', { name: /^¶ 3: A controller 110/ });
    await user.click(para);
    const detailed = editorOf(await sectionEditor('Detailed description'));
    const { from, to } = detailed.state.selection;
    expect(detailed.state.doc.textBetween(from, to)).toBe(DETAILED.split('\n\n')[2]);
    expect(detailed.isFocused).toBe(true);

    await user.click(screen.getByRole('button', { name: S3 }));
    expect(screen.getByRole('tab', { name: 'Disclosure' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const area = screen.getByRole('textbox', { name: 'Disclosure' }) as HTMLTextAreaElement;
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe(S3);
    expect(area).toHaveFocus();
  });

  it('marks a paragraph edited since generation instead of showing its old sources as fact', async () => {
    await openSources();
    await screen.findByRole('button', { name: /^¶ 2:/ });
    expect(screen.queryByText('Edited since generation')).toBeNull();
    const detailed = await sectionEditor('Detailed description');
    act(() => {
      const editor = editorOf(detailed);
      const inSecond = editor.state.doc.child(0).nodeSize + 5;
      editor.chain().focus().setTextSelection(inSecond).insertContent('X').run();
    });
    const item = (await screen.findByText('Edited since generation')).closest('li')!;
    expect(within(item).getByRole('button', { name: /^¶ 2:/ })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Sources status' })).toHaveTextContent(
      '3 paragraphs traced, 1 edited since generation',
    );
    expect(screen.getAllByText('Edited since generation')).toHaveLength(1);
  });

  it('marks a paragraph edited before the draft was opened, from the text the server kept', async () => {
    const generated = DETAILED.split('\n\n');
    serveTrace([
      { paragraph: 0, sources: [], text: generated[0] },
      { paragraph: 1, sources: [S1], text: `${generated[1]} It was longer then.` },
      { paragraph: 2, sources: [S2, S3], text: generated[2] },
    ]);
    await openSources();
    const item = (await screen.findByText('Edited since generation')).closest('li')!;
    expect(within(item).getByRole('button', { name: /^¶ 2:/ })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Sources status' })).toHaveTextContent(
      '3 paragraphs traced, 1 edited since generation',
    );
  });

  it('says that only the offline engine records sources for a section without a trace', async () => {
    const { user } = await openSources();
    await screen.findByRole('button', { name: /^¶ 1:/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'claims');
    expect(screen.getByRole('status', { name: 'Sources status' })).toHaveTextContent(
      'No sources are recorded for this section. Traceability is recorded by the offline engine only.',
    );
    expect(screen.queryByRole('list', { name: 'Traced paragraphs' })).toBeNull();
  });

  it('is filled live from the trace events of a generation, replacing the section it rewrites', async () => {
    const stream = new SseStream();
    server.on('POST', /^\/api\/v1\/generate\/$/, () => ({ stream }));
    const { user } = await openSources();
    await screen.findByRole('button', { name: /^¶ 1:/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to generate' }), 'claims');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await answerReplace(user);
    await waitFor(() => expect(server.requests('POST', '/api/v1/generate/')).toHaveLength(1));
    const { generation_id: id } = server.requests('POST', '/api/v1/generate/')[0]!.body as {
      generation_id: string;
    };
    const push = (event: GenerationEvent) => stream.push(event);
    push({
      type: 'started',
      generation_id: id,
      draft_id: DRAFT_ID,
      sections: ['claims'],
      engine: 'offline',
      model: 'claimwright-offline-1',
    });
    push({ type: 'section_started', section: 'claims', pass: 'draft' });
    const text = '1. A valve comprising a body.\n\n2. The valve of claim 1, made of brass.';
    push({ type: 'delta', section: 'claims', text });
    push({
      type: 'trace',
      section: 'claims',
      paragraphs: [
        { paragraph: 0, sources: [S1] },
        { paragraph: 1, sources: [S3] },
      ],
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'claims');
    expect(
      await screen.findByRole('button', { name: '¶ 2: 2. The valve of claim 1, made of…' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Sources of paragraph 1' })).getByRole('button', {
        name: S1,
      }),
    ).toBeVisible();
    expect(screen.queryByText('Edited since generation')).toBeNull();
    push({ type: 'section_done', section: 'claims' });
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/trace$/, () => ({
      body: {
        sections: { claims: { generation_id: id, paragraphs: [{ paragraph: 1, sources: [S2] }] } },
      },
    }));
    server.draft = {
      ...server.draft,
      version: 4,
      sections: { ...server.draft.sections, claims: text },
    };
    push({ type: 'finished', version: 4, usage: { input_tokens: 1, output_tokens: 1 } });
    stream.end();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Generation status' })).toHaveTextContent(
        'Claims written.',
      ),
    );
    // Reloaded from the route once the generation ended.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^¶ 1: 1\. A valve/ })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: /^¶ 2: 2\. The valve/ })).toBeVisible();
    expect(screen.getByRole('button', { name: S2 })).toBeVisible();
  });

  it('says so when the trace cannot be loaded', async () => {
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/trace$/, () => ({
      status: 500,
      body: { detail: 'Internal Server Error' },
    }));
    await openSources();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sources status' })).toHaveTextContent(
        'Traceability could not be loaded.',
      ),
    );
  });
});
