import { analyzeDraft } from '../../../core/patent';
import type { AnalysisRequest, AnalysisResponse } from './analysis-runner';

/** The checks, off the main thread: one request in, its findings out. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResponse): void;
};

scope.onmessage = ({ data }) => {
  const { findings } = analyzeDraft(data.input, { jurisdiction: data.jurisdiction });
  scope.postMessage({ id: data.id, findings });
};
