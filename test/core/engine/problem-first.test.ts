import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft } from '../../../src/core/patent';
import { draftFromDisclosure } from '../../../src/core/patent/engine';
import { parseClaims, toAnalyzerInput } from './structure';

/**
 * Short disclosures as a user without an AI account writes them: the thing, the harm it prevents,
 * then its parts ("A folding table lock that keeps a folding table's legs from collapsing and
 * injuring a plurality of users. The lock has a locking pawl…"). Hand-written, several domains.
 */
interface ProblemFirst {
  id: string;
  thing: string;
  parts: string[];
  disclosure: string;
}

const fixtures = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/problem-first.json'), 'utf8'),
) as ProblemFirst[];

/** Words of the problem statements: what the inventions prevent, and whom it would hurt. */
const HARM =
  /\b(injur\w*|hurt\w*|harm\w*|prevent\w*|avoid\w*|protect\w*|collaps\w*|accident\w*|attackers?|guessing|nurses?|users?|children|climbers?|boiling)\b/i;

describe.each(fixtures.map((f) => [f.id, f] as const))('problem-first disclosure %s', (_, f) => {
  const draft = draftFromDisclosure(f.disclosure);
  const claims = parseClaims(draft.sections.claims);

  it('claims no part or step from what the invention prevents', () => {
    for (const c of claims)
      expect([c.number, c.text.match(HARM)?.[0]]).toEqual([c.number, undefined]);
  });

  it('names the thing in the title and claims it in claim 1', () => {
    const title = draft.sections.title.toLowerCase();
    expect(title === f.thing || title === `${f.thing} and method`).toBe(true);
    expect(claims[0]!.text.startsWith(`A ${f.thing}, comprising:`)).toBe(true);
  });

  it('recites the main parts in claim 1', () => {
    const missing = f.parts.filter((p) => !claims[0]!.text.includes(p.replace(/feet$/, 'foot')));
    expect(missing).toEqual([]);
  });

  it('has no step the checks find is no act', () => {
    const findings = analyzeDraft(toAnalyzerInput(draft)).findings;
    expect(findings.filter((x) => x.rule === 'form/non-action-step')).toEqual([]);
  });
});
