import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deserialize, serialize } from 'node:v8';
import { parseDraft } from '../../../src/core/patent';
import { drawFigures, figureSvg } from '../../../src/core/patent/figures';
import { SessionContext, type DraftSession } from '../../../src/client/features/editor/session';
import { FiguresPanel } from '../../../src/client/features/figures/FiguresPanel';

// dagre (core's layout) calls structuredClone, as every browser has; Jest's jsdom lacks it.
globalThis.structuredClone ??= (<T,>(value: T): T =>
  deserialize(serialize(value)) as T) as typeof structuredClone;

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

/** A fetch answer (jsdom has no Response). */
function reply(status: number, text: string): Response {
  return {
    ok: status < 300,
    status,
    statusText: '',
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text], { type: 'application/pdf' })),
  } as unknown as Response;
}

const DRAFT = '3f1c2d4e-0000-4000-8000-000000000001';
const CLAIMS =
  '1. A method comprising:\n  receiving a request;\n  storing the request.\n\n' +
  '2. A system comprising:\n  a sensor; and\n  a controller connected to the sensor.';
const claims = drawFigures(parseDraft({ claims: CLAIMS }).claims);

/**
 * Answers the figure routes as the server does, from core's own drawings; FIG. `outdated` is
 * flagged, FIG. `added` is drawn from a claim added since the description was written.
 */
