import { act, screen, waitFor } from '@testing-library/react';
import { type DraftUpdate } from '../../../src/core/api/drafts';
import { emptySections } from '../../../src/core/api/sections';
import { backupKey } from '../../../src/client/features/editor/local-backup';
import { DRAFT_ID, FakeServer, makeDraft } from './fake-server';
import {
  BEARER,
  fastTimings,
  renderEditor,
  saveStatus,
  sectionEditor,
  pasteAt,
} from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);

const DRAFT_URL = `/api/v1/drafts/${DRAFT_ID}`;

let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  server.install();
});

async function typeInClaims(text: string) {
  const view = renderEditor();
  const claims = await sectionEditor('Claims');
  await waitFor(() => expect(claims).toHaveTextContent('1. A valve comprising a body.'));
  pasteAt(claims, text, -1);
  return view;
}

describe('autosave', () => {
  it('saves an edit with PATCH on the version it was made on, then shows "Saved"', async () => {
    await typeInClaims(' and a seat');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    const patches = server.requests('PATCH', DRAFT_URL);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.headers.Authorization).toBe(`Bearer ${BEARER}`);
    expect(patches[0]!.body).toEqual({
      version: 3,
      sections: { claims: '1. A valve comprising a body and a seat.' },
    });
    expect(saveStatus()).toContain('Version 4');
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
  });

  it("an unnamed draft's name field shows the name it is listed under (its Title section)", async () => {
    server = new FakeServer(
      makeDraft({ title: '', sections: { ...emptySections(), title: 'Valve with a seat' } }),
    );
    server.install();
    renderEditor();
    const picker = (await screen.findByLabelText('Draft', {
      selector: 'select',
    })) as HTMLSelectElement;
    await waitFor(() => expect(picker.selectedOptions[0]).toHaveTextContent('Valve with a seat'));
    expect(screen.getByLabelText('Draft name')).toHaveValue('');
    expect(screen.getByLabelText('Draft name')).toHaveAttribute('placeholder', 'Valve with a seat');
  });

  it('lists the draft under its new name once the rename is saved, without asking for the list again', async () => {
    const { user } = renderEditor();
    const picker = (await screen.findByLabelText('Draft', {
      selector: 'select',
    })) as HTMLSelectElement;
    await waitFor(() => expect(picker.selectedOptions[0]).toHaveTextContent('Irrigation valve'));
    const lists = server.requests('GET', '/api/v1/drafts?').length;
    const name = screen.getByLabelText('Draft name');
    await user.clear(name);
    await user.type(name, 'Drip valve');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).at(-1)!.body).toMatchObject({ title: 'Drip valve' });
    await waitFor(() => expect(picker.selectedOptions[0]).toHaveTextContent('Drip valve'));
    expect(server.requests('GET', '/api/v1/drafts?')).toHaveLength(lists);
  });

  it('keeps the edit in localStorage while the server is unreachable, then saves it', async () => {
    let online = false;
    server.on('PATCH', /^\/api\/v1\/drafts\//, () =>
      online ? { body: { ...server.draft, version: 4 } } : { networkError: true },
    );
    await typeInClaims('!');
    await waitFor(() => expect(saveStatus()).toContain('Offline'));
    const kept = JSON.parse(localStorage.getItem(backupKey(DRAFT_ID))!);
    expect(kept.baseVersion).toBe(3);
    expect(kept.fields.claims).toEqual({
      base: '1. A valve comprising a body.',
      local: '1. A valve comprising a body!.',
    });
    online = true;
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).at(-1)!.body).toEqual({
      version: 3,
      sections: { claims: '1. A valve comprising a body!.' },
    });
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
  });

  it('keeps an edit typed while a save is on the wire in localStorage, on the saved version', async () => {
    const releases: Array<() => void> = [];
    server.on('PATCH', /^\/api\/v1\/drafts\//, async (req) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return server.applyPatch(req.body as DraftUpdate);
    });
    const backup = () => JSON.parse(localStorage.getItem(backupKey(DRAFT_ID)) ?? 'null');
    await typeInClaims(' and');
    await waitFor(() => expect(releases).toHaveLength(1));
    pasteAt(await sectionEditor('Claims'), ' a seat', -1);
    // Backed up on the version the edit was made on while the save is out.
    await waitFor(() => expect(backup()?.fields.claims.local).toContain('and a seat'));
    expect(backup().baseVersion).toBe(3);
    await act(async () => releases[0]!());
    // The first save landed: the backup moves to its version before the second save is back,
    // so a crash now recovers the edit on version 4 without a conflict.
    await waitFor(() => expect(releases).toHaveLength(2));
    expect(backup()).toMatchObject({
      baseVersion: 4,
      fields: {
        claims: {
          base: '1. A valve comprising a body and.',
          local: '1. A valve comprising a body and a seat.',
        },
      },
    });
    await act(async () => releases[1]!());
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 3, sections: { claims: '1. A valve comprising a body and.' } },
      { version: 4, sections: { claims: '1. A valve comprising a body and a seat.' } },
    ]);
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
  });

  it('rebases silently when the server changed another section (409), saving on its version', async () => {
    server.on('GET', /^\/api\/v1\/drafts\/[^/?]+$/, () => ({ body: makeDraft() }));
    server.draft = makeDraft({
      version: 5,
      sections: { ...makeDraft().sections, abstract: 'A valve.' },
    });
    await typeInClaims(' x');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    const bodies = server.requests('PATCH', DRAFT_URL).map((r) => r.body);
    expect(bodies).toEqual([
      { version: 3, sections: { claims: '1. A valve comprising a body x.' } },
      { version: 5, sections: { claims: '1. A valve comprising a body x.' } },
    ]);
    expect(await sectionEditor('Abstract')).toHaveTextContent('A valve.');
    expect(screen.queryByRole('button', { name: 'Keep mine' })).toBeNull();
  });
});

