/**
 * The task pane's start: the Word document is read beside the linked draft's request, the Word
 * bridge takes that read instead of making its own, and the side panel renders after the Word
 * controls.
 */
import { configure, screen } from '@testing-library/react';
import { paneStart } from '../../../src/client/app/pane-start';
import { DraftDocument } from '../../../src/client/features/editor/draft-document';
import { takePrefetchedDraft } from '../../../src/client/features/editor/draft-prefetch';
import { WordBridge } from '../../../src/client/features/editor/word-bridge';
import { startEarlyRead, takeEarlyRead } from '../../../src/client/office/early-read';
import { createWordDraftTarget } from '../../../src/client/office/word-draft-target';
import type { DocumentModel } from '../../../src/client/office/word-text';
import { createFakeWord, installFakeWord } from '../../support/fake-word';
import { DRAFT_ID, FakeServer } from './fake-server';
import { fastTimings, renderEditor } from './render-editor';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const DOCUMENT = [
  { text: 'Claims', heading: 1 as const },
  { text: '1. A valve comprising a body and a seat.' },
  { text: 'Abstract', heading: 1 as const },
  { text: 'A valve.' },
];

let remove: () => void = () => undefined;
afterEach(() => {
  remove();
  remove = () => undefined;
  takeEarlyRead(DRAFT_ID);
  takePrefetchedDraft(DRAFT_ID);
  localStorage.clear();
});

function emptyDraft(): DraftDocument {
  return new DraftDocument({
    name: 'Valve',
    disclosure: '',
    jurisdiction: 'us',
    title: '',
    technical_field: '',
    background: '',
    summary: '',
    brief_description_of_drawings: '',
    detailed_description: '',
    claims: '',
    abstract: '',
  } as never);
}

describe('the pane reads Word beside the draft request', () => {
  it('paneStart starts the read of the linked document; it is taken once, for that draft only', async () => {
    const fake = createFakeWord(DOCUMENT, { settings: { 'claimwright.draftId': DRAFT_ID } });
    remove = installFakeWord(fake);
    localStorage.setItem(
      'user',
      JSON.stringify({
        username: 'ada@example.com',
        token: { access_token: 'header.payload.signature', token_type: 'bearer' },
      }),
    );
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    const host = { ready: () => Promise.resolve({ inOffice: true }) };
    const paneReady = paneStart(
      host,
      () => Promise.resolve(),
      () => undefined,
    );
    await paneReady();
    const read = takeEarlyRead(DRAFT_ID);
    expect(read).not.toBeNull();
    const model = await read!;
    expect(Object.keys(model.sections).sort()).toEqual(['abstract', 'claims']);
    expect(takeEarlyRead(DRAFT_ID)).toBeNull();
    // Another draft's page never takes it.
    await paneReady();
    expect(takeEarlyRead('0a1b2c3d-0000-4000-8000-000000000001')).toBeNull();
    expect(takeEarlyRead(DRAFT_ID)).toBeNull();
  });

  it('a second start for the same draft (pane-early.ts, then the pane) keeps the read under way', async () => {
    const fake = createFakeWord(DOCUMENT, { settings: { 'claimwright.draftId': DRAFT_ID } });
    remove = installFakeWord(fake);
    startEarlyRead(DRAFT_ID);
    await takeEarlyRead(DRAFT_ID);
    const oneRead = fake.model.syncs;
    startEarlyRead(DRAFT_ID);
    startEarlyRead(DRAFT_ID);
    await takeEarlyRead(DRAFT_ID);
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.model.syncs).toBe(2 * oneRead);
  });

  it('the bridge takes a read under way instead of reading Word again', async () => {
    const fake = createFakeWord(DOCUMENT);
    const other = createFakeWord([{ text: 'Abstract', heading: 1 }, { text: 'A pump.' }]);
    const early: DocumentModel = await createWordDraftTarget(other.Word, other.Office).read();
    const document = emptyDraft();
    const bridge = new WordBridge(createWordDraftTarget(fake.Word, fake.Office), document);
    await bridge.start(Promise.resolve(early));
    expect(bridge.snapshot.model).toBe(early);
    expect(document.get('abstract')).toBe('A pump.');
    bridge.stop();
  });

  it('a read that failed is made again', async () => {
    const fake = createFakeWord(DOCUMENT);
    const document = emptyDraft();
    const bridge = new WordBridge(createWordDraftTarget(fake.Word, fake.Office), document);
    await bridge.start(Promise.reject(new Error('GeneralException')));
    expect(bridge.snapshot.error).toBeNull();
    expect(document.get('abstract')).toBe('A valve.');
    bridge.stop();
  });
});

describe('the pane renders the side panel after the Word controls', () => {
  beforeEach(() => {
    fastTimings();
    new FakeServer().install();
  });

  it('the side panel is inserted in a commit of its own, after the Word panel', async () => {
    remove = installFakeWord(createFakeWord(DOCUMENT));
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) added.push(...Array.from(r.addedNodes));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderEditor();
    const tabs = await screen.findByRole('tablist', { name: 'Side panel' });
    await screen.findByText('In this document: Claims, Abstract.');
    observer.disconnect();
    const aside = tabs.closest('aside')!;
    const wordPanel = screen.getByRole('region', { name: 'Word document' });
    // Added on its own, after the workspace (with the Word panel) was.
    expect(added).toContain(aside);
    const workspace = added.findIndex((n) => n instanceof Element && n.contains(wordPanel));
    expect(workspace).toBeGreaterThanOrEqual(0);
    expect(added.indexOf(aside)).toBeGreaterThan(workspace);
  });
});
