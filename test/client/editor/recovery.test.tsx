import { screen, waitFor } from '@testing-library/react';
import { backupKey, type Backup } from '../../../src/client/features/editor/local-backup';
import { EDITOR_TIMINGS } from '../../../src/client/features/editor/timings';
import { DRAFT_ID, FakeServer, makeDraft } from './fake-server';
import { fastTimings, pasteAt, renderEditor, saveStatus, sectionEditor } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);

const DRAFT_URL = `/api/v1/drafts/${DRAFT_ID}`;
const MINE = '1. A valve comprising a body and a spring.';

function keep(backup: Omit<Backup, 'draftId' | 'savedAt'>): void {
  localStorage.setItem(
    backupKey(DRAFT_ID),
    JSON.stringify({ draftId: DRAFT_ID, savedAt: '2025-01-02T09:00:00.000Z', ...backup }),
  );
}

let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
});

describe('unsaved edits kept in localStorage', () => {
  it('restores them when the draft opens and saves them on the version they were made on', async () => {
    keep({
      baseVersion: 3,
      fields: { claims: { base: makeDraft().sections.claims, local: MINE } },
    });
    renderEditor();
    expect(await sectionEditor('Claims')).toHaveTextContent(MINE);
    expect(screen.getByText(/Restored one unsaved edit kept in this browser/)).toBeVisible();
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 3, sections: { claims: MINE } },
    ]);
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
    // Saved: the notice about restored edits has said its piece.
    await waitFor(() => expect(screen.queryByText(/Restored one unsaved edit/)).toBeNull());
  });

  it('rebases edits made on an older version when the server changed other fields', async () => {
    server.draft = makeDraft({
      version: 6,
      sections: { ...makeDraft().sections, abstract: 'A valve for irrigation.' },
    });
    keep({
      baseVersion: 4,
      fields: { claims: { base: makeDraft().sections.claims, local: MINE } },
    });
    renderEditor();
    expect(await sectionEditor('Claims')).toHaveTextContent(MINE);
    expect(await sectionEditor('Abstract')).toHaveTextContent('A valve for irrigation.');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 6, sections: { claims: MINE } },
    ]);
  });

  it('shows a conflict when the server changed the same section since', async () => {
    server.draft = makeDraft({
      version: 6,
      sections: { ...makeDraft().sections, claims: '1. A valve comprising a housing.' },
    });
    keep({
      baseVersion: 4,
      fields: { claims: { base: makeDraft().sections.claims, local: MINE } },
    });
    renderEditor();
    await waitFor(() => expect(saveStatus()).toContain('Conflict'));
    expect(await sectionEditor('Claims')).toHaveTextContent(MINE);
    expect(server.requests('PATCH', DRAFT_URL)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Keep mine' })).toBeEnabled();
  });

  it('keeps an edit the server has not got when the page closes, and saves it on reopening', async () => {
    EDITOR_TIMINGS.saveDelayMs = 60_000;
    EDITOR_TIMINGS.saveMaxWaitMs = 60_000;
    const first = renderEditor();
    pasteAt(await sectionEditor('Claims'), ' and a spring', -1);
    await waitFor(() => expect(saveStatus()).toContain('Unsaved changes'));
    first.unmount();
    const kept = JSON.parse(localStorage.getItem(backupKey(DRAFT_ID))!) as Backup;
    expect(kept.baseVersion).toBe(3);
    expect(kept.fields).toEqual({ claims: { base: makeDraft().sections.claims, local: MINE } });
    expect(server.requests('PATCH', DRAFT_URL)).toEqual([]);

    renderEditor();
    expect(await sectionEditor('Claims')).toHaveTextContent(MINE);
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 3, sections: { claims: MINE } },
    ]);
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
  });

  it('ignores a backup that is not in the expected shape', async () => {
    localStorage.setItem(backupKey(DRAFT_ID), '{"draftId":"x","fields":3}');
    renderEditor();
    expect(await sectionEditor('Claims')).toHaveTextContent(makeDraft().sections.claims);
    expect(saveStatus()).toContain('Saved');
    expect(server.requests('PATCH', DRAFT_URL)).toEqual([]);
  });
});
