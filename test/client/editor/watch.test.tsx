import { configure, screen, waitFor, within } from '@testing-library/react';
import type { DraftUpdate } from '../../../src/core/api/drafts';
import type { Generation } from '../../../src/core/api/generation';
import {
  WATCH_TIMINGS,
  watchedProgress,
} from '../../../src/client/features/editor/use-watch-generation';
import { DRAFT_ID, FakeServer } from './fake-server';
import {
  BEARER,
  fastTimings,
  pasteAt,
  renderEditor,
  saveStatus,
  sectionEditor,
} from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
/** Polling and debounced checks run on real timers: allow a loaded machine more than 1 s. */
configure({ asyncUtilTimeout: 5000 });

const ELSEWHERE = '3d0f5a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6';

function row(
  state: Generation['state'],
  section: Generation['section'] = 'claims',
  released: Generation['released_sections'] = [],
): Generation {
  return {
    id: ELSEWHERE,
    draft_id: DRAFT_ID,
    section,
    engine: 'openai-compatible',
    model: 'llama3.1:8b',
    state,
    released_sections: released,
    detail: state === 'cancelled' ? 'Cancelled by the user.' : null,
    usage: { input_tokens: 0, output_tokens: 0 },
    created_at: '2025-01-01T10:05:00.000Z',
    finished_at: state === 'running' ? null : '2025-01-01T10:06:00.000Z',
  };
}

let server: FakeServer;
let rows: Generation[];
let offline: boolean;
beforeEach(() => {
  fastTimings();
  Object.assign(WATCH_TIMINGS, { detectMs: 40, everyMs: 30 });
  localStorage.clear();
  rows = [];
  offline = false;
  server = new FakeServer();
  server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/generations/, () => ({
    body: { data: rows, count: rows.length },
  }));
  server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/trace$/, () => ({ body: { sections: {} } }));
  server.on('PATCH', /^\/api\/v1\/drafts\/[^/]+$/, (req) =>
    offline ? { networkError: true } : server.applyPatch(req.body as DraftUpdate),
  );
  server.install();
});

/** The server saved more text of the running generation. */
function serverWrites(section: 'claims' | 'abstract', text: string): void {
  server.draft = {
    ...server.draft,
    version: server.draft.version + 1,
    sections: { ...server.draft.sections, [section]: text },
  };
}

const generationStatus = () =>
  screen.getByRole('status', { name: 'Generation status' }).textContent ?? '';

describe('watched progress', () => {
  it('counts the last section whose text changed as being written, those before it done', () => {
    const text = (s: string) => ({ claims: 'abc', title: 'Valve', background: 'x' })[s] ?? '';
    expect(
      watchedProgress(['claims', 'title', 'background'], new Set(['title']), text as never).map(
        (p) => [p.section, p.status, p.chars],
      ),
    ).toEqual([
      ['claims', 'done', 3],
      ['title', 'writing', 5],
      ['background', 'queued', 0],
    ]);
    // Nothing saved yet: a running generation writes its first section.
    expect(watchedProgress(['claims'], new Set(), text as never)[0]!.status).toBe('writing');
  });

  it('counts the first section not released as being written, even before its text changes', () => {
    const text = (s: string) => ({ claims: 'abc', title: '', background: '' })[s] ?? '';
    const order = ['claims', 'title', 'background'] as const;
    const released = new Set(['claims'] as const);
    expect(
      watchedProgress(order, new Set(), text as never, released).map((p) => [
        p.section,
        p.status,
        p.released,
      ]),
    ).toEqual([
      ['claims', 'done', true],
      ['title', 'writing', false],
      ['background', 'queued', false],
    ]);
    const allButLast = new Set(['claims', 'title'] as const);
    expect(watchedProgress(order, new Set(), text as never, allButLast)[2]!.status).toBe('writing');
  });
});

