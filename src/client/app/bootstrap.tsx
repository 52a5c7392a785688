import { detectOfficeHost, type OfficeHost } from '../office/host';
import { browserStart } from './early-start';
import { AppRoutes } from './routes';
import { renderClient, type StartedClient } from './start';

export { TASKPANE_START, type StartedClient } from './start';

/** The markup of App's Suspense fallback, shown as static HTML while the editor's chunks arrive. */
const LOADING =
  '<div role="status" aria-live="polite" style="padding: 2rem; text-align: center">Loading…</div>';

/**
 * The browser entry's start (index.html): the route table with the landing page in the initial
 * chunk. In a browser on the editor, that screen's chunks and draft were requested before this
 * module was evaluated (early-start.ts, main.tsx's first import; `chunks`) and the first render
 * waits for those chunks; in Word it behaves as the pane's entry does (`renderClient`).
 */
export async function startClient(
  container: HTMLElement,
  host: OfficeHost | null = detectOfficeHost(),
  chunks: Promise<void> | null = browserStart,
): Promise<StartedClient> {
  if (!host && chunks) {
    // The editor's first render waits for its chunks, as the task pane's does: rendered before,
    // its lazy parts would suspend and reveal one by one, each behind React's 300 ms throttle of
    // fallbacks. The page shows the same "Loading…" as the app's fallback meanwhile (React
    // replaces it).
    container.innerHTML = LOADING;
    await chunks;
  }
  return renderClient(container, host, <AppRoutes />);
}
