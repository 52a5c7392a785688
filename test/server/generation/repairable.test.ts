import { repairable } from '../../../src/server/services/generation/checks';
import type { GenerationFinding } from '../../../src/core/api/generation';

const finding = (rule: string, severity: GenerationFinding['severity']): GenerationFinding => ({
  rule,
  severity,
  message: rule,
  section: 'claims',
  start: 0,
  end: 1,
});

describe('what a repair pass is asked to fix', () => {
  it('takes the errors and the claim-form warnings, and leaves other warnings and notes', () => {
    const findings = [
      finding('claims/dependency-missing', 'error'),
      finding('form/no-thing', 'warning'),
      finding('support/claim-term', 'warning'),
      finding('mpf/means-for', 'info'),
    ];
    expect(repairable(findings).map((f) => f.rule)).toEqual([
      'claims/dependency-missing',
      'form/no-thing',
    ]);
  });
});
