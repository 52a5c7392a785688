import { detectOfficeHost, type OfficeHost } from '../office/host';
import { preloadBrowserStart } from './browser-preload';
import { AppRoutes } from './routes';
import { renderClient, type StartedClient } from './start';

export { TASKPANE_START, type StartedClient } from './start';

/**
 * The browser entry's start (index.html): the route table with the landing page in the initial
 * chunk. In a browser on the editor, that screen's chunks and draft are requested at once
 * (`preloadBrowserStart`); in Word it behaves as the pane's entry does (`renderClient`), without
 * the preloading.
 */
export function startClient(
  container: HTMLElement,
  host: OfficeHost | null = detectOfficeHost(),
): Promise<StartedClient> {
  if (!host) preloadBrowserStart(window.location.pathname);
  return renderClient(container, host, <AppRoutes />);
}
