import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { detectOfficeHost, storageKeyPrefix, type OfficeHost } from '../office/host';
import { App } from './App';
import { setStorageKeyPrefix } from './storage';
import type { StoreHolder } from './store-holder';

/** Where the task pane starts: it has no address bar, so the drafting page. */
export const TASKPANE_START = '/editor';

/** What `startClient` made: the React root, the holder of the store, which router it chose. */
export interface StartedClient {
  root: Root;
  holder: StoreHolder;
  router: 'memory' | 'browser';
}

/**
 * The host-detecting bootstrap (DESIGN §3). In Word (office.js present) it waits for
 * `Office.onReady()` and renders with `MemoryRouter`, because office.js nulls the history API; in a
 * browser it renders at once with `BrowserRouter`. The same `<App/>` either way.
 */
export async function startClient(
  container: HTMLElement,
  host: OfficeHost | null = detectOfficeHost(),
): Promise<StartedClient> {
  const holder: StoreHolder = { store: null };
  const root = createRoot(container);
  const render = (router: ReactNode) => root.render(<StrictMode>{router}</StrictMode>);
  // office.js in a plain browser tab (someone opened /taskpane.html) reports no host: the page
  // then runs on the browser router, which shows that this page belongs in Word.
  if (host && (await host.ready()).inOffice) {
    // Word on the web partitions the pane's storage: keys carry its partition key.
    setStorageKeyPrefix(storageKeyPrefix());
    render(
      <MemoryRouter initialEntries={[TASKPANE_START]}>
        <App holder={holder} />
      </MemoryRouter>,
    );
    return { root, holder, router: 'memory' };
  }
  render(
    <BrowserRouter>
      <App holder={holder} />
    </BrowserRouter>,
  );
  return { root, holder, router: 'browser' };
}
