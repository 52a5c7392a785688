import { analyzeDraft, parseDraft } from '../../../../src/core/patent';
import { drawFigures } from '../../../../src/core/patent/figures';

const claims = '1. A system comprising:\n  a sensor; and\n  a controller connected to the sensor.';
const figures = drawFigures(parseDraft({ claims }).claims).figures;
const rules = (text: Parameters<typeof analyzeDraft>[0], withFigures = true): string[] =>
  analyzeDraft(text, withFigures ? { figures } : {})
    .findings.filter((f) => f.rule.startsWith('figures/'))
    .map((f) => `${f.rule} ${f.message}`);

describe('figures/… checks', () => {
  it('draws the figure the checks hold the text to', () => {
    expect(figures.map((f) => f.numerals.map((n) => n.numeral))).toEqual([['100', '102', '104']]);
  });

  it('finds nothing when the description names every numeral and describes the figure', () => {
    const draft = {
      drawings: 'FIG. 1 is a block diagram of a system.',
      detailed:
        'The system 100 has a sensor 102 and a controller 104. The sensor 102 feeds the controller 104.',
      claims,
    };
    expect(rules(draft)).toEqual([]);
  });

  it('flags a drawn numeral the description leaves out, a described numeral not drawn, an undescribed figure', () => {
    const draft = {
      drawings: 'The drawings show the invention.',
      detailed:
        'The system 100 has a sensor 102 and a housing 110. The housing 110 holds the sensor 102.',
      claims,
    };
    expect(rules(draft)).toEqual(
      expect.arrayContaining([
        'figures/numeral-undescribed Numeral 104 (controller) is on a drawing sheet but the description never names it.',
        'figures/numeral-undrawn Numeral 110 (housing) is in the description but on no drawing sheet.',
        'figures/figure-undescribed FIG. 1 is drawn but not described in the brief description of the drawings.',
      ]),
    );
    expect(rules(draft)).toHaveLength(3);
  });

  it('takes a number of the claims’ own wording, quoted, for what it is, but not a numeral in parentheses', () => {
    const alloy = `${claims.replace('a sensor;', 'a sensor of Hymu 80 alloy;')}\n\n2. The system of claim 1, wherein the sensor (150) is shielded.`;
    const draft = {
      drawings: 'FIG. 1 is a block diagram of a system.',
      detailed:
        'The system 100 has a sensor 102 of Hymu 80 alloy and a controller 104. A shield 150 covers the sensor 102.',
      claims: alloy,
    };
    expect(rules(draft)).toEqual([
      'figures/numeral-undrawn Numeral 150 (shield) is in the description but on no drawing sheet.',
    ]);
  });

  it('stays silent for a draft without drawn figures', () => {
    expect(rules({ detailed: 'A housing 110.', claims }, false)).toEqual([]);
  });
});
