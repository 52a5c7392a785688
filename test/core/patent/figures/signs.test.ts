import { analyzeDraft, parseDraft } from '../../../../src/core/patent';
import { checkDraft, draftFigures, figureFacts } from '../../../../src/core/patent/draft-checks';
import { draftFromClaims } from '../../../../src/core/patent/engine';
import { drawFigures } from '../../../../src/core/patent/figures';

/** EP-style claims: signs on the parts, one of them (102) where a fresh numeral would fall. */
const CLAIMS = [
  '1. A cork extractor (10) comprising:\n  a shell (12);\n  a lever (21) pivoted on the shell (12);\n  a spring biasing the lever (21); and\n  a collar (102) on the shell (12).',
  '2. The cork extractor (10) of claim 1, wherein the lever (21) has a stop (24) engaging the collar (102).',
  '3. The cork extractor (10) of claim 1, wherein the shell has a bead (8).',
].join('\n\n');

describe('claims with reference signs', () => {
  const set = drawFigures(parseDraft({ claims: CLAIMS }).claims, { page: 'letter' });
  const drawn = set.figures[0]!.numerals;

  it('draws each signed part with its sign, the dependents’ signed parts too, and numbers the rest around them', () => {
    expect(drawn).toEqual(
      expect.arrayContaining([
        { numeral: '10', name: 'cork extractor' },
        { numeral: '12', name: 'shell' },
        { numeral: '21', name: 'lever' },
        { numeral: '102', name: 'collar' },
        { numeral: '24', name: 'stop' },
      ]),
    );
    const spring = drawn.find((n) => n.name === 'spring')!;
    expect(spring.numeral).toMatch(/^1\d\d$/);
    expect(spring.numeral).not.toBe('102');
    expect(new Set(drawn.map((n) => n.numeral)).size).toBe(drawn.length);
    // A one-digit sign is left to the text: the description's numeral reader skips one digit.
    expect(drawn.map((n) => n.numeral)).not.toContain('8');
  });

  it('writes the signs into the description as its numerals, so no check finds one undescribed', () => {
    const draft = draftFromClaims(CLAIMS);
    const text = draft.sections.detailed_description;
    for (const said of [
      'cork extractor 10',
      'shell 12',
      'lever 21',
      'collar 102',
      'stop 24',
      'bead 8',
    ])
      expect([said, text.includes(said)]).toEqual([said, true]);
    expect(text).not.toMatch(/\(\d+\)/);
    expect(draft.sections.title).toBe('Cork Extractor');
    const figures = figureFacts(draftFigures(CLAIMS));
    const claimsOnly = new Set(
      analyzeDraft({ claims: CLAIMS }).findings.map((f) => `${f.rule} ${f.message}`),
    );
    const added = checkDraft({ sections: draft.sections, jurisdiction: 'ep', figures }).filter(
      (f) =>
        f.severity !== 'info' &&
        (f.rule.startsWith('numerals/') || f.rule.startsWith('figures/')) &&
        !claimsOnly.has(`${f.rule} ${f.message}`),
    );
    expect(added).toEqual([]);
  });

  it('keeps the signs when the figures are drawn again with kept numerals', () => {
    const again = drawFigures(parseDraft({ claims: CLAIMS }).claims, {
      page: 'letter',
      numerals: set.numerals,
    });
    expect(again.figures[0]!.numerals).toEqual(drawn);
  });
});
