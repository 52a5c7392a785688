import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GENERATED_SECTIONS } from '../../../src/core/api/generation';
import { emptySections } from '../../../src/core/api/sections';
import { NARROW_QUERY } from '../../../src/client/app/use-media-query';
import { DRAFT_ID, FakeServer, SseStream, makeDraft, type Seen } from './fake-server';
import {
  answerReplace,
  BEARER,
  fastTimings,
  pasteAt,
  renderEditor,
  saveStatus,
  sectionEditor,
} from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const usage = { input_tokens: 120, output_tokens: 40 };

let server: FakeServer;
let stream: SseStream;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  stream = new SseStream();
  server.on('POST', /^\/api\/v1\/generate\/$/, () => ({ stream }));
  server.on('POST', /^\/api\/v1\/cancel_generate\/$/, () => ({
    body: { message: 'Generation cancelled' },
  }));
  server.install();
});

function generationStatus(): string {
  return screen.getByRole('status', { name: 'Generation status' }).textContent ?? '';
}

async function startGenerating(user: UserEvent, target?: string): Promise<Seen> {
  await sectionEditor('Claims');
  if (target) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to generate' }), target);
  }
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  // The draft's claims are the user's: regenerating them asks first (a whole draft keeps them).
  if (target === 'claims') await answerReplace(user);
  await waitFor(() => expect(server.requests('POST', '/api/v1/generate/')).toHaveLength(1));
  return server.requests('POST', '/api/v1/generate/')[0]!;
}

function started(id: string, sections: readonly string[] = GENERATED_SECTIONS) {
  stream.push({
    type: 'started',
    generation_id: id,
    draft_id: DRAFT_ID,
    sections: sections as never,
    engine: 'openai-compatible',
    model: 'llama3.1:8b',
  });
}

