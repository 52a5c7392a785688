import { createDraftChecker } from '../../../core/patent/draft-checks';
import type { AnalysisRequest, AnalysisResponse } from './analysis-runner';

/** The checks, off the main thread: one request in, its findings out (as the server finds them). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResponse): void;
};

const check = createDraftChecker();

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, findings: check(data) });
};
