import { detectOfficeHost } from '../office/host';
import { preloadBrowserStart } from './browser-preload';

/**
 * Imported first by the browser's entry (main.tsx), for its effect: a signed-in user's editor
 * requests its draft and chunks (`preloadBrowserStart`) before the rest of the entry — the landing
 * page and its Fluent parts, which /editor does not show — has been evaluated, so the server
 * answers while that runs. `browserStart`: when those chunks are in (null when none were asked for).
 */
export const browserStart: Promise<void> | null = detectOfficeHost()
  ? null
  : preloadBrowserStart(window.location.pathname);
