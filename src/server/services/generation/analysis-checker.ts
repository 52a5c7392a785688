import type { SectionChecker } from './checks';
import type { CpuPool } from '../workers/pool';

/**
 * The analysis engine's findings located in the section just written. The analysis is CPU-bound,
 * so it runs on a worker thread: the event loop only awaits it and keeps serving the API.
 */
export const analysisChecker =
  (pool: CpuPool): SectionChecker =>
  ({ signal, ...input }) =>
    pool.run('check', input, signal);
