import { lazy } from 'react';
import { paneStart } from './app/pane-start';
import { renderClient } from './app/start';
import { AppRouteTable, preloadEditorRoutes } from './app/route-table';
import { detectOfficeHost } from './office/host';

/**
 * The task pane's entry (taskpane.html): no landing page in its initial chunk, and the chunks of
 * the pane's first screen (frame, layout, editor) evaluated while office.js gets ready, so the pane
 * renders its first screen in one pass; the linked draft's request goes out first (pane-start.ts).
 * taskpane.html also lists those chunks as scripts (webpack.config.js), so they arrive with the
 * entry instead of after it.
 */
const LandingFrame = lazy(() =>
  import('./app/LandingFrame').then((m) => ({ default: m.LandingFrame })),
);

const container = document.getElementById('root');
if (!container) throw new Error('taskpane.html has no #root element');
const host = detectOfficeHost();
const paneReady = paneStart(host, preloadEditorRoutes);

void renderClient(container, host, <AppRouteTable landing={<LandingFrame />} />, paneReady);
