import { preloadBrowserStart } from '../../../src/client/app/browser-preload';
import { takePrefetchedDraft } from '../../../src/client/features/editor/draft-prefetch';

const DRAFT = '6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10';
const TOKEN = 'header.payload.signature';

function signIn(): void {
  localStorage.setItem(
    'user',
    JSON.stringify({
      username: 'ada@example.com',
      token: { access_token: TOKEN, token_type: 'bearer' },
    }),
  );
}

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  // jsdom has no Response: what `send` reads of one.
  const body = JSON.stringify({ id: DRAFT, title: 'Valve' });
  fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const draftRequests = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/v1/drafts/'));

describe('preloadBrowserStart', () => {
  it('requests a signed-in user’s draft at once, for the editor’s session to take', async () => {
    signIn();
    preloadBrowserStart(`/editor/${DRAFT}`);
    expect(draftRequests()).toHaveLength(1);
    const [url, init] = draftRequests()[0]!;
    expect(String(url)).toMatch(new RegExp(`/api/v1/drafts/${DRAFT}$`));
    expect((init as RequestInit).method).toBe('GET');
    expect((init as RequestInit).headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
    await expect(takePrefetchedDraft(DRAFT)).resolves.toEqual({ id: DRAFT, title: 'Valve' });
    // Taken once: a second session makes its own request.
    expect(takePrefetchedDraft(DRAFT)).toBeNull();
  });

  it('requests nothing for another page, a malformed id, or without a stored user', () => {
    signIn();
    preloadBrowserStart('/auth/login');
    preloadBrowserStart('/editor/not-a-draft');
    preloadBrowserStart('/editor');
    localStorage.clear();
    preloadBrowserStart(`/editor/${DRAFT}`);
    expect(draftRequests()).toHaveLength(0);
    expect(takePrefetchedDraft(DRAFT)).toBeNull();
  });
});
