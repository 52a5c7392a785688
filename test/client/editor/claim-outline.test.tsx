import { screen, waitFor } from '@testing-library/react';
import { GENERATED_SECTIONS } from '../../../src/core/api/generation';
import { DRAFT_ID, FakeServer, SseStream } from './fake-server';
import { fastTimings, renderEditor, sectionEditor } from './render-editor';

/** Whole-page renders in jsdom are slow on a busy machine; nothing here asserts on time. */
jest.setTimeout(90_000);

let server: FakeServer;
let stream: SseStream;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  server = new FakeServer();
  stream = new SseStream();
  server.on('POST', /^\/api\/v1\/generate\/$/, () => ({ stream }));
  server.install();
});

const OUTLINE = /Claim outline from the offline engine/;

async function generateWith(engine: string, sections: readonly string[]): Promise<void> {
  const { user } = renderEditor();
  await sectionEditor('Claims');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(server.requests('POST', '/api/v1/generate/')).toHaveLength(1));
  const id = (server.requests('POST', '/api/v1/generate/')[0]!.body as { generation_id: string })
    .generation_id;
  expect(screen.queryByText(OUTLINE)).toBeNull();
  stream.push({
    type: 'started',
    generation_id: id,
    draft_id: DRAFT_ID,
    sections: sections as never,
    engine: engine as never,
    model: 'm',
  });
}

describe('claims the offline engine writes from a disclosure', () => {
  it('are labelled a claim outline for the attorney to rewrite', async () => {
    await generateWith('offline', GENERATED_SECTIONS);
    expect(await screen.findByRole('note')).toHaveTextContent(OUTLINE);
    stream.end();
  });

  it('are not so labelled when the draft was written from the attorney’s claims', async () => {
    await generateWith(
      'offline',
      GENERATED_SECTIONS.filter((s) => s !== 'claims'),
    );
    await screen.findByText(/^Writing the /);
    expect(screen.queryByText(OUTLINE)).toBeNull();
    stream.end();
  });

  it('are not so labelled when a language model wrote them', async () => {
    await generateWith('openai-compatible', GENERATED_SECTIONS);
    await screen.findByText(/^Writing the /);
    expect(screen.queryByText(OUTLINE)).toBeNull();
    stream.end();
  });
});