describe('long sections', () => {
  const LONG = Array.from({ length: 200 }, (_, i) => `${i + 1}. A valve comprising a body.`).join(
    '\n\n',
  );
  const longDraft = () => makeDraft({ sections: { ...makeDraft().sections, claims: LONG } });

  async function typeAtEnd(text: string) {
    renderEditor();
    const claims = await sectionEditor('Claims');
    await waitFor(() => expect(claims).toHaveTextContent('200. A valve comprising a body.'));
    pasteAt(claims, text, -1);
  }

  it('go as one edit of the saved text, and the server ends with the same text', async () => {
    server.draft = longDraft();
    await typeAtEnd(' and a seat');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    const [patch] = server.requests('PATCH', DRAFT_URL).map((r) => r.body as DraftUpdate);
    expect(patch!.sections).toBeUndefined();
    expect(patch!.section_edits!.claims).toMatchObject({ insert: ' and a seat', remove: 0 });
    expect(server.draft.sections.claims).toBe(LONG.replace(/body\.$/, 'body and a seat.'));
  });

  it('go whole when the server refuses the edit (its text is not the one edited)', async () => {
    server.draft = longDraft();
    await typeAtEnd(' and a seat');
    // The server's text changed under the same version (what a bug would look like): the edit
    // cannot apply, and the save is sent again with the section whole.
    server.draft = { ...server.draft, sections: { ...server.draft.sections, claims: 'Other.' } };
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    const bodies = server.requests('PATCH', DRAFT_URL).map((r) => r.body as DraftUpdate);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.section_edits?.claims).toBeDefined();
    expect(bodies[1]).toEqual({
      version: 3,
      sections: { claims: LONG.replace(/body\.$/, 'body and a seat.') },
    });
    expect(server.draft.sections.claims).toBe(LONG.replace(/body\.$/, 'body and a seat.'));
  });
});

describe('save refused as stale (409) when the server already has my text', () => {
  it('settles as "Saved" without sending it again (another tab saved the same edit)', async () => {
    server.on('GET', /^\/api\/v1\/drafts\/[^/?]+$/, () => ({ body: makeDraft() }));
    server.draft = makeDraft({
      version: 5,
      sections: { ...makeDraft().sections, claims: '1. A valve comprising a body x.' },
    });
    await typeInClaims(' x');
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(saveStatus()).toContain('Version 5');
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 3, sections: { claims: '1. A valve comprising a body x.' } },
    ]);
  });
});

describe('save conflict (409 on the same section)', () => {
  beforeEach(() => {
    server.draft = makeDraft({
      version: 7,
      sections: { ...makeDraft().sections, claims: '1. A valve comprising a housing.' },
    });
  });

  async function conflicted() {
    server.on('GET', /^\/api\/v1\/drafts\/[^/?]+$/, () => ({ body: makeDraft() }));
    const view = await typeInClaims(' y');
    await waitFor(() => expect(saveStatus()).toContain('Conflict'));
    expect(screen.getByText(/changed in another tab or by a generation/)).toHaveTextContent(
      'Claims',
    );
    return view;
  }

  it('"Keep mine" saves my text on the current version', async () => {
    const { user } = await conflicted();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(server.requests('PATCH', DRAFT_URL).map((r) => r.body)).toEqual([
      { version: 3, sections: { claims: '1. A valve comprising a body y.' } },
      { version: 7, sections: { claims: '1. A valve comprising a body y.' } },
    ]);
    expect(server.draft.sections.claims).toBe('1. A valve comprising a body y.');
    expect(await sectionEditor('Claims')).toHaveTextContent('1. A valve comprising a body y.');
  });

  it('"Reload" takes the server text and sends nothing more', async () => {
    const { user } = await conflicted();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(saveStatus()).toContain('Saved'));
    expect(await sectionEditor('Claims')).toHaveTextContent('1. A valve comprising a housing.');
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(server.requests('PATCH', DRAFT_URL)).toHaveLength(1);
    expect(saveStatus()).toContain('Version 7');
    expect(localStorage.getItem(backupKey(DRAFT_ID))).toBeNull();
  });
});
