import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type Draft, type SectionName } from '../../../src/core/api/drafts';
import { emptySections } from '../../../src/core/api/sections';
import { GENERATED_SECTIONS } from '../../../src/core/api/generation';
import { DRAFT_ID, FakeServer, makeDraft, SseStream } from './fake-server';
import {
  alertDialog,
  answerReplace,
  fastTimings,
  pasteAt,
  renderEditor,
  sectionEditor,
} from './render-editor';

/**
 * Every path that can overwrite the user's text asks first and leaves it one click away:
 * - a section's own "Regenerate" button,
 * - "Generate" in the generation bar (whole draft, description, or one section); a whole draft
 *   keeps numbered claims (the server writes from them), so only the other sections are asked about,
 * - restoring a revision (reviewed as a diff already; unsaved edits are saved first).
 * The disclosure panel has no generate action, and in Word the pane uses the same bar.
 */

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const usage = { input_tokens: 10, output_tokens: 5 };
const GEN_ID = '0b8f5c1e-3d2a-4c6b-9e7f-1a2b3c4d5e6f';
const GENERATE = '/api/v1/generate/';
const TYPED = '1. A valve comprising a body and a seat.';
const GENERATED = '1. A valve comprising a body, a seat and a spring.';

let server: FakeServer;
let streams: SseStream[];
/** The claims the server held when each generation was asked for. */
let claimsAtStart: string[];

function serve(draft: Draft): void {
  server = new FakeServer(draft);
  streams = [];
  claimsAtStart = [];
  server.on('POST', /^\/api\/v1\/generate\/$/, () => {
    claimsAtStart.push(server.draft.sections.claims);
    const stream = new SseStream();
    streams.push(stream);
    return { stream };
  });
  server.install();
}

beforeEach(() => {
  fastTimings();
  localStorage.clear();
  serve(makeDraft());
});

const posted = () =>
  server.requests('POST', GENERATE).map((r) => (r.body as { section: string }).section);

/** Streams the `n`-th generation to its end, writing `text` into `section` (saved as the server's). */
async function finish(
  n: number,
  section: SectionName,
  text: string,
  waitForEnd = true,
): Promise<void> {
  await waitFor(() => expect(streams.length).toBeGreaterThan(n));
  const stream = streams[n]!;
  const { generation_id } = server.requests('POST', GENERATE)[n]!.body as {
    generation_id: string;
  };
  stream.push({
    type: 'started',
    generation_id,
    draft_id: DRAFT_ID,
    sections: [section as 'claims'],
    engine: 'offline',
    model: 'claimwright-offline-1',
  });
  stream.push({ type: 'section_started', section, pass: 'draft' });
  stream.push({ type: 'delta', section, text });
  stream.push({ type: 'section_done', section });
  const version = server.draft.version + 1;
  server.draft = {
    ...server.draft,
    version,
    sections: { ...server.draft.sections, [section]: text },
  };
  stream.push({ type: 'finished', version, usage });
  stream.end();
  if (!waitForEnd) return;
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Generation status' })).toHaveTextContent(
      / written\.$/,
    ),
  );
}

const noQuestion = () => expect(document.querySelector('[role="alertdialog"]')).toBeNull();

async function typeClaims(user: UserEvent, extra: string, fromEnd = -1): Promise<HTMLElement> {
  void user;
  const claims = await sectionEditor('Claims');
  pasteAt(claims, extra, fromEnd);
  return claims;
}

