import { detectOfficeHost, type OfficeHost } from '../office/host';
import { AppRoutes } from './routes';
import { renderClient, type StartedClient } from './start';

export { TASKPANE_START, type StartedClient } from './start';

/**
 * The browser entry's start (index.html): the route table with the landing page in the initial
 * chunk. In a browser on the editor, that screen's chunks and draft were requested before this
 * module was evaluated (early-start.ts, main.tsx's first import); in Word it behaves as the pane's
 * entry does (`renderClient`), without the preloading.
 */
export function startClient(
  container: HTMLElement,
  host: OfficeHost | null = detectOfficeHost(),
): Promise<StartedClient> {
  return renderClient(container, host, <AppRoutes />);
}
