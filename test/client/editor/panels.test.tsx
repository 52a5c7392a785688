import { configure, screen, waitFor, within } from '@testing-library/react';
import { DRAFT_ID, FakeServer, makeDraft, serveTwoRevisions } from './fake-server';
import {
  BEARER,
  fastTimings,
  renderEditor,
  saveStatus,
  sectionEditor,
  alertDialog,
  editorOf,
} from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const DRAFT_URL = `/api/v1/drafts/${DRAFT_ID}`;

let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
});

describe('disclosure import', () => {
  it('posts the file as multipart field "file", puts its text in the disclosure and saves it', async () => {
    server.on('POST', /^\/api\/v1\/drafts\/import$/, () => ({
      body: {
        filename: 'disclosure.pdf',
        format: 'pdf',
        text: 'A drip emitter with a pressure regulator.',
        characters: 41,
        pages: 2,
      },
    }));
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('tab', { name: 'Disclosure' }));
    const file = new File(['%PDF-1.7 …'], 'disclosure.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Disclosure file'), file);

    // The draft has a disclosure already: nothing replaces it without asking.
    const ask = await alertDialog('Replace the disclosure?');
    expect(ask).toHaveTextContent('disclosure.pdf has 41 characters');
    expect(screen.getByRole('textbox', { name: 'Disclosure' })).toHaveValue(makeDraft().disclosure);
    await user.click(within(ask).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Disclosure' })).toHaveValue(
        'A drip emitter with a pressure regulator.',
      ),
    );
    expect(screen.getByText('Imported 41 characters from disclosure.pdf, 2 pages.')).toBeVisible();
    const [upload] = server.requests('POST', '/api/v1/drafts/import');
    expect(upload!.headers.Authorization).toBe(`Bearer ${BEARER}`);
    expect(upload!.headers['Content-Type']).toBeUndefined();
    const sent = (upload!.body as FormData).get('file') as File;
    expect([sent.name, sent.type, sent.size]).toEqual([
      'disclosure.pdf',
      'application/pdf',
      file.size,
    ]);
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 3, disclosure: 'A drip emitter with a pressure regulator.' },
    ]);
  });

  it("brings a refused import's message into view (the narrow panel is a short strip)", async () => {
    server.on('POST', /^\/api\/v1\/drafts\/import$/, () => ({
      status: 422,
      body: { detail: 'The file is named .docx but is not a Word document (DOCX).' },
    }));
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = renderEditor();
      await sectionEditor('Claims');
      await user.click(screen.getByRole('tab', { name: 'Disclosure' }));
      await user.upload(screen.getByLabelText('Disclosure file'), new File(['x'], 'bad.docx'));
      await screen.findByText('The file was not imported');
      await waitFor(() =>
        expect(scrolled.some((el) => el.textContent?.includes('The file was not imported'))).toBe(
          true,
        ),
      );
    } finally {
      if (own) Object.defineProperty(Element.prototype, 'scrollIntoView', own);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('adds the file after the text, keeps the text on "Cancel", and asks nothing of an empty field', async () => {
    server.on('POST', /^\/api\/v1\/drafts\/import$/, () => ({
      body: {
        filename: 'more.txt',
        format: 'txt',
        text: 'A second emitter.',
        characters: 17,
        pages: null,
      },
    }));
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('tab', { name: 'Disclosure' }));
    const field = screen.getByRole('textbox', { name: 'Disclosure' });
    const mine = makeDraft().disclosure;
    const upload = () =>
      user.upload(screen.getByLabelText('Disclosure file'), new File(['x'], 'more.txt'));

    await upload();
    await user.click(
      within(await alertDialog('Replace the disclosure?')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(field).toHaveValue(mine);

    await upload();
    await user.click(
      within(await alertDialog('Replace the disclosure?')).getByRole('button', {
        name: 'Add after it',
      }),
    );
    await waitFor(() => expect(field).toHaveValue(`${mine.trimEnd()}\n\nA second emitter.`));

    await user.clear(field);
    await upload();
    await waitFor(() => expect(field).toHaveValue('A second emitter.'));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('shows why a file was refused (413) and leaves the disclosure alone', async () => {
    server.on('POST', /^\/api\/v1\/drafts\/import$/, () => ({
      status: 413,
      body: { detail: 'The file is larger than 10 MB.' },
    }));
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('tab', { name: 'Disclosure' }));
    await user.upload(screen.getByLabelText('Disclosure file'), new File(['x'], 'big.docx'));
    expect(await screen.findByText(/The file is larger than 10 MB\./)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Disclosure' })).toHaveValue(makeDraft().disclosure);
  });
});

describe('import of a patent application', () => {
  it('puts its sections in the draft, after asking, and leaves the disclosure alone', async () => {
    server.on('POST', /^\/api\/v1\/drafts\/import$/, () => ({
      body: {
        filename: 'valve.docx',
        format: 'docx',
        text: 'VALVE\n\nWhat is claimed is:\n\n1. A valve comprising a seat.',
        characters: 52,
        pages: null,
        sections: {
          title: 'Soil valve',
          detailed_description: 'A valve 10 has a seat 12.',
          claims: '1. A valve comprising:\n  a seat.',
          abstract: 'A valve.',
        },
      },
    }));
    const { user } = renderEditor();
    const claims = await sectionEditor('Claims');
    await user.click(screen.getByRole('tab', { name: 'Disclosure' }));
    await user.upload(screen.getByLabelText('Disclosure file'), new File(['PK'], 'valve.docx'));

    // The draft has claims already: they are replaced only on the user's word.
    const ask = await alertDialog('Replace the draft?');
    expect(editorOf(claims).getText()).toBe('1. A valve comprising a body.');
    await user.click(within(ask).getByRole('button', { name: 'Replace the draft' }));
    await waitFor(() =>
      expect(editorOf(claims).getText({ blockSeparator: '\n' })).toBe(
        '1. A valve comprising:\n  a seat.',
      ),
    );
    expect(editorOf(await sectionEditor('Title')).getText()).toBe('Soil valve');
    expect(editorOf(await sectionEditor('Abstract')).getText()).toBe('A valve.');
    expect(screen.getByRole('textbox', { name: 'Disclosure' })).toHaveValue(makeDraft().disclosure);
    expect(
      screen.getByText(
        "Imported valve.docx as a patent application into the draft's sections: title, detailed description, claims, abstract.",
      ),
    ).toBeVisible();
  });
});

describe('revision history', () => {
  it('restores a revision on the current version and shows its text', async () => {
    serveTwoRevisions(server);
    const restored = makeDraft({
      version: 4,
      sections: { ...makeDraft().sections, claims: '1. A valve comprising a seat.' },
    });
    server.on('POST', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2\/restore$/, () => ({
      body: restored,
    }));
    const { user } = renderEditor();
    const claims = await sectionEditor('Claims');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'Revision history' });
    expect(await within(history).findByText(/Version 2 · generated/)).toBeVisible();
    expect(within(history).queryByRole('button', { name: 'Review version 3' })).toBeNull();

    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2$/, () => ({
      body: {
        version: 2,
        source: 'generation',
        generation_id: null,
        created_at: '2025-01-01T09:00:00Z',
        title: restored.title,
        disclosure: restored.disclosure,
        jurisdiction: restored.jurisdiction,
        sections: restored.sections,
      },
    }));
    await user.click(within(history).getByRole('button', { name: 'Review version 2' }));
    await user.click(
      await within(history).findByText('Restore this revision', { selector: 'button' }),
    );
    const confirm = await alertDialog('Restore version 2');
    await user.click(await within(confirm).findByText('Restore version 2', { selector: 'button' }));
    await waitFor(() => expect(claims).toHaveTextContent('1. A valve comprising a seat.'));
    const [restore] = server.requests('POST', `${DRAFT_URL}/revisions/2/restore`);
    expect(restore!.body).toEqual({ version: 3 });
    expect(saveStatus()).toContain('Version 4');
    expect(server.requests('PATCH', DRAFT_URL)).toEqual([]);
  });
});

describe('DOCX export', () => {
  it("downloads export.docx with the bearer and the server's file name", async () => {
    const blob = new Blob(['PK…'], { type: 'application/octet-stream' });
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/export\.docx$/, () => ({ body: 'docx' }));
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetchBefore(input, init);
      if (!String(input).endsWith('export.docx')) return response;
      return {
        ...response,
        ok: true,
        status: 200,
        headers: new Headers({
          'content-disposition': 'attachment; filename="Irrigation valve.docx"',
        }),
        blob: () => Promise.resolve(blob),
      } as Response;
    }) as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:docx');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });

    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(screen.getByRole('button', { name: 'Export DOCX' }));
    expect(await screen.findByRole('status', { name: 'Export status' })).toHaveTextContent(
      'Downloaded Irrigation valve.docx.',
    );
    const [request] = server.requests('GET', `${DRAFT_URL}/export.docx`);
    expect(request!.headers.Authorization).toBe(`Bearer ${BEARER}`);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual(['Irrigation valve.docx blob:docx']);
  });
});
