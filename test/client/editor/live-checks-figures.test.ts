import type { Sections } from '../../../src/core/api/drafts';
import { GENERATED_SECTIONS } from '../../../src/core/api/generation';
import { draftFigures } from '../../../src/core/patent/draft-checks';
import { draftFromClaims, SECTION_KIND } from '../../../src/core/patent/engine';
import type { NumeralEntry } from '../../../src/core/patent/figures';
import type { Finding } from '../../../src/core/patent/types';
import { createAnalysisRunner } from '../../../src/client/features/editor/analysis-runner';
import { TASKS } from '../../../src/server/services/workers/tasks';

/** A system and a method, each with a dependent claim. */
const CLAIMS = [
  '1. A drying system for a laundry appliance, comprising:\n  a drum configured to rotate about an axis;\n  a heater configured to heat air supplied to the drum;\n  a humidity sensor configured to measure a humidity of the air leaving the drum; and\n  a controller coupled to the humidity sensor and configured to stop the heater when the humidity falls below a threshold.',
  '2. The drying system of claim 1, wherein the threshold is adjustable by a user.',
  '3. A method of drying laundry, comprising:\n  rotating a drum holding the laundry;\n  heating air supplied to the drum;\n  measuring a humidity of the air leaving the drum; and\n  stopping the heating when the humidity falls below a threshold.',
  '4. The method of claim 3, wherein the measuring is repeated at intervals of one second.',
].join('\n\n');
/** Claim 3 with a step the description (written before) does not describe yet. */
const EDITED = CLAIMS.replace(
  '  measuring a humidity',
  '  circulating the air through a lint filter;\n  measuring a humidity',
);

const key = (f: Pick<Finding, 'rule' | 'section' | 'start' | 'end' | 'message'>) =>
  `${f.section} ${f.rule} ${f.start}-${f.end} ${f.message}`;

/** A claims-first draft as the server keeps it: its sections and the numerals of its figures. */
function claimsFirstDraft() {
  const numerals = draftFigures(CLAIMS).numerals;
  const written = draftFromClaims(CLAIMS, { jurisdiction: 'us', numerals });
  return { sections: { ...written.sections, claims: EDITED }, numerals };
}

/** The server's checks after a generation: the figures task, then the check of each section. */
function serverFindings(sections: Sections, numerals: NumeralEntry[]): string[] {
  const facts = TASKS.figures({ claims: sections.claims, numerals });
  return GENERATED_SECTIONS.flatMap((section) =>
    TASKS.check({ sections, section, jurisdiction: 'us', figures: facts.figures }).map((f) =>
      key({ ...f, section: SECTION_KIND[section] }),
    ),
  );
}

describe('the editor’s live checks of a draft with figures', () => {
  it('find what the server’s checks find, the figures’ findings included', async () => {
    const { sections, numerals } = claimsFirstDraft();
    const runner = createAnalysisRunner();
    // As written, the description matches its figures; the claim edit then adds a step (the
    // runner draws the figures again: its claims changed).
    const before = await runner.run({
      sections: { ...sections, claims: CLAIMS },
      jurisdiction: 'us',
      numerals,
    });
    expect(before.filter((f) => f.rule.startsWith('figures/'))).toEqual([]);
    const live = await runner.run({ sections, jurisdiction: 'us', numerals });
    runner.dispose();
    const server = serverFindings(sections, numerals);
    // The server checks the sections a generation writes; the editor every section.
    const kinds = new Set<string>(GENERATED_SECTIONS.map((s) => SECTION_KIND[s]));
    const mine = live.filter((f) => kinds.has(f.section)).map(key);
    expect(mine.sort()).toEqual(server.sort());
    // The edited claim's new step is drawn but not described: both say so.
    expect(live.filter((f) => f.rule.startsWith('figures/')).map((f) => f.message)).toEqual([
      'Numeral 210 (circulating the air through a lint filter) is on a drawing sheet but the description never names it.',
    ]);
  });

  it('hold nothing to figures while the draft keeps no numerals (its description is not ours)', async () => {
    const { sections } = claimsFirstDraft();
    const runner = createAnalysisRunner();
    const live = await runner.run({ sections, jurisdiction: 'us', numerals: [] });
    runner.dispose();
    expect(live.filter((f) => f.rule.startsWith('figures/'))).toEqual([]);
    expect(live.length).toBeGreaterThan(0);
  });
});