describe('generating over the user’s text', () => {
  it('"Regenerate" on Claims asks first; Cancel keeps the text; Replace saves it, then Undo puts it back', async () => {
    const { user } = renderEditor();
    const claims = await typeClaims(user, ' and a seat');
    await waitFor(() => expect(server.draft.sections.claims).toBe(TYPED));

    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    const dialog = await answerReplace(user, 'Cancel');
    expect(dialog).toHaveTextContent('9 words of your text will be replaced.');
    expect(dialog).toHaveTextContent('Begins: “1. A valve comprising a body and a seat.”');
    expect(
      within(dialog).queryByRole('button', { name: 'Only fill empty sections', hidden: true }),
    ).toBeNull();
    await waitFor(noQuestion);
    expect(posted()).toEqual([]);
    expect(claims).toHaveTextContent(TYPED);

    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    await answerReplace(user);
    await finish(0, 'claims', GENERATED);
    // The server had the user's text (a revision) before the generation was asked for.
    expect(claimsAtStart).toEqual([TYPED]);
    await waitFor(() => expect(claims).toHaveTextContent(GENERATED));

    const bar = screen.getByLabelText('Replaced text');
    expect(bar).toHaveTextContent('The generation replaced your text in Claims.');
    const version = server.draft.version;
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(claims).toHaveTextContent(TYPED));
    expect(screen.queryByLabelText('Replaced text')).toBeNull();
    // Undo is an edit like any other: saved as a new version, so History keeps both texts.
    await waitFor(() => expect(server.draft.sections.claims).toBe(TYPED));
    expect(server.draft.version).toBeGreaterThan(version);
  });

  it('"Generate" (whole draft) over a written draft asks; "Only fill empty sections" leaves the user\'s alone', async () => {
    const { user } = renderEditor();
    pasteAt(await sectionEditor('Abstract'), 'A valve for dry soil.');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await answerReplace(user, 'Only fill empty sections', 'Replace your text in Abstract?');
    // Numbered claims are kept by a whole-draft generation; the abstract is the user's.
    const empty = GENERATED_SECTIONS.filter((s) => s !== 'claims' && s !== 'abstract');
    await waitFor(() => expect(posted()).toEqual([empty[0]]));
    // The next section starts as soon as this one finished: no wait for the "written." line.
    await finish(0, empty[0]!, 'Generated text.', false);
    await waitFor(() => expect(posted()).toEqual(empty.slice(0, 2)));
    // The second one is cancelled: the rest are not started.
    streams[1]!.push({ type: 'cancelled', version: server.draft.version, usage });
    streams[1]!.end();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Generation status' })).toHaveTextContent(
        'Stopped — what was written is kept.',
      ),
    );
    expect(posted()).toEqual(empty.slice(0, 2));
    expect(await sectionEditor('Abstract')).toHaveTextContent('A valve for dry soil.');
    expect(screen.queryByLabelText('Replaced text')).toBeNull();
  });

  it("a whole draft lists each section of the user's it replaces (numbered claims are kept, not listed)", async () => {
    const { user } = renderEditor();
    pasteAt(await sectionEditor('Title'), 'Irrigation valve');
    pasteAt(await sectionEditor('Abstract'), 'A valve for dry soil.');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await answerReplace(user, 'Replace', 'Replace your text in Title and Abstract?');
    const items = within(dialog).getAllByRole('listitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Title2 words of your text will be replaced\./),
      expect.stringMatching(/^Abstract5 words of your text will be replaced\./),
    ]);
    await waitFor(() => expect(posted()).toEqual(['all']));
  });

  it('a whole draft over claims without claim numbers asks about them too', async () => {
    serve(makeDraft({ sections: { ...emptySections(), claims: 'A valve with a seat.' } }));
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await answerReplace(user, 'Cancel');
    expect(posted()).toEqual([]);
  });

  it('does not ask over what the last generation wrote, and shows the user’s edits to it as a diff', async () => {
    serve(makeDraft({ sections: emptySections() }));
    const { user } = renderEditor();
    const claims = await sectionEditor('Claims');
    await user.click(screen.getByRole('button', { name: 'Generate Claims' }));
    noQuestion();
    await finish(0, 'claims', GENERATED);
    expect(screen.queryByLabelText('Replaced text')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    noQuestion();
    await finish(1, 'claims', GENERATED);

    pasteAt(claims, ' made of brass', -1);
    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    const dialog = await answerReplace(user, 'Cancel');
    // The count says what is lost: the words the user wrote, among the section's.
    expect(dialog).toHaveTextContent(
      `The section's ${GENERATED.match(/[\p{L}\p{N}_]+/gu)!.length + 3} words will be replaced, with the 3 words you wrote.`,
    );
    const diff = within(dialog).getByLabelText('Changes to Claims');
    expect(within(diff).getByRole('insertion', { hidden: true })).toHaveTextContent(
      '[added: made of brass]',
    );
    expect(posted()).toEqual(['claims', 'claims']);
  });

  /** Opens a draft whose claims are two paragraphs, the trace naming `traced` of them as generated. */
  async function openTraced(traced: number) {
    const paras = ['1. A valve comprising a body.', '2. The valve of claim 1, made of brass.'];
    serve(makeDraft({ sections: { ...emptySections(), claims: paras.join('\n\n') } }));
    const paragraphs = paras
      .slice(0, traced)
      .map((text, paragraph) => ({ paragraph, sources: [], text }));
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/trace$/, () => ({
      body: { sections: { claims: { generation_id: GEN_ID, paragraphs } } },
    }));
    const view = renderEditor();
    await sectionEditor('Claims');
    await waitFor(() =>
      expect(view.store.getState()).toMatchObject({ trace: { status: 'loaded' } }),
    );
    return view;
  }

  it('after a reload, text the trace shows as generated and unedited is not asked about', async () => {
    const { user } = await openTraced(2);
    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    noQuestion();
    await finish(0, 'claims', GENERATED);
  });

  it('after a reload, a paragraph the trace does not know is the user’s: asked about', async () => {
    const { user } = await openTraced(1);
    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    await answerReplace(user, 'Cancel');
    expect(posted()).toEqual([]);
  });
});

describe('restoring a revision over unsaved edits', () => {
  it('saves the edits first (so History keeps them), then restores on the saved version', async () => {
    const restored = makeDraft({ version: 99, sections: emptySections() });
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/revisions\?/, () => ({
      body: {
        data: [
          { version: 3, source: 'edit', generation_id: null, created_at: '2025-01-01T10:00:00Z' },
          { version: 2, source: 'create', generation_id: null, created_at: '2025-01-01T09:00:00Z' },
        ],
        count: 2,
      },
    }));
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2$/, () => ({
      body: {
        version: 2,
        source: 'create',
        generation_id: null,
        created_at: '2025-01-01T09:00:00Z',
        title: 'Irrigation valve',
        disclosure: 'A valve that opens when the soil is dry.',
        jurisdiction: 'us',
        sections: emptySections(),
      },
    }));
    let claimsAtRestore = '';
    let versionAtRestore = 0;
    server.on('POST', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2\/restore$/, () => {
      claimsAtRestore = server.draft.sections.claims;
      versionAtRestore = server.draft.version;
      return { body: restored };
    });
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'Revision history' });
    await user.click(await within(history).findByRole('button', { name: 'Review version 2' }));
    await typeClaims(user, ' and a seat');
    await user.click(
      await within(history).findByText('Restore this revision', { selector: 'button' }),
    );
    const confirm = await alertDialog('Restore version 2');
    await user.click(await within(confirm).findByText('Restore version 2', { selector: 'button' }));
    await waitFor(() => expect(claimsAtRestore).toBe(TYPED));
    const [restore] = server.requests('POST', `/api/v1/drafts/${DRAFT_ID}/revisions/2/restore`);
    expect(restore!.body).toEqual({ version: versionAtRestore });
    expect(versionAtRestore).toBeGreaterThan(3);
  });
});
