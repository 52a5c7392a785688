/** "Rewrite selection" in the task pane: the engine's rewrite replaces the selection in Word. */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeWord, installFakeWord, type FakeWord } from '../../support/fake-word';
import { FakeServer } from './fake-server';
import { fastTimings, renderEditor } from './render-editor';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const BEFORE = 'The lever 12 is put on the base 10 by a hinge 14 so it can swing.';
const AFTER = 'The lever 12 is attached to the base 10 by a hinge 14 so as to pivot.';
const DOC = [
  { text: 'Detailed description', heading: 1 as const },
  { text: 'A widget has a base 10.' },
  { text: BEFORE },
  { text: 'Claims', heading: 1 as const },
  { text: '1. A widget comprising a base.' },
];

let remove: () => void = () => undefined;
let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
});
afterEach(() => remove());

function withEngine(engine: string) {
  server.on('GET', /^\/api\/v1\/generate\/engine$/, () => ({
    body: { engine, model: 'm', repair_passes: 0, max_concurrent_per_user: 2 },
  }));
}

async function open(fake: FakeWord) {
  remove = installFakeWord(fake);
  renderEditor();
  await screen.findByText(/^In this document:/);
}

describe('Rewrite selection', () => {
  it('replaces the selection with the rewrite as tracked changes, and Restore puts it back', async () => {
    withEngine('openai-compatible');
    server.on('POST', /^\/api\/v1\/rewrite$/, () => ({
      body: { text: `${AFTER}\n`, engine: 'openai-compatible', model: 'm' },
    }));
    const fake = createFakeWord(DOC);
    await open(fake);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Insert as tracked changes' }));
    fake.selectText(BEFORE);
    await user.click(await screen.findByRole('button', { name: 'Rewrite selection' }));
    await screen.findByText('The selection was rewritten as tracked changes.');
    expect(server.requests('POST', '/api/v1/rewrite').map((r) => r.body)).toEqual([
      { text: BEFORE },
    ]);
    expect(fake.texts()[2]).toBe(AFTER);
    expect(fake.model.revisions).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'insert', text: AFTER })]),
    );
    // The document's own tracking mode is as it was.
    expect(fake.model.changeTrackingMode).toBe('Off');

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await screen.findByText('The original text is back.');
    expect(fake.texts()).toEqual(DOC.map((p) => p.text));
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('Restore puts back the styles and numbering of paragraphs the rewrite flattened', async () => {
    withEngine('openai-compatible');
    server.on('POST', /^\/api\/v1\/rewrite$/, () => ({
      body: {
        text: 'Heat the sheet.\n\nPress the sheet.',
        engine: 'openai-compatible',
        model: 'm',
      },
    }));
    const steps = [
      { text: 'Detailed description', heading: 1 as const },
      { text: 'The method has two steps.' },
      { text: 'heating the sheet 10 to 200 C;', style: 'List Number', listString: '1.' },
      { text: 'pressing the sheet 10 onto the die 12.', style: 'List Number', listString: '2.' },
      { text: 'Claims', heading: 1 as const },
      { text: '1. A method comprising heating a sheet.' },
    ];
    const fake = createFakeWord(steps);
    await open(fake);
    const user = userEvent.setup();
    fake.selectParagraphs(2, 3);
    await user.click(await screen.findByRole('button', { name: 'Rewrite selection' }));
    await screen.findByText(/^The selection was rewritten/);
    expect(fake.texts().slice(2, 4)).toEqual(['Heat the sheet.', 'Press the sheet.']);

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await screen.findByText('The original text is back.');
    const paras = fake.model.paragraphs.map((p) => [p.text, p.style, p.listString]);
    expect(paras.slice(1, 5)).toEqual([
      ['The method has two steps.', 'Normal', null],
      ['heating the sheet 10 to 200 C;', 'List Number', '1.'],
      ['pressing the sheet 10 onto the die 12.', 'List Number', '2.'],
      ['Claims', 'Heading 1', null],
    ]);
  });

  it('a failed rewrite leaves the document alone and says why', async () => {
    withEngine('openai-compatible');
    server.on('POST', /^\/api\/v1\/rewrite$/, () => ({
      status: 502,
      body: { detail: 'Could not reach the model provider at llm.example.' },
    }));
    const fake = createFakeWord(DOC);
    await open(fake);
    fake.selectText(BEFORE);
    await userEvent.click(await screen.findByRole('button', { name: 'Rewrite selection' }));
    // In the editor's words (editor-messages), as the browser editor says it: no HTTP title.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Selection status' })).toHaveTextContent(
        /^Could not reach the model provider at llm\.example\. Claimwright is not answering\. Try again in a minute\.$/,
      ),
    );
    expect(fake.texts()).toEqual(DOC.map((p) => p.text));
  });

  it('with the offline engine the button is hidden and a note says why', async () => {
    withEngine('offline');
    const fake = createFakeWord(DOC);
    await open(fake);
    await screen.findByText('Rewriting needs an AI engine (offline mode).');
    expect(screen.queryByRole('button', { name: 'Rewrite selection' })).toBeNull();
    await waitFor(() => expect(server.requests('POST', '/api/v1/rewrite')).toEqual([]));
  });
});
