import { claimRules } from './findings-support';

const rules = claimRules;

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

describe('antecedent/reintroduced: double introductions', () => {
  it('flags "a chamber of the heart" again after a purpose that named the same one', () => {
    // Tune-half wording (US07862500B2 claim 7): "A method for treating a patient's heart by
    // partitioning a chamber of the patient's heart …; … within a chamber of the patient's heart".
    const claims =
      "6. The method of claim 1, wherein the second component is larger than the first membrane.\n\n7. A method for treating a patient's heart by partitioning a chamber of the patient's heart into functioning and non-functioning portions, comprising: deploying a first device within the chamber of the patient's heart; and deploying the second device within a chamber of the patient's heart to cover a region of the patient's heart wall.";
    expect(rules(claims, 'antecedent/reintroduced')).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent when the "of" complement names another owner, or the noun is a quantity', () => {
    const silent = [
      '1. A method for treating a heart by partitioning a chamber of the heart into portions, comprising: deploying a device within a chamber of the lung to cover a region.',
      '1. A meter comprising a sensor that reports a deviation and a display that shows a deviation.',
      '1. A circuit comprising a sensor that measures a difference between two signals and a comparator that outputs a difference to a controller.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
  });
});

describe('antecedent/missing: a nominalised act that happens', () => {
  it('stays silent on "the lumination takes place", not on a part or a plain predicate', () => {
    // Tune-half wording (US06982817B1 claim 5): "wherein the lumination takes place by means of a
    // pulsed diode-pumped solid-state continuous-wave laser".
    const parent = '1. A method of marking a glass, comprising applying a laser beam to the glass.';
    expect(
      rules(
        `${parent}\n\n2. The method according to claim 1, wherein the lumination takes place by means of a pulsed laser.`,
        'antecedent/',
      ),
    ).toEqual([]);
    const flagged = [
      `${parent}\n\n2. The method according to claim 1, wherein the lens takes place in a housing.`,
      `${parent}\n\n2. The method according to claim 1, wherein the lumination is bright.`,
      // A step carried out is a step: it needs its introduction ("the treatment is carried out").
      `${parent}\n\n2. The method according to claim 1, wherein the treatment is carried out at 200 C.`,
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/')).toContain('antecedent/missing');
  });
});

describe('antecedent: the plural of an "-ache" noun', () => {
  it('reads "sub-caches" as the plural of "sub-cache"', () => {
    // Extra wording (USAPP14174684): "selecting one of a plurality of sub-caches in the metadata
    // cache …; determining whether the metadata object is stored in the selected sub-cache".
    const claims =
      '1. A method comprising: selecting one of a plurality of sub-caches in a metadata cache; and determining whether a metadata object is stored in the selected sub-cache.';
    expect(claimRules(claims, 'antecedent/')).toEqual([]);
    expect(
      claimRules(
        '1. A method comprising: selecting one of a plurality of branches; and storing data in the selected sub-cache.',
        'antecedent/',
      ),
    ).toEqual(['antecedent/missing']);
  });
});
