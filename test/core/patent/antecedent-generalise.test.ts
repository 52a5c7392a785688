import { analyzeDraft } from '../../../src/core/patent';

const rules = (claims: string, prefix: string) =>
  analyzeDraft({ claims })
    .findings.filter((f) => f.rule.startsWith(prefix) && f.severity !== 'info')
    .map((f) => f.rule);

describe('antecedent/number: only where the clause shows the number it means', () => {
  it('flags a reference whose verb agrees with it and not with its introduction', () => {
    // Tune-half wording (US08089769B2 claims 7-8): "the mounting holes are positioned".
    const flagged = [
      '1. A detector comprising a base with a mounting hole.\n\n2. The detector of claim 1, wherein the mounting holes are positioned at edges of the base.',
      '1. A panel comprising a plurality of holes.\n\n2. The panel of claim 1, wherein the hole is of a diameter in the range 10 to 20 mm.',
      '1. A module comprising a plurality of pixels and a film.\n\n2. The module of claim 1, said pixel being disposed adjacent to said film.',
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/')).toContain('antecedent/number');
  });

  it('stays silent where the reference is an object or follows a modal verb', () => {
    // Tune-half wording (US07862231B2 claim 7): "the maximum voltage that the thermo-couple can
    // sample" after "a plurality of thermo-couples": any one of them, generically.
    const silent = [
      '1. An apparatus comprising a plurality of thermo-couples and a power supply.\n\n2. The apparatus of claim 1, wherein the voltage of the power supply is higher than the maximum voltage that the thermo-couple can sample.',
      '1. An assembly comprising a mouthpiece and a ligature, the mouthpiece defining positions for said ligatures.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/number')).toEqual([]);
  });
});
