import { startPaneRequests } from './app/pane-start';
import { detectOfficeHost } from './office/host';

/**
 * taskpane.html's first script (a few KB, no React): once office.js is ready it sends the linked
 * draft's request and starts reading the document, while the pane's own scripts (taskpane.tsx and
 * its first screen, some 850 KB) still download and evaluate. It also carries webpack's runtime,
 * which the pane's entry shares (webpack.config.js, `dependOn`).
 */
void startPaneRequests(detectOfficeHost()).catch(() => undefined);
