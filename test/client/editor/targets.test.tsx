/**
 * One suite, two targets: the editor's features through the browser DraftTarget (the in-app
 * editors) and through the Word DraftTarget (the fake Word document in the task pane).
 */
import { act, configure, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as browserTarget from '../../../src/client/office/browser-draft-target';
import type { DraftTarget } from '../../../src/client/office/draft-target';
import * as wordTarget from '../../../src/client/office/word-draft-target';
import { createFakeWord, installFakeWord, type FakeWord } from '../../support/fake-word';
import { DRAFT_ID, FakeServer, SseStream } from './fake-server';
import {
  editorOf,
  fastTimings,
  pasteAt,
  renderEditor,
  sectionEditor,
  answerReplace,
} from './render-editor';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const LEVER = '"the lever" has no antecedent in claim 1.';
const CLAIM = '1. A valve comprising a body.';
const LEVER_CLAIM = '1. A valve comprising a body, wherein the lever is attached to the body.';

interface Harness {
  name: string;
  install(): void;
  uninstall(): void;
  /** The editor (or the pane) is up with the draft open. */
  opened(): Promise<void>;
  /** The user changes claim 1 to LEVER_CLAIM where they edit the draft. */
  editClaim(): Promise<void>;
  claimsText(): Promise<string>;
  selectedText(): string;
  /** The user selects `text` where they edit the draft. */
  select(text: string, user: UserEvent): Promise<void>;
  target(): DraftTarget;
}

function browserHarness(): Harness {
  let spy: jest.SpyInstance | null = null;
  return {
    name: 'browser (in-app editor)',
    install: () => void (spy = jest.spyOn(browserTarget, 'createBrowserDraftTarget')),
    uninstall: () => spy?.mockRestore(),
    opened: async () => void (await sectionEditor('Claims')),
    editClaim: async () =>
      pasteAt(await sectionEditor('Claims'), ', wherein the lever is attached to the body', -1),
    claimsText: async () => (await sectionEditor('Claims')).textContent ?? '',
    selectedText: () => {
      const editor = editorOf(screen.getByRole('textbox', { name: 'Claims' }));
      const { from, to } = editor.state.selection;
      return editor.state.doc.textBetween(from, to);
    },
    select: async (text, user) => {
      const element = await sectionEditor('Claims');
      const editor = editorOf(element);
      await user.click(element);
      const at = editor.state.doc.textContent.indexOf(text) + 1;
      act(() => void editor.commands.setTextSelection({ from: at, to: at + text.length }));
    },
    target: () => spy!.mock.results[0]!.value as DraftTarget,
  };
}

function wordHarness(): Harness {
  let fake: FakeWord;
  let remove: () => void = () => undefined;
  let spy: jest.SpyInstance | null = null;
  return {
    name: 'Word (task pane, fake Word)',
    install() {
      fake = createFakeWord([
        { text: 'Irrigation valve' },
        { text: 'Claims', heading: 1 },
        { text: CLAIM },
      ]);
      remove = installFakeWord(fake);
      spy = jest.spyOn(wordTarget, 'wordTargetFromGlobals');
    },
    uninstall() {
      remove();
      spy?.mockRestore();
    },
    opened: async () => {
      await screen.findByRole('region', { name: 'Word document' });
      await screen.findByText('In this document: Claims.');
    },
    editClaim: () => fake.userEdit(2, LEVER_CLAIM),
    claimsText: async () => fake.texts().slice(2).join('\n'),
    selectedText: () => fake.selectionText(),
    select: async (text) => fake.selectText(text),
    target: () => spy!.mock.results.find((r) => r.value)!.value as DraftTarget,
  };
}

let server: FakeServer;
let stream: SseStream;

describe.each([browserHarness(), wordHarness()])('the editor through the $name target', (h) => {
  beforeEach(() => {
    fastTimings();
    localStorage.clear();
    server = new FakeServer();
    stream = new SseStream();
    server.on('POST', /^\/api\/v1\/generate\/$/, () => ({ stream }));
    server.install();
    h.install();
  });
  afterEach(() => h.uninstall());

  it('generates into a section: the streamed text lands in the document', async () => {
    const { user } = renderEditor();
    await h.opened();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to generate' }), 'claims');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await answerReplace(user);
    await waitFor(() => expect(server.requests('POST', '/api/v1/generate/')).toHaveLength(1));
    const { generation_id } = server.requests('POST', '/api/v1/generate/')[0]!.body as {
      generation_id: string;
    };
    stream.push({
      type: 'started',
      generation_id,
      draft_id: DRAFT_ID,
      sections: ['claims'],
      engine: 'offline',
      model: 'claimwright-offline-1',
    });
    stream.push({ type: 'section_started', section: 'claims', pass: 'draft' });
    stream.push({ type: 'delta', section: 'claims', text: '1. A valve comprising a seat.' });
    stream.push({ type: 'delta', section: 'claims', text: '\n\n2. The valve of claim 1.' });
    await waitFor(async () =>
      expect((await h.claimsText()).replace(/\n/g, '')).toBe(
        '1. A valve comprising a seat.2. The valve of claim 1.',
      ),
    );
    server.draft = {
      ...server.draft,
      version: 4,
      sections: {
        ...server.draft.sections,
        claims: '1. A valve comprising a seat.\n\n2. The valve of claim 1.',
      },
    };
    stream.push({ type: 'section_done', section: 'claims' });
    stream.push({ type: 'finished', version: 4, usage: { input_tokens: 1, output_tokens: 1 } });
    stream.end();
    await screen.findByText('Claims written.');
  });

  it('"Go to" selects the finding in the document', async () => {
    const { user } = renderEditor();
    await h.opened();
    await h.editClaim();
    await user.click(await screen.findByRole('button', { name: `Go to: ${LEVER}` }));
    await waitFor(() => expect(h.selectedText()).toBe('the lever'));
  });

  it('reads the selection through the target', async () => {
    const { user } = renderEditor();
    await h.opened();
    await h.select('valve comprising', user);
    await waitFor(async () => expect(await h.target().readSelection()).toBe('valve comprising'));
  });
});
