import { paneStart, startPaneRequests } from '../../../src/client/app/pane-start';
import { setStorageKeyPrefix } from '../../../src/client/app/storage';
import { takePrefetchedDraft } from '../../../src/client/features/editor/draft-prefetch';
import type { OfficeHost } from '../../../src/client/office/host';

const DRAFT = '6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10';
const TOKEN = 'header.payload.signature';
const host: OfficeHost = { ready: () => Promise.resolve({ inOffice: true }) };

type OfficeWindow = typeof globalThis & { Office?: unknown };

/** What happened, in order: the draft's request ("fetch") and the first screen's evaluation. */
let events: string[];
let fetchMock: jest.Mock;

function linkDocument(draftId: string): void {
  (globalThis as OfficeWindow).Office = {
    context: { document: { settings: { get: () => draftId } } },
  };
}

beforeEach(() => {
  events = [];
  localStorage.clear();
  localStorage.setItem(
    'user',
    JSON.stringify({
      username: 'ada@example.com',
      token: { access_token: TOKEN, token_type: 'bearer' },
    }),
  );
  const body = JSON.stringify({ id: DRAFT, title: 'Valve' });
  fetchMock = jest.fn((url: unknown) => {
    events.push(`fetch ${String(url).replace(/.*\/api\/v1/, '')}`);
    return Promise.resolve({ ok: true, status: 200, text: async () => body });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  delete (globalThis as OfficeWindow).Office;
  setStorageKeyPrefix('');
  takePrefetchedDraft(DRAFT);
});

describe('paneStart', () => {
  it('sends the linked draft’s request before evaluating the first screen, then opens its page', async () => {
    linkDocument(DRAFT);
    const scheduled: Array<() => void> = [];
    const preload = jest.fn(async () => void events.push('evaluate first screen'));
    const paneReady = paneStart(host, preload, (run) => scheduled.push(run));
    // Nothing evaluates while the entry runs: office.js may be ready in the same task.
    expect(preload).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    await expect(paneReady()).resolves.toEqual({ path: `/editor/${DRAFT}` });
    expect(events).toEqual([`fetch /drafts/${DRAFT}`, 'evaluate first screen']);
    await expect(takePrefetchedDraft(DRAFT)).resolves.toEqual({ id: DRAFT, title: 'Valve' });
  });

  it('evaluates the first screen while office.js gets ready, and waits for it', async () => {
    linkDocument(DRAFT);
    let finish: () => void = () => undefined;
    const evaluated = new Promise<void>((resolve) => (finish = resolve));
    const preload = jest.fn(() => evaluated);
    const scheduled: Array<() => void> = [];
    const paneReady = paneStart(host, preload, (run) => scheduled.push(run));
    scheduled[0]!();
    expect(preload).toHaveBeenCalledTimes(1);
    let opened = false;
    const ready = paneReady().then((start) => (opened = Boolean(start)));
    await Promise.resolve();
    expect(opened).toBe(false);
    finish();
    await ready;
    expect(opened).toBe(true);
  });

  it('without a link, a valid id or a stored user: no request, the pane’s own start page', async () => {
    const preload = jest.fn(() => Promise.resolve());
    linkDocument('not-a-draft');
    await expect(paneStart(host, preload, () => undefined)()).resolves.toEqual({});
    delete (globalThis as OfficeWindow).Office;
    await expect(paneStart(host, preload, () => undefined)()).resolves.toEqual({});
    linkDocument(DRAFT);
    localStorage.clear();
    await expect(paneStart(host, preload, () => undefined)()).resolves.toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens anyway when a chunk fails to arrive (its route fetches it again)', async () => {
    linkDocument(DRAFT);
    const preload = jest.fn(() => Promise.reject(new Error('chunk failed')));
    await expect(paneStart(host, preload, () => undefined)()).resolves.toEqual({
      path: `/editor/${DRAFT}`,
    });
  });

  it('in a plain browser (no office.js) schedules nothing', () => {
    const schedule = jest.fn();
    paneStart(null, jest.fn(), schedule);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('in a plain browser (no office.js) schedules nothing', () => {
    const schedule = jest.fn();
    paneStart(null, jest.fn(), schedule);
    expect(schedule).not.toHaveBeenCalled();
  });
});

describe("startPaneRequests (taskpane.html's first script)", () => {
  it('sends the linked draft’s request once office.js is ready, under the partition’s keys; the pane’s start sends no second one', async () => {
    const stored = localStorage.getItem('user')!;
    localStorage.clear();
    localStorage.setItem('part-7:user', stored);
    (globalThis as OfficeWindow).Office = {
      context: { partitionKey: 'part-7', document: { settings: { get: () => DRAFT } } },
    };
    await startPaneRequests(host);
    expect(events).toEqual([`fetch /drafts/${DRAFT}`]);
    const preload = jest.fn(async () => void events.push('evaluate first screen'));
    await expect(paneStart(host, preload, () => undefined)()).resolves.toEqual({
      path: `/editor/${DRAFT}`,
    });
    expect(events).toEqual([`fetch /drafts/${DRAFT}`, 'evaluate first screen']);
  });

  it('does nothing outside Office or without a host', async () => {
    linkDocument(DRAFT);
    await startPaneRequests({ ready: () => Promise.resolve({ inOffice: false }) });
    await startPaneRequests(null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
