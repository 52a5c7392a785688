import { screen, waitFor } from '@testing-library/react';
import { overLimit } from '../../../src/client/features/editor/field-limits';
import { backupKey, type Backup } from '../../../src/client/features/editor/local-backup';
import { DRAFT_ID, FakeServer } from './fake-server';
import { fastTimings, pasteAt, renderEditor, saveStatus, sectionEditor } from './render-editor';

// The real limits (a million characters) are slow to lay out in jsdom: the editor is tested
// against small ones; the sentence is checked at the real size below.
jest.mock('../../../src/core/api/sections', () => ({
  ...jest.requireActual('../../../src/core/api/sections'),
  MAX_SECTION_CHARS: 2_000,
}));

jest.setTimeout(90_000);

const DRAFT_URL = `/api/v1/drafts/${DRAFT_ID}`;

let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
});

describe('a section longer than the server keeps', () => {
  it('is named with the limit in plain words', () => {
    const real = jest.requireActual('../../../src/core/api/sections');
    expect(real.MAX_SECTION_CHARS).toBe(1_000_000);
    expect(overLimit('claims', 'x'.repeat(2_000))).toBeNull();
    expect(overLimit('claims', 'x'.repeat(3_500))).toBe(
      'Claims is 0.0035 MB (3,500 characters); a section can hold at most 0.002 MB (2,000 characters). Your text is kept here in this browser; shorten it or move part of it elsewhere, and it is saved.',
    );
  });

  it('is kept here and locally, never sent, while the other edits are saved', async () => {
    renderEditor();
    const claims = await sectionEditor('Claims');
    const abstract = await sectionEditor('Abstract');
    const huge = `1. ${'A valve comprising a body. '.repeat(100)}`;
    pasteAt(claims, huge);
    pasteAt(abstract, ' And a seat.');
    await waitFor(() => expect(saveStatus()).toContain('Not saved'), { timeout: 10_000 });
    expect(screen.getByText(/^Claims is .* a section can hold at most/)).toBeVisible();
    const sent = server.requests('PATCH', DRAFT_URL).map((r) => r.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      sections: { abstract: expect.stringContaining('And a seat.') },
    });
    expect(JSON.stringify(sent)).not.toContain('A valve comprising a body. A valve');
    expect(claims).toHaveTextContent(huge.trim());
    const kept = JSON.parse(localStorage.getItem(backupKey(DRAFT_ID))!) as Backup;
    expect(kept.fields.claims?.local).toContain(huge.trim());
  });
});
