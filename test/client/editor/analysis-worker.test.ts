import { GENERATED_SECTIONS } from '../../../src/core/api/generation';
import { draftFigures } from '../../../src/core/patent/draft-checks';
import { draftFromClaims, SECTION_KIND } from '../../../src/core/patent/engine';
import type { Finding } from '../../../src/core/patent/types';
import type {
  AnalysisRequest,
  AnalysisResponse,
} from '../../../src/client/features/editor/analysis-runner';
import { TASKS } from '../../../src/server/services/workers/tasks';

/** A system claim, then a method claim to which a step was added after the description was written. */
const CLAIMS = [
  '1. A drying system for a laundry appliance, comprising:\n  a drum configured to rotate about an axis;\n  a heater configured to heat air supplied to the drum; and\n  a controller configured to stop the heater when a humidity falls below a threshold.',
  '2. A method of drying laundry, comprising:\n  rotating a drum holding the laundry;\n  heating air supplied to the drum; and\n  stopping the heating when a humidity falls below a threshold.',
].join('\n\n');
const EDITED = CLAIMS.replace(
  '  heating air',
  '  circulating the air through a lint filter;\n  heating air',
);

const key = (f: Pick<Finding, 'rule' | 'section' | 'start' | 'end' | 'message'>) =>
  `${f.section} ${f.rule} ${f.start}-${f.end} ${f.message}`;

/** The worker module itself, run in this page: its handler on `self`, its answers collected. */
async function loadWorker(): Promise<(request: AnalysisRequest) => AnalysisResponse[]> {
  const answers: AnalysisResponse[] = [];
  const scope = self as unknown as {
    onmessage: ((event: { data: AnalysisRequest }) => void) | null;
    postMessage: (message: AnalysisResponse) => void;
  };
  scope.postMessage = (message) => answers.push(message);
  await import('../../../src/client/features/editor/analysis.worker');
  return (request) => {
    scope.onmessage!({ data: request });
    return answers;
  };
}

describe('the analysis worker', () => {
  it('finds on a draft with figures what the server’s checks find', async () => {
    const numerals = draftFigures(CLAIMS).numerals;
    const sections = {
      ...draftFromClaims(CLAIMS, { jurisdiction: 'us', numerals }).sections,
      claims: EDITED,
    };
    const post = await loadWorker();
    const [answer] = post({ id: 7, sections, jurisdiction: 'us', numerals });
    expect(answer!.id).toBe(7);
    const facts = TASKS.figures({ claims: sections.claims, numerals });
    const server = GENERATED_SECTIONS.flatMap((section) =>
      TASKS.check({ sections, section, jurisdiction: 'us', figures: facts.figures }).map((f) =>
        key({ ...f, section: SECTION_KIND[section] }),
      ),
    );
    const kinds = new Set<string>(GENERATED_SECTIONS.map((s) => SECTION_KIND[s]));
    const live = answer!.findings.filter((f) => kinds.has(f.section));
    expect(live.map(key).sort()).toEqual(server.sort());
    // The figures are among the facts both hold the description to: the new step is undescribed.
    expect(live.filter((f) => f.rule.startsWith('figures/')).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^Numeral \d+ \(circulating the air through a lint filter\) is on a drawing sheet/,
      ),
    ]);
  });
});
