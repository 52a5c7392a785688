import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { Finding } from '../../../core/patent';
import type { NumeralEntry } from '../../../core/patent/figures';

/**
 * What the checks read, as the server's checks read it (`checkDraftWithNumerals`): the sections,
 * the jurisdiction, and the figure numerals kept with the draft (the figures are drawn from the
 * claims with them when they hold the description).
 */
export interface AnalysisInput {
  sections: Partial<Sections>;
  jurisdiction: Jurisdiction;
  numerals: readonly NumeralEntry[];
}

/** A request to the analysis worker. */
export interface AnalysisRequest extends AnalysisInput {
  id: number;
}

/** The worker's answer. */
export interface AnalysisResponse {
  id: number;
  findings: Finding[];
}

/** Runs `analyzeDraft` somewhere; only the latest request's answer matters. */
export interface AnalysisRunner {
  run(input: AnalysisInput): Promise<Finding[]>;
  dispose(): void;
}

/**
 * A Web Worker runner where the browser has workers (the checks take 60–140 ms on a 100-page
 * draft, long enough to delay keystrokes), else the main thread (tests, old browsers).
 */
export function createAnalysisRunner(): AnalysisRunner {
  let worker: Promise<Worker | null> | null = null;
  let mainThread: Promise<(input: AnalysisInput) => Finding[]> | null = null;
  const onMainThread = async (input: AnalysisInput): Promise<Finding[]> => {
    mainThread ??= import('../../../core/patent/draft-checks').then((m) => m.createDraftChecker());
    return (await mainThread)(input);
  };
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
    async run(input) {
      const w = await getWorker();
      if (!w) return onMainThread(input);
      const id = ++nextId;
      for (const [old, resolve] of waiting) {
        waiting.delete(old);
        resolve([]);
      }
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        w.postMessage({ ...input, id } satisfies AnalysisRequest);
      });
    },
    dispose() {
      void worker?.then((w) => w?.terminate());
      waiting.clear();
    },
  };
}
