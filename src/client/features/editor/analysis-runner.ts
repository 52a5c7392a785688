import type { Jurisdiction } from '../../../core/api/drafts';
import type { Finding, SectionKind } from '../../../core/patent';

/** A request to the analysis worker. */
export interface AnalysisRequest {
  id: number;
  input: Partial<Record<SectionKind, string>>;
  jurisdiction: Jurisdiction;
}

/** The worker's answer. */
export interface AnalysisResponse {
  id: number;
  findings: Finding[];
}

/** Runs `analyzeDraft` somewhere; only the latest request's answer matters. */
export interface AnalysisRunner {
  run(input: AnalysisRequest['input'], jurisdiction: Jurisdiction): Promise<Finding[]>;
  dispose(): void;
}

async function onMainThread(
  input: AnalysisRequest['input'],
  jurisdiction: Jurisdiction,
): Promise<Finding[]> {
  const { analyzeDraft } = await import('../../../core/patent');
  return analyzeDraft(input, { jurisdiction }).findings;
}

/**
 * A Web Worker runner where the browser has workers (the checks take 60–140 ms on a 100-page
 * draft, long enough to delay keystrokes), else the main thread (tests, old browsers).
 */
export function createAnalysisRunner(): AnalysisRunner {
  let worker: Promise<Worker | null> | null = null;
  let nextId = 0;
  const waiting = new Map<number, (findings: Finding[]) => void>();
  const getWorker = (): Promise<Worker | null> => {
    worker ??=
      typeof Worker === 'undefined'
        ? Promise.resolve(null)
        : import('./analysis-worker-factory')
            .then(({ makeAnalysisWorker }) => {
              const w = makeAnalysisWorker();
              w.onmessage = ({ data }: MessageEvent<AnalysisResponse>) => {
                waiting.get(data.id)?.(data.findings);
                waiting.delete(data.id);
              };
              return w;
            })
            .catch(() => null);
    return worker;
  };
  return {
    async run(input, jurisdiction) {
      const w = await getWorker();
      if (!w) return onMainThread(input, jurisdiction);
      const id = ++nextId;
      for (const [old, resolve] of waiting) {
        waiting.delete(old);
        resolve([]);
      }
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        w.postMessage({ id, input, jurisdiction } satisfies AnalysisRequest);
      });
    },
    dispose() {
      void worker?.then((w) => w?.terminate());
      waiting.clear();
    },
  };
}
