/** The task pane's Word controls on documents that are not what the pane hopes for. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createFakeWord, installFakeWord, type FakeWord } from '../../support/fake-word';
import { DRAFT_ID, FakeServer } from './fake-server';
import { fastTimings, renderEditor } from './render-editor';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

let remove: () => void = () => undefined;
let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
});
afterEach(() => remove());

function open(fake: FakeWord) {
  remove = installFakeWord(fake);
  return renderEditor();
}

const notes = () => within(screen.getByRole('list', { name: 'What the pane can do here' }));

describe('the Word pane on awkward documents', () => {
  it('a document without headings in an old Word: says what it cannot do, hides what needs more', async () => {
    const fake = createFakeWord([{ text: 'Meeting notes about a valve.' }], { wordApi: 1.3 });
    open(fake);
    await screen.findByText('This document has no draft sections yet.');
    expect(notes().getByText(/^No section headings found/)).toBeInTheDocument();
    expect(notes().getByText(/need WordApi 1\.4/)).toBeInTheDocument();
    expect(
      notes().getByText(/every second \(paragraph events need WordApi 1\.6\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Insert as tracked changes' })).toBeNull();
    await screen.findByText(/^Marking findings as comments needs WordApi 1\.4/);
    expect(screen.queryByRole('button', { name: 'Mark in document' })).toBeNull();
    // Opening wrote nothing into the document.
    expect(fake.texts()).toEqual(['Meeting notes about a valve.']);
    expect(fake.model.controls).toEqual([]);
  });

  it("tables and other add-ins' controls are named and left alone; the draft takes the Word text", async () => {
    const fake = createFakeWord([
      { text: 'Claims', heading: 1 },
      { text: '1. A valve comprising a body and a seat.' },
      { text: 'Part', table: true },
      { text: 'Abstract', heading: 1 },
      { text: 'A valve.' },
    ]);
    const { Control } = await import('../../support/fake-word/model');
    const foreign = new Control(fake.model.paragraphs[4]!, fake.model.paragraphs[4]!);
    foreign.tag = 'other-addin';
    fake.model.controls.push(foreign);
    open(fake);
    await screen.findByText('In this document: Claims, Abstract.');
    expect(
      notes().getByText('1 table paragraphs are not checked and never changed.'),
    ).toBeInTheDocument();
    expect(
      notes().getByText('1 content controls of other add-ins are left alone.'),
    ).toBeInTheDocument();
    // The Word text becomes the draft's: saved as an edit of the server draft.
    await waitFor(() =>
      expect(server.requests('PATCH', `/api/v1/drafts/${DRAFT_ID}`)).not.toEqual([]),
    );
    const texts = fake.texts();
    expect(texts).toEqual([
      'Claims',
      '1. A valve comprising a body and a seat.',
      'Part',
      'Abstract',
      'A valve.',
    ]);
    expect(fake.model.controls).toEqual([foreign]);
  });

  it('pending tracked changes: one line says what the checks read', async () => {
    const fake = createFakeWord([
      { text: 'Claims', heading: 1 },
      { text: '1. A valve comprising a body.' },
    ]);
    fake.model.revisions.push({ kind: 'delete', text: 'and a seat' });
    open(fake);
    await screen.findByText('In this document: Claims.');
    expect(
      notes().getByText(
        'This document has 1 tracked change pending: the checks read the text with deleted passages still in it. Accept or reject the changes for exact findings.',
      ),
    ).toBeInTheDocument();
  });

  it('with WordApi 1.4 (pending changes cannot be listed), says that tracking is on', async () => {
    const old = createFakeWord([{ text: 'Claims', heading: 1 }, { text: '1. A valve.' }], {
      wordApi: 1.4,
    });
    old.model.changeTrackingMode = 'TrackAll';
    open(old);
    await screen.findByText('In this document: Claims.');
    expect(
      await notes().findByText(/^Track changes is on: the checks read any pending deletions/),
    ).toBeInTheDocument();
  });

  it('a read-only document with a picture: the pane says it can read and check, not write; nothing changes', async () => {
    const fake = createFakeWord(
      [
        { text: 'Claims', heading: 1 },
        { text: '1. A valve comprising a body.' },
        { text: '' },
        { text: 'Abstract', heading: 1 },
        { text: 'A valve.' },
      ],
      { readOnly: true },
    );
    // A picture between the claims and the abstract: its paragraph has no text to check.
    fake.model.paragraphs[2]!.pictures.push({
      base64: 'iVBORw0KGgo=',
      width: 10,
      height: 10,
      altTextTitle: '',
      altTextDescription: '',
    });
    open(fake);
    await screen.findByText('In this document: Claims, Abstract.');
    expect(notes().getByText(/^Word opened this document read-only/)).toBeInTheDocument();
    // Opening changed nothing (writes are refused with Word's reason: word-sections.test.ts).
    expect(fake.texts()).toEqual([
      'Claims',
      '1. A valve comprising a body.',
      '',
      'Abstract',
      'A valve.',
    ]);
    expect(fake.model.controls).toEqual([]);
    expect(fake.model.paragraphs[2]!.pictures).toHaveLength(1);
  });
});

describe('starting a draft from a Word document', () => {
  it('says in plain words why the server refused, with no field names', async () => {
    server.on('POST', /^\/api\/v1\/drafts\/?$/, () => ({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'title'],
            msg: 'The title can be at most 200 characters.',
            type: 'value_error',
          },
        ],
      },
    }));
    remove = installFakeWord(createFakeWord([{ text: 'Meeting notes about a valve.' }]));
    const { user } = renderEditor('/editor');
    await user.click(
      await screen.findByRole('button', { name: 'Start a draft from this document' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The title can be at most 200 characters\.$/,
    );
    expect(screen.getByRole('button', { name: 'Start a draft from this document' })).toBeEnabled();
  });
});
