import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft } from '../../../src/core/patent';
import { checkDraftWithNumerals, draftFigures } from '../../../src/core/patent/draft-checks';
import { draftFromDisclosure } from '../../../src/core/patent/engine';
import { draftFaults, type FaultKind, type ProblemFirst } from './draft-faults';
import { parseClaims, toAnalyzerInput } from './structure';

/**
 * Short disclosures as a user without an AI account writes them: the thing, the harm it prevents,
 * then its parts ("A folding table lock that keeps a folding table's legs from collapsing and
 * injuring a plurality of users. The lock has a locking pawl…"). Hand-written, several domains.
 */
const fixtures = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/problem-first.json'), 'utf8'),
) as ProblemFirst[];

describe.each(fixtures.map((f) => [f.id, f] as const))('problem-first disclosure %s', (_, f) => {
  const draft = draftFromDisclosure(f.disclosure);
  const faults = draftFaults(f, draft);
  const of = (kind: FaultKind) => faults.filter((x) => x.kind === kind).map((x) => x.text);

  it('claims no part or step from what the invention prevents', () => {
    expect(of('harm in claims')).toEqual([]);
  });

  it('names the thing in the title and claims it in claim 1', () => {
    expect(of('title not the thing')).toEqual([]);
    expect(parseClaims(draft.sections.claims)[0]!.text).toMatch(
      new RegExp(`^An? ${f.thing}, comprising:`),
    );
  });

  it('recites the main parts in claim 1', () => {
    expect(of('part left out of claim 1')).toEqual([]);
  });

  it('writes a background of the field and the problem the disclosure states', () => {
    expect(of('background under 2 sentences')).toEqual([]);
    expect(draft.sections.background).toMatch(
      new RegExp(
        `^The present disclosure relates to ${f.thing}(?:s|es)\\. There is a need to \\w+ `,
      ),
    );
  });

  it('lists in the brief description of the drawings each figure drawn from its claims', () => {
    expect(of('figures not described')).toEqual([]);
    expect(draft.sections.drawings_description).toMatch(/^FIG\. 1 is a block diagram of an? /);
    for (const line of draft.sections.drawings_description.split('\n\n').slice(1))
      expect(line).toMatch(
        new RegExp(`^FIG\\. 2 is a flowchart of a method of using an? ${f.thing} `),
      );
  });

  it('refers to the figures and numbers only the parts they show', () => {
    expect(draft.sections.detailed_description).toMatch(/^Referring to FIG\. 1, an? /);
    const { numerals } = draftFigures(
      draft.sections.claims,
      [],
      draft.sections.detailed_description,
    );
    const held = checkDraftWithNumerals({ sections: draft.sections, jurisdiction: 'us', numerals });
    const rules = ['figures/numeral-undrawn', 'figures/figure-undescribed'];
    expect(held.filter((x) => rules.includes(x.rule)).map((x) => x.message)).toEqual([]);
  });

  it('has no step the checks find is no act', () => {
    const findings = analyzeDraft(toAnalyzerInput(draft)).findings;
    expect(findings.filter((x) => x.rule === 'form/non-action-step')).toEqual([]);
  });
});
