const DRAFT = '6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10';

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    'user',
    JSON.stringify({
      username: 'ada@example.com',
      token: { access_token: 'header.payload.signature', token_type: 'bearer' },
    }),
  );
  const body = JSON.stringify({ id: DRAFT, title: 'Valve' });
  fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => window.history.replaceState(null, '', '/'));

/** Evaluates early-start.ts afresh, as the entry's first import does. */
function importEarlyStart(): Promise<void> {
  return jest.isolateModulesAsync(async () => {
    await import('../../../src/client/app/early-start');
  });
}

const draftRequests = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(`/api/v1/drafts/${DRAFT}`));

describe('early-start (the browser entry’s first import)', () => {
  it('requests the draft of the editor’s address as soon as it is evaluated', async () => {
    window.history.replaceState(null, '', `/editor/${DRAFT}`);
    await importEarlyStart();
    expect(draftRequests()).toHaveLength(1);
  });

  it('requests nothing on another page, or inside Office', async () => {
    window.history.replaceState(null, '', '/auth/login');
    await importEarlyStart();
    window.history.replaceState(null, '', `/editor/${DRAFT}`);
    (window as Window & { Office?: unknown }).Office = { onReady: () => Promise.resolve({}) };
    await importEarlyStart();
    delete (window as Window & { Office?: unknown }).Office;
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
