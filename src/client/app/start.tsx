import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { storageKeyPrefix, type OfficeHost } from '../office/host';
import { App } from './App';
import { setStorageKeyPrefix } from './storage';
import type { StoreHolder } from './store-holder';

/** Where the task pane starts: it has no address bar, so the drafting page. */
export const TASKPANE_START = '/editor';

/**
 * What the pane learnt while office.js got ready: `path`, where to open instead of
 * TASKPANE_START (the linked draft's page, so the first render is the draft's, not a redirect).
 */
export interface PaneStart {
  path?: string;
}

/** What `renderClient` made: the React root, the holder of the store, which router it chose. */
export interface StartedClient {
  root: Root;
  holder: StoreHolder;
  router: 'memory' | 'browser';
}

/**
 * The host-detecting start (DESIGN §3), shared by both entries. In Word (office.js present) it
 * waits for `Office.onReady()` (and for `paneReady`, the pane's chunks fetched meanwhile) and
 * renders `routes` with `MemoryRouter`, because office.js nulls the history API; in a browser it
 * renders at once with `BrowserRouter`. The same `<App/>` either way.
 */
export async function renderClient(
  container: HTMLElement,
  host: OfficeHost | null,
  routes: ReactNode,
  paneReady: () => Promise<PaneStart> = () => Promise.resolve({}),
): Promise<StartedClient> {
  const holder: StoreHolder = { store: null };
  // office.js in a plain browser tab (someone opened /taskpane.html) reports no host: the page
  // then runs on the browser router, which shows that this page belongs in Word.
  if (host && (await host.ready()).inOffice) {
    // Word on the web partitions the pane's storage: keys carry its partition key.
    setStorageKeyPrefix(storageKeyPrefix());
    // A chunk that failed to arrive is fetched again by the route that needs it: start anyway.
    const start = await paneReady().catch(() => undefined);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <MemoryRouter initialEntries={[start?.path ?? TASKPANE_START]}>
          <App holder={holder}>{routes}</App>
        </MemoryRouter>
      </StrictMode>,
    );
    return { root, holder, router: 'memory' };
  }
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App holder={holder}>{routes}</App>
      </BrowserRouter>
    </StrictMode>,
  );
  return { root, holder, router: 'browser' };
}