function serve(outdated = 0, added = 0): jest.Mock {
  expect(claims.skipped).toEqual([]);
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    if (headers.Authorization !== 'Bearer t0ken') return reply(401, '{"detail":"no"}');
    if (url.endsWith(`/drafts/${DRAFT}/figures`)) {
      const list = claims.figures.map((f) => ({
        number: f.number,
        title: f.title,
        claim: f.claim,
        numerals: f.numerals,
        outdated: f.number === outdated,
        added: f.number === added,
      }));
      return reply(200, JSON.stringify(list));
    }
    if (url.endsWith(`/drafts/${DRAFT}/figures.pdf`)) return reply(200, '%PDF-1.4 …');
    if (url.endsWith(`/drafts/${DRAFT}/figures/skipped`))
      return reply(
        200,
        JSON.stringify([
          {
            claim: 3,
            reason: 'Claim 3 does not read as English; figures are drawn from English claims only.',
          },
        ]),
      );
    if (/\/figures\/\d+\/rewrite$/.test(url) && init.method === 'POST') {
      outdated = 0;
      added = 0;
      return reply(
        200,
        JSON.stringify({ id: DRAFT, version: 8, rewritten: JSON.parse(String(init.body)) }),
      );
    }
    const m = /figures\/(\d+)\.svg$/.exec(url);
    const fig = m && claims.figures.find((f) => f.number === Number(m[1]));
    if (fig) return reply(200, figureSvg(fig.sheets));
    return reply(404, '{"detail":"Not Found"}');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderPanel(claimsText = CLAIMS) {
  const flush = jest.fn(async () => undefined);
  const adopt = jest.fn();
  const listeners = new Set<(key: string, byUser: boolean) => void>();
  const document = {
    get: (key: string) =>
      key === 'title' ? 'Pump monitoring' : key === 'claims' ? claimsText : '',
    subscribe: (l: (key: string, byUser: boolean) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const session = {
    draftId: DRAFT,
    token: () => 't0ken',
    sync: { flush, adopt, currentVersion: 7 },
    document,
  } as unknown as DraftSession;
  const edit = (key: string) => act(() => listeners.forEach((l) => l(key, true)));
  render(
    <FluentProvider theme={webLightTheme}>
      <SessionContext.Provider value={session}>
        <FiguresPanel />
      </SessionContext.Provider>
    </FluentProvider>,
  );
  return { flush, adopt, edit, user: userEvent.setup() };
}

describe('FiguresPanel', () => {
  it('shows a thumbnail per figure, opens one to zoom, and offers the SVG for download', async () => {
    const fetchMock = serve();
    const { flush, user } = renderPanel();
    const thumbs = await screen.findAllByRole('button', { name: /^Open FIG\. \d/ });
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open FIG. 1: Flowchart of the method of claim 1',
      'Open FIG. 2: Block diagram of the system of claim 2',
    ]);
    expect(flush).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const left = screen.getByRole('list', { name: 'Claims with no figure' });
    expect(within(left).getByText(/^Claim 3 does not read as English/)).toBeInTheDocument();
    await user.click(thumbs[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/202 sensor; 204 controller/)).toBeInTheDocument();
    const image = within(dialog).getByRole('img', { name: /FIG\. 2/ });
    expect(decodeURIComponent(image.getAttribute('src')!)).toContain('>CONTROLLER</text>');
    expect(image).toHaveStyle({ width: '100%' });
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(image).toHaveStyle({ width: '150%' });
    const download = within(dialog).getByRole('link', { name: 'Download SVG' });
    expect(download).toHaveAttribute('download', 'FIG-2.svg');
    expect(download.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
  });

  it('downloads every sheet as one PDF named after the draft', async () => {
    const fetchMock = serve();
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { flush, user } = renderPanel();
    await screen.findAllByRole('button', { name: /^Open FIG\. \d/ });
    flush.mockClear();
    await user.click(screen.getByRole('button', { name: 'Download all sheets as PDF' }));
    await waitFor(() => expect(saved).toEqual(['Pump-monitoring-drawings.pdf blob:pdf']));
    expect(flush).toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toMatch(
      new RegExp(`/api/v1/drafts/${DRAFT}/figures\\.pdf$`),
    );
    click.mockRestore();
  });

  it('offers to redraw after the claims are edited', async () => {
    const fetchMock = serve();
    const { edit, user } = renderPanel();
    await screen.findAllByRole('button', { name: /^Open FIG\. \d/ });
    const calls = fetchMock.mock.calls.length;
    edit('abstract');
    expect(screen.queryByText(/The claims changed/)).toBeNull();
    edit('claims');
    expect(
      await screen.findByText(/The claims changed since these figures were drawn/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redraw now' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 4));
    expect(screen.queryByText(/The claims changed/)).toBeNull();
  });

  it('says what "Redraw from the claims" drew, even when nothing changed', async () => {
    const fetchMock = serve();
    const { flush, user } = renderPanel();
    await screen.findAllByRole('button', { name: /^Open FIG\. \d/ });
    const calls = fetchMock.mock.calls.length;
    flush.mockClear();
    await user.click(screen.getByRole('button', { name: 'Redraw from the claims' }));
    const note = await screen.findByText('Redrawn from the claims: 2 figures (FIG. 1 to FIG. 2).');
    expect(note).toBeVisible();
    expect(flush).toHaveBeenCalled();
    expect(fetchMock.mock.calls.length).toBe(calls + 4);
    expect(screen.getByRole('button', { name: 'Redraw from the claims' })).toBeEnabled();
  });

  it('asks for claims first when "Redraw from the claims" finds none', async () => {
    global.fetch = jest.fn(async (url: string) =>
      reply(200, url.endsWith('/figures') || url.endsWith('/skipped') ? '[]' : '{}'),
    ) as unknown as typeof fetch;
    const { user } = renderPanel('');
    await screen.findByText(/^No figures: write an independent/);
    await user.click(screen.getByRole('button', { name: 'Redraw from the claims' }));
    expect(
      await screen.findByText(
        'Write claims first: the figures are drawn from the claims, and the draft has none.',
      ),
    ).toBeVisible();
  });

  it('offers to rewrite only the paragraphs of a figure its description no longer matches', async () => {
    const fetchMock = serve(1);
    const { adopt, flush, user } = renderPanel();
    const offer = await screen.findByRole('button', {
      name: 'Rewrite the paragraphs describing FIG. 1',
    });
    expect(screen.getByText(/FIG\. 1 no longer matches the paragraphs/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /describing FIG\. 2/ })).toBeNull();
    flush.mockClear();
    await user.click(offer);
    await waitFor(() =>
      expect(adopt).toHaveBeenCalledWith({ id: DRAFT, version: 8, rewritten: { version: 7 } }),
    );
    expect(flush).toHaveBeenCalled();
    const post = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(String(post[0])).toMatch(new RegExp(`/drafts/${DRAFT}/figures/1/rewrite$`));
    await waitFor(() => expect(screen.queryByText(/no longer matches/)).toBeNull());
  });

  it('says a figure of a claim added since is not described yet, never that its claim was edited', async () => {
    const fetchMock = serve(0, 2);
    const { user } = renderPanel();
    const offer = await screen.findByRole('button', {
      name: 'Write the paragraphs describing FIG. 2',
    });
    expect(
      screen.getByText(/FIG\. 2 is drawn from claim 2, added since the description was written/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no longer matches|was edited/)).toBeNull();
    await user.click(offer);
    await waitFor(() => expect(screen.queryByText(/added since/)).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(String(post[0])).toMatch(new RegExp(`/drafts/${DRAFT}/figures/2/rewrite$`));
  });

  it('says what went wrong when the figures cannot be had', async () => {
    global.fetch = jest.fn(async () =>
      reply(404, '{"detail":"Draft not found"}'),
    ) as unknown as typeof fetch;
    renderPanel();
    await waitFor(() => expect(screen.getByText(/Draft not found|Not Found/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Download all sheets as PDF' })).toBeDisabled();
  });
});
