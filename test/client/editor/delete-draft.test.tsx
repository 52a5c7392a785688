import { configure, screen, waitFor, within } from '@testing-library/react';
import type { DraftSummary } from '../../../src/core/api/drafts';
import { backupKey } from '../../../src/client/features/editor/local-backup';
import { DRAFT_ID, FakeServer, makeDraft } from './fake-server';
import { fastTimings, pasteAt, renderEditor, sectionEditor, alertDialog } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const OTHER_ID = '0b9d2c4e-8a71-4c5f-9e2d-3f6a7b8c9d01';
const DRAFT_URL = `/api/v1/drafts/${DRAFT_ID}`;

function summary(id: string, title: string): DraftSummary {
  const { disclosure: _d, sections: _s, ...rest } = makeDraft({ id, title });
  return { ...rest, title_section: '' };
}

let server: FakeServer;
let listed: DraftSummary[];
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
  listed = [summary(DRAFT_ID, 'Irrigation valve'), summary(OTHER_ID, 'Soil probe')];
  server.on('GET', /^\/api\/v1\/drafts\?/, () => ({
    body: { data: listed, count: listed.length },
  }));
  server.on('DELETE', /^\/api\/v1\/drafts\/([^/?]+)$/, (_req, match) => {
    listed = listed.filter((d) => d.id !== match[1]);
    return { body: { message: 'Draft deleted successfully' } };
  });
});

function draftSelect(): HTMLSelectElement {
  return screen.getByLabelText<HTMLSelectElement>('Draft', { selector: 'select' });
}

describe('naming drafts in the picker', () => {
  it('lists a draft without a name by the first line of its Title section', async () => {
    listed = [
      { ...summary(DRAFT_ID, 'Irrigation valve') },
      { ...summary(OTHER_ID, '  '), title_section: 'Rail System and Method\nsecond line' },
    ];
    renderEditor();
    await sectionEditor('Claims');
    await waitFor(() =>
      expect([...draftSelect().options].map((o) => o.text)).toEqual([
        'Irrigation valve',
        'Rail System and Method',
      ]),
    );
  });
});

describe('deleting drafts', () => {
  it('asks, naming the draft; Cancel deletes nothing', async () => {
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(await screen.findByText('Delete draft', { selector: 'button' }));
    const dialog = await alertDialog('Delete Irrigation valve');
    expect(within(dialog).getByText('Delete “Irrigation valve”?')).toBeVisible();
    await user.click(await within(dialog).findByText('Cancel', { selector: 'button' }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(server.requests('DELETE', '/api/v1/drafts')).toEqual([]);
  });

  it('keeps unsaved edits and their local copy while the server refuses, then moves to the next draft', async () => {
    server.on('PATCH', /^\/api\/v1\/drafts\/[^/]+$/, () => ({
      status: 503,
      body: { detail: 'Down for maintenance' },
    }));
    server.on('DELETE', /^\/api\/v1\/drafts\/[^/?]+$/, () => ({
      status: 503,
      body: { detail: 'Down for maintenance' },
    }));
    const { user } = renderEditor();
    const claims = await sectionEditor('Claims');
    pasteAt(claims, ' Kept', -1);
    await waitFor(() => expect(localStorage.getItem(backupKey(DRAFT_ID))).toContain('Kept'));

    await user.click(await screen.findByText('Delete draft', { selector: 'button' }));
    let dialog = await alertDialog('Delete Irrigation valve');
    await user.click(await within(dialog).findByText('Delete draft', { selector: 'button' }));
    expect(
      await within(dialog).findByText(
        'Down for maintenance. Claimwright is not answering. Try again in a minute.',
      ),
    ).toBeVisible();
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toContain('Kept');
    expect(claims).toHaveTextContent('1. A valve comprising a body Kept.');
    await user.click(await within(dialog).findByText('Cancel', { selector: 'button' }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());

    // The server is back: this time it deletes the draft.
    server.on('DELETE', /^\/api\/v1\/drafts\/([^/?]+)$/, (_req, match) => {
      listed = listed.filter((d) => d.id !== match[1]);
      return { body: { message: 'Draft deleted successfully' } };
    });
    await user.click(await screen.findByText('Delete draft', { selector: 'button' }));
    dialog = await alertDialog('Delete Irrigation valve');
    await user.click(await within(dialog).findByText('Delete draft', { selector: 'button' }));
    await waitFor(() => expect(draftSelect().value).toBe(OTHER_ID));
    await waitFor(() =>
      expect([...draftSelect().options].map((o) => o.textContent)).toEqual(['Soil probe']),
    );
    expect(server.requests('DELETE', DRAFT_URL)).toHaveLength(2);
    // The deleted draft's workspace has closed (the other draft's is open): no copy written back.
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
  });

  it('deleting the last draft leads to the empty drafts page', async () => {
    listed = [summary(DRAFT_ID, 'Irrigation valve')];
    const { user } = renderEditor();
    await sectionEditor('Claims');
    await user.click(await screen.findByText('Delete draft', { selector: 'button' }));
    const dialog = await alertDialog('Delete Irrigation valve');
    await user.click(await within(dialog).findByText('Delete draft', { selector: 'button' }));
    expect(await screen.findByText(/No drafts yet/)).toBeVisible();
    expect(server.requests('DELETE', DRAFT_URL)).toHaveLength(1);
  });

  it('deletes a draft from the drafts page, and the list updates', async () => {
    localStorage.setItem(backupKey(OTHER_ID), '{"draftId":"x"}');
    const { user } = renderEditor('/editor');
    const list = await screen.findByRole('list', { name: 'Your drafts' });
    await user.click(within(list).getByRole('button', { name: 'Delete Soil probe' }));
    const dialog = await alertDialog('Delete Soil probe');
    await user.click(await within(dialog).findByText('Delete draft', { selector: 'button' }));
    await waitFor(() => expect(within(list).queryByText('Soil probe')).toBeNull());
    expect(within(list).getByText('Irrigation valve')).toBeVisible();
    expect(server.requests('DELETE', `/api/v1/drafts/${OTHER_ID}`)).toHaveLength(1);
    expect(localStorage.getItem(backupKey(OTHER_ID))).toBeNull();
  });
});
