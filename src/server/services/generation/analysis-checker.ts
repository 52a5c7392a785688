import type { SectionChecker } from './checks';
import { sharedPool } from '../workers/pool';

/**
 * The analysis engine's findings located in the section just written. The analysis is CPU-bound,
 * so it runs on a worker thread: the event loop only awaits it and keeps serving the API.
 */
export const analysisChecker: SectionChecker = ({ signal, ...input }) =>
  sharedPool().run('check', input, signal);