describe('generation stream', () => {
  it('posts a client-made id, streams text into the section live, and ends "Whole draft written."', async () => {
    const { user } = renderEditor();
    const request = await startGenerating(user);
    const body = request.body as { generation_id: string };
    expect(body).toEqual({ generation_id: body.generation_id, draft_id: DRAFT_ID, section: 'all' });
    expect(body.generation_id).toMatch(UUID);
    expect(request.headers).toMatchObject({
      Authorization: `Bearer ${BEARER}`,
      Accept: 'text/event-stream',
    });
    expect(generationStatus()).toBe('Getting ready to write the whole draft…');

    started(body.generation_id);
    stream.push({ type: 'section_started', section: 'claims', pass: 'draft' });
    const sse = `event: delta\ndata: ${JSON.stringify({ type: 'delta', section: 'claims', text: '1. A valve ' })}\n\n`;
    stream.pushRaw(sse.slice(0, 30));
    stream.pushRaw(sse.slice(30));
    const claims = await sectionEditor('Claims');
    await waitFor(() => expect(claims).toHaveTextContent(/^1\. A valve$/));
    expect(claims).toHaveAttribute('contenteditable', 'false');
    expect(generationStatus()).toBe('Writing the claims…');
    expect(screen.getByLabelText('Engine')).toHaveTextContent(
      'Engine: openai-compatible · model llama3.1:8b',
    );

    stream.push({ type: 'delta', section: 'claims', text: 'comprising a seat.\n\n2. The valve' });
    await waitFor(() =>
      expect(claims).toHaveTextContent('1. A valve comprising a seat.2. The valve'),
    );
    expect(claims.querySelectorAll('p')).toHaveLength(2);
    const progress = screen.getByRole('list', { name: 'Section progress' });
    await waitFor(() =>
      expect(within(progress).getByText(/^Claims:/)).toHaveTextContent(
        'Claims: being written (43 characters)',
      ),
    );

    stream.push({ type: 'section_done', section: 'claims' });
    stream.push({ type: 'findings', section: 'claims', findings: [] });
    await waitFor(() =>
      expect(within(progress).getByText(/^Claims:/)).toHaveTextContent(
        'Claims: written (43 characters), checks clean',
      ),
    );
    server.draft = {
      ...server.draft,
      version: 4,
      sections: {
        ...server.draft.sections,
        claims: '1. A valve comprising a seat.\n\n2. The valve',
      },
    };
    stream.push({ type: 'finished', version: 4, usage });
    stream.end();
    await waitFor(() => expect(generationStatus()).toBe('Whole draft written.'));
    await waitFor(() => expect(claims).toHaveAttribute('contenteditable', 'true'));
    expect(saveStatus()).toContain('Version 4');
    expect(server.requests('PATCH', '/api/v1/drafts/')).toEqual([]);
  });

  it('a finished section of a longer generation is editable (and saved) while the next is written', async () => {
    const { user } = renderEditor();
    const body = (await startGenerating(user)).body as { generation_id: string };
    started(body.generation_id, ['claims', 'title']);
    stream.push({ type: 'section_started', section: 'claims', pass: 'draft' });
    stream.push({ type: 'delta', section: 'claims', text: '1. A valve.' });
    stream.push({ type: 'section_done', section: 'claims' });
    stream.push({ type: 'findings', section: 'claims', findings: [] });
    const claims = await sectionEditor('Claims');
    await waitFor(() => expect(claims).toHaveTextContent('1. A valve.'));
    expect(claims).toHaveAttribute('contenteditable', 'false');

    stream.push({ type: 'section_released', section: 'claims' });
    stream.push({ type: 'section_started', section: 'title', pass: 'draft' });
    stream.push({ type: 'delta', section: 'title', text: 'Valve' });
    await waitFor(() => expect(claims).toHaveAttribute('contenteditable', 'true'));
    expect(await sectionEditor('Title')).toHaveAttribute('contenteditable', 'false');

    pasteAt(claims, ' A seat.');
    await waitFor(() => expect(server.requests('PATCH', '/api/v1/drafts/')).toHaveLength(1));
    const saved = server.requests('PATCH', '/api/v1/drafts/')[0]!.body as {
      sections: Record<string, string>;
    };
    expect(saved.sections).toEqual({ claims: '1. A valve. A seat.' });
    stream.push({ type: 'cancelled', version: 5, usage });
    stream.end();
    await waitFor(() => expect(generationStatus()).toBe('Stopped — what was written is kept.'));
  });

  it('"Cancel generation" posts the same id, says it is stopping, then stopped, keeps the text', async () => {
    const { user } = renderEditor();
    const { generation_id: id } = (await startGenerating(user, 'claims')).body as {
      generation_id: string;
    };
    started(id, ['claims']);
    stream.push({ type: 'section_started', section: 'claims', pass: 'draft' });
    stream.push({ type: 'delta', section: 'claims', text: '1. A valve comprising' });
    const claims = await sectionEditor('Claims');
    await waitFor(() => expect(claims).toHaveTextContent('1. A valve comprising'));

    await user.click(screen.getByRole('button', { name: 'Cancel generation' }));
    await waitFor(() =>
      expect(server.requests('POST', '/api/v1/cancel_generate/')).toHaveLength(1),
    );
    const cancel = server.requests('POST', '/api/v1/cancel_generate/')[0]!;
    expect(cancel.body).toEqual({ generation_id: id });
    expect(cancel.headers.Authorization).toBe(`Bearer ${BEARER}`);
    expect(generationStatus()).toBe('Stopping — what was written so far is kept…');
    expect(screen.getByRole('button', { name: 'Cancel generation' })).toBeDisabled();

    server.draft = {
      ...server.draft,
      version: 4,
      sections: { ...server.draft.sections, claims: '1. A valve comprising' },
    };
    stream.push({ type: 'cancelled', version: 4, usage });
    stream.end();
    await waitFor(() => expect(generationStatus()).toBe('Stopped — what was written is kept.'));
    expect(claims).toHaveTextContent('1. A valve comprising');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('cancels before the server answered the start: the cancel waits for the id, nothing 404s', async () => {
    let answer: (() => void) | null = null;
    let known = false;
    server.on('POST', /^\/api\/v1\/generate\/$/, async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { stream };
    });
    // As the server does: an id it has not started yet is unknown.
    const statuses: number[] = [];
    server.on('POST', /^\/api\/v1\/cancel_generate\/$/, () => {
      statuses.push(known ? 200 : 404);
      return known
        ? { body: { message: 'Generation cancelled' } }
        : { status: 404, body: { detail: 'Generation not found' } };
    });
    const { user } = renderEditor();
    const { generation_id: id } = (await startGenerating(user, 'abstract')).body as {
      generation_id: string;
    };
    await user.click(screen.getByRole('button', { name: 'Cancel generation' }));
    expect(generationStatus()).toBe('Stopping — what was written so far is kept…');
    // Nothing is sent while the server has not said it started this id.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests('POST', '/api/v1/cancel_generate/')).toEqual([]);

    answer!();
    known = true;
    started(id, ['abstract']);
    await waitFor(() => expect(statuses).toEqual([200]));
    expect(server.requests('POST', '/api/v1/cancel_generate/').map((r) => r.body)).toEqual([
      { generation_id: id },
    ]);
    stream.push({ type: 'cancelled', version: 3, usage: { input_tokens: 0, output_tokens: 0 } });
    stream.end();
    await waitFor(() => expect(generationStatus()).toBe('Stopped — what was written is kept.'));
  });

  it('says the draft was not written, with the reason and keeps the partial text', async () => {
    const { user } = renderEditor();
    const { generation_id: id } = (await startGenerating(user)).body as { generation_id: string };
    started(id);
    stream.push({ type: 'section_started', section: 'claims', pass: 'draft' });
    stream.push({ type: 'delta', section: 'claims', text: '1. A valve' });
    stream.push({
      type: 'failed',
      detail: 'The language model server answered 500 Internal Server Error.',
      version: 4,
      usage,
    });
    stream.end();
    await waitFor(() =>
      expect(generationStatus()).toBe(
        'Whole draft not written. The language model server answered 500 Internal Server Error.',
      ),
    );
    expect(await sectionEditor('Claims')).toHaveTextContent('1. A valve');
    const progress = screen.getByRole('list', { name: 'Section progress' });
    expect(within(progress).getByText(/^Claims:/)).toHaveTextContent(
      'Claims: stopped, what was written is kept',
    );
    // The sections after it never had their turn: they do not wait for it forever.
    expect(within(progress).getByText(/^Abstract:/)).toHaveTextContent(
      'Abstract: not written (stopped before its turn)',
    );
    expect(within(progress).queryByText(/waiting its turn/)).toBeNull();
  });

  it('says a section the generation left empty is empty, why, and what next (not "checks clean")', async () => {
    const { user } = renderEditor();
    const { generation_id: id } = (await startGenerating(user)).body as { generation_id: string };
    started(id, ['cross_reference', 'drawings_description', 'abstract']);
    for (const section of ['cross_reference', 'drawings_description', 'abstract'] as const) {
      stream.push({ type: 'section_started', section, pass: 'draft' });
      if (section === 'abstract') stream.push({ type: 'delta', section, text: 'A valve.' });
      stream.push({ type: 'section_done', section });
      stream.push({ type: 'findings', section, findings: [] });
    }
    const sections = { ...server.draft.sections, abstract: 'A valve.' };
    server.draft = { ...server.draft, version: 4, sections };
    stream.push({ type: 'finished', version: 4, usage });
    stream.end();
    await waitFor(() => expect(generationStatus()).toBe('Whole draft written.'));
    const progress = screen.getByRole('list', { name: 'Section progress' });
    expect(within(progress).getByText(/^Cross-reference/)).toHaveTextContent(
      'Cross-reference to related applications: left empty (no related application named; needed only if this application claims priority)',
    );
    expect(within(progress).getByText(/^Brief description/)).toHaveTextContent(
      'Brief description of the drawings: left empty (no figures described; write it when you add the drawings)',
    );
    expect(within(progress).getByText(/^Abstract:/)).toHaveTextContent(
      'Abstract: written (8 characters), checks clean',
    );
    expect(within(progress).queryByText(/^Cross-reference.*checks clean/)).toBeNull();
  });

  it("in Word's narrow pane sums the sections up in one line, the lines on demand", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query === NARROW_QUERY }) as MediaQueryList;
    try {
      const { user } = renderEditor();
      const { generation_id: id } = (await startGenerating(user)).body as {
        generation_id: string;
      };
      started(id, ['claims', 'cross_reference', 'abstract']);
      for (const section of ['claims', 'cross_reference'] as const) {
        stream.push({ type: 'section_started', section, pass: 'draft' });
        if (section === 'claims') stream.push({ type: 'delta', section, text: '1. A valve.' });
        stream.push({ type: 'section_done', section });
      }
      await waitFor(() =>
        expect(screen.getByLabelText('Sections summary')).toHaveTextContent(
          '1 section written, 1 left empty, 1 waiting.',
        ),
      );
      expect(screen.queryByRole('list', { name: 'Section progress' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Section details' }));
      const progress = screen.getByRole('list', { name: 'Section progress' });
      expect(within(progress).getAllByRole('listitem')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Hide section details' }));
      expect(screen.queryByRole('list', { name: 'Section progress' })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows why the server refused to start (409) as a failed generation', async () => {
    server.on('POST', /^\/api\/v1\/generate\/$/, () => ({
      status: 409,
      body: { detail: 'A generation is already writing claims for this draft.' },
    }));
    const { user } = renderEditor();
    await startGenerating(user, 'claims');
    await waitFor(() =>
      expect(generationStatus()).toBe(
        'Claims not written. A generation is already writing claims for this draft.',
      ),
    );
  });

  it('says what to do when the server refuses for want of a disclosure (422), listing no queued sections', async () => {
    server.on('POST', /^\/api\/v1\/generate\/$/, () => ({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'draft_id'], msg: 'The disclosure is empty.', type: 'value_error' },
        ],
      },
    }));
    const { user } = renderEditor();
    await startGenerating(user, 'claims');
    await waitFor(() =>
      expect(generationStatus()).toBe(
        'Claims not written. Write or paste the invention disclosure first; the draft is generated from it.',
      ),
    );
    expect(screen.queryByRole('list', { name: 'Section progress' })).toBeNull();
  });

  it('keeps Generate off, with what to do, while there is nothing to draft from', async () => {
    server = new FakeServer(makeDraft({ disclosure: '', sections: emptySections() }));
    server.install();
    const { user } = renderEditor();
    await sectionEditor('Claims');
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      'Write or paste the invention disclosure first (Disclosure tab); the draft is generated from it.',
    );
    expect(screen.getByRole('button', { name: 'Generate Claims' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Disclosure' }), 'A valve.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Generate Claims' })).toBeEnabled();
  });

  it('regenerates one section from its own button', async () => {
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('button', { name: 'Regenerate Claims' }));
    await answerReplace(user);
    await waitFor(() => expect(server.requests('POST', '/api/v1/generate/')).toHaveLength(1));
    const body = server.requests('POST', '/api/v1/generate/')[0]!.body as { section: string };
    expect(body.section).toBe('claims');
    expect(screen.getByRole('button', { name: 'Generate Abstract' })).toBeDisabled();
  });

  it('does not start while the latest edits cannot be saved (the server would read stale text)', async () => {
    server.on('PATCH', /^\/api\/v1\/drafts\//, () => ({ networkError: true }));
    const { user } = renderEditor();
    pasteAt(await sectionEditor('Abstract'), 'A valve.');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await answerReplace(user, 'Replace', 'Replace your text in Abstract?');
    await waitFor(() =>
      expect(generationStatus()).toBe(
        'Whole draft not written. Not started: your latest edits are not saved yet (see the save status). The generation reads the saved draft.',
      ),
    );
    expect(server.requests('POST', '/api/v1/generate/')).toEqual([]);
    expect(saveStatus()).toContain('Offline');
  });
});
