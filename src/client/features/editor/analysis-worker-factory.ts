/** The analysis worker (a separate webpack chunk); only loaded where `Worker` exists. */
export function makeAnalysisWorker(): Worker {
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { name: 'analysis' });
}