describe('a generation running in another tab or device', () => {
  it('is shown running, locks its sections, streams their saved text, then loads the final version', async () => {
    const { user } = renderEditor();
    const claims = await sectionEditor('Claims');
    offline = true;
    pasteAt(await sectionEditor('Abstract'), 'A valve for dry soil.');
    await waitFor(() => expect(saveStatus()).toContain('Offline'));

    serverWrites('claims', '1. A valve');
    rows = [row('running')];
    await waitFor(() => expect(generationStatus()).toBe('Writing the claims…'));
    expect(screen.getByLabelText('Generation elsewhere')).toHaveTextContent(
      'Started in another tab or on another device',
    );
    expect(screen.getByLabelText('Engine')).toHaveTextContent(
      'Engine: openai-compatible · model llama3.1:8b',
    );
    await waitFor(() => expect(claims).toHaveAttribute('contenteditable', 'false'));
    await waitFor(() => expect(claims).toHaveTextContent(/^1\. A valve$/));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel generation' })).toBeEnabled();

    serverWrites('claims', '1. A valve comprising a seat.');
    await waitFor(() => expect(claims).toHaveTextContent('1. A valve comprising a seat.'));
    const progress = screen.getByRole('list', { name: 'Section progress' });
    await waitFor(() =>
      expect(within(progress).getByText(/^Claims:/)).toHaveTextContent(
        'Claims: being written (29 characters)',
      ),
    );

    offline = false;
    const final = '1. A valve comprising a seat.\n\n2. The valve of claim 1, with a spring.';
    serverWrites('claims', final);
    rows = [row('finished')];
    await waitFor(() => expect(generationStatus()).toBe('Claims written.'));
    await waitFor(() => expect(claims).toHaveAttribute('contenteditable', 'true'));
    expect(claims.querySelectorAll('p')).toHaveLength(2);
    expect(claims).toHaveTextContent('1. A valve comprising a seat.2. The valve of claim 1');
    expect(within(progress).getByText(/^Claims:/)).toHaveTextContent('Claims: written');
    expect(screen.queryByLabelText('Generation elsewhere')).toBeNull();
    expect(await sectionEditor('Abstract')).toHaveTextContent('A valve for dry soil.');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    const saved = server.requests('PATCH', `/api/v1/drafts/${DRAFT_ID}`).at(-1)!;
    expect(saved.body).toEqual({
      version: server.draft.version - 1,
      sections: { abstract: 'A valve for dry soil.' },
    });
    expect(server.draft.sections.claims).toBe(final);
    void user;
  });

  it('one that ran entirely between two looks still brings its text here', async () => {
    renderEditor();
    const claims = await sectionEditor('Claims');
    await waitFor(() =>
      expect(
        server.requests('GET', `/api/v1/drafts/${DRAFT_ID}/generations`).length,
      ).toBeGreaterThan(1),
    );
    serverWrites('claims', '1. A valve comprising a seat and a spring.');
    rows = [row('finished')];
    await waitFor(() => expect(generationStatus()).toBe('Claims written.'));
    await waitFor(() =>
      expect(claims).toHaveTextContent('1. A valve comprising a seat and a spring.'),
    );
    expect(claims).toHaveAttribute('contenteditable', 'true');
    await waitFor(() => expect(saveStatus()).toContain(`Version ${server.draft.version}`));
    expect(server.requests('PATCH', `/api/v1/drafts/${DRAFT_ID}`)).toEqual([]);
  });

  it('is cancelled from this tab with its id ("Cancel generation")', async () => {
    server.on('POST', /^\/api\/v1\/cancel_generate\/$/, () => {
      rows = [row('cancelled', 'description')];
      return { body: { message: 'Generation cancelled' } };
    });
    rows = [row('running', 'description')];
    const { user } = renderEditor();
    const background = await sectionEditor('Background');
    await waitFor(() =>
      expect(generationStatus()).toMatch(/^Writing the (description|background)…$/),
    );
    await waitFor(() => expect(background).toHaveAttribute('contenteditable', 'false'));
    expect(await sectionEditor('Claims')).toHaveAttribute('contenteditable', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancel generation' }));
    await waitFor(() => expect(generationStatus()).toBe('Stopped — what was written is kept.'));
    const [cancel] = server.requests('POST', '/api/v1/cancel_generate/');
    expect(cancel!.body).toEqual({ generation_id: ELSEWHERE });
    expect(cancel!.headers.Authorization).toBe(`Bearer ${BEARER}`);
    await waitFor(() => expect(background).toHaveAttribute('contenteditable', 'true'));
  });
});
