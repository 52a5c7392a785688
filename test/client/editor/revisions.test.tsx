import { configure, screen, waitFor, within } from '@testing-library/react';
import { type Draft, type Revision } from '../../../src/core/api/drafts';
import { emptySections } from '../../../src/core/api/sections';
import type { Generation } from '../../../src/core/api/generation';
import { DRAFT_ID, FakeServer, makeDraft, serveTwoRevisions } from './fake-server';
import { fastTimings, renderEditor, sectionEditor, alertDialog } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const DRAFT_URL = `/api/v1/drafts/${DRAFT_ID}`;

let server: FakeServer;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer(
    makeDraft({
      sections: {
        ...emptySections(),
        claims: '1. A valve comprising a body.',
        abstract: 'A valve opens when the soil is dry.',
      },
    }),
  );
  server.install();
  serveTwoRevisions(server);
  server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2$/, () => ({ body: REVISION }));
});

const REVISION: Revision = {
  version: 2,
  source: 'generation',
  generation_id: null,
  created_at: '2025-01-01T09:00:00Z',
  title: 'Irrigation valve',
  disclosure: 'A valve that opens when the soil is dry.',
  jurisdiction: 'us',
  sections: { ...emptySections(), claims: '1. A valve comprising a seat.', abstract: '' },
};

const GENERATION: Generation = {
  id: '3d0f5a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  draft_id: DRAFT_ID,
  section: 'claims',
  engine: 'offline',
  model: 'claimwright-offline-1',
  state: 'finished',
  released_sections: [],
  detail: null,
  usage: { input_tokens: 0, output_tokens: 0 },
  created_at: '2025-01-01T10:05:00.000Z',
  finished_at: '2025-01-01T10:06:00.000Z',
};

async function review() {
  const view = renderEditor();
  const claims = await sectionEditor('Claims');
  const abstract = await sectionEditor('Abstract');
  await view.user.click(screen.getByRole('tab', { name: 'History' }));
  const history = await screen.findByRole('region', { name: 'Revision history' });
  await view.user.click(await within(history).findByRole('button', { name: 'Review version 2' }));
  const diff = await within(history).findByRole('region', {
    name: 'Changes restoring version 2 would make',
  });
  return { ...view, history, diff, claims, abstract };
}

describe('reviewing a revision before restoring it', () => {
  it('shows per section what restoring would remove and add, word by word', async () => {
    const { diff, user } = await review();
    const claims = within(diff).getByLabelText('Changes to Claims');
    expect(within(claims).getByRole('deletion')).toHaveTextContent('[removed: body]');
    expect(within(claims).getByRole('insertion')).toHaveTextContent('[added: seat]');
    expect(claims).toHaveTextContent('1. A valve comprising a [removed: body][added: seat].');
    const abstract = within(diff).getByLabelText('Changes to Abstract');
    expect(within(abstract).getByRole('deletion')).toHaveTextContent(
      'A valve opens when the soil is dry.',
    );
    expect(within(abstract).queryByRole('insertion')).toBeNull();
    expect(within(diff).getByLabelText('8 words removed')).toBeVisible();
    // Name, jurisdiction, disclosure and six sections are the same: collapsed behind a count.
    const unchanged = within(diff).getByRole('button', { name: '9 unchanged fields' });
    expect(within(diff).queryByText(/Detailed description/)).toBeNull();
    await user.click(unchanged);
    expect(within(diff).getByText(/Draft name, Jurisdiction, Disclosure, Title/)).toBeVisible();
    expect(server.requests('POST', `${DRAFT_URL}/revisions`)).toEqual([]);
  });

  it('restores only after the confirmation, on the current version', async () => {
    const restored: Draft = makeDraft({ version: 4, sections: REVISION.sections });
    server.on('POST', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2\/restore$/, () => ({
      body: restored,
    }));
    const { history, user, claims, abstract } = await review();
    await user.click(
      await within(history).findByText('Restore this revision', { selector: 'button' }),
    );
    let confirm = await alertDialog('Restore version 2');
    await user.click(await within(confirm).findByText('Cancel', { selector: 'button' }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(server.requests('POST', `${DRAFT_URL}/revisions/2/restore`)).toEqual([]);

    await user.click(
      await within(history).findByText('Restore this revision', { selector: 'button' }),
    );
    confirm = await alertDialog('Restore version 2');
    await user.click(await within(confirm).findByText('Restore version 2', { selector: 'button' }));
    await waitFor(() => expect(claims).toHaveTextContent('1. A valve comprising a seat.'));
    expect(abstract).toHaveTextContent('');
    const [restore] = server.requests('POST', `${DRAFT_URL}/revisions/2/restore`);
    expect(restore!.body).toEqual({ version: 3 });
    await waitFor(() =>
      expect(within(history).queryByRole('region', { name: /Changes restoring/ })).toBeNull(),
    );
  });

  it('no longer shows the last generation\'s "written" lines once a revision is restored', async () => {
    server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/generations/, () => ({
      body: { data: [GENERATION], count: 1 },
    }));
    server.on('POST', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2\/restore$/, () => ({
      body: makeDraft({ version: 4, sections: REVISION.sections }),
    }));
    const status = () => screen.getByRole('status', { name: 'Generation status' });
    const { history, user, claims } = await review();
    await waitFor(() => expect(status()).toHaveTextContent('Claims written.'));
    await user.click(
      await within(history).findByText('Restore this revision', { selector: 'button' }),
    );
    const confirm = await alertDialog('Restore version 2');
    await user.click(await within(confirm).findByText('Restore version 2', { selector: 'button' }));
    await waitFor(() => expect(claims).toHaveTextContent('1. A valve comprising a seat.'));
    await waitFor(() => expect(status().textContent).toBe(''));
    expect(screen.queryByText(/No generation yet/)).toBeNull();
  });

  it('shows a refused restore with the error catalogue and keeps the text', async () => {
    server.on('POST', /^\/api\/v1\/drafts\/[^/]+\/revisions\/2\/restore$/, () => ({
      status: 404,
      body: { detail: 'Revision not found' },
    }));
    const { history, user, claims } = await review();
    await user.click(
      await within(history).findByText('Restore this revision', { selector: 'button' }),
    );
    const confirm = await alertDialog('Restore version 2');
    await user.click(await within(confirm).findByText('Restore version 2', { selector: 'button' }));
    expect(await within(history).findByText('The version was not restored')).toBeVisible();
    expect(
      within(history).getByText(
        'That version is no longer kept. Refresh the history and choose another one.',
      ),
    ).toBeVisible();
    expect(claims).toHaveTextContent('1. A valve comprising a body.');
  });
});
