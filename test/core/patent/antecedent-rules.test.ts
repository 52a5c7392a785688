import { analyzeDraft } from '../../../src/core/patent';

const rules = (claims: string, prefix: string) =>
  analyzeDraft({ claims })
    .findings.filter((f) => f.rule.startsWith(prefix))
    .map((f) => f.rule);

describe('antecedent/number, antecedent/reintroduced, claims/category-mixed', () => {
  it('flags "the levers" after only "a lever", not after "a plurality of levers"', () => {
    expect(
      rules(
        '1. A device comprising a lever and a base, the levers being on the base.',
        'antecedent/',
      ),
    ).toContain('antecedent/number');
    expect(
      rules(
        '1. A device comprising a plurality of levers and a base, the levers being on the base.',
        'antecedent/',
      ),
    ).toEqual([]);
  });

  it('flags "a shaft" introduced again, not "a second shaft" or a predicate', () => {
    expect(
      rules('1. A device comprising a shaft and a wheel attached to a shaft.', 'antecedent/'),
    ).toContain('antecedent/reintroduced');
    expect(
      rules(
        '1. A device comprising a shaft and a wheel attached to a second shaft.',
        'antecedent/',
      ),
    ).toEqual([]);
  });

  it('stays silent when a repeated "a X" is told apart: preamble setting, owners, complements', () => {
    const silent = [
      '1. An adjuster for an armrest of a car door, comprising: a drive; and an armrest moved by the drive.',
      '1. A coupling comprising: a male coupler, said male coupler having an annular shoulder; and a female coupler, said female coupler having an annular shoulder.',
      '1. A seat comprising a cushion supporting a back of a vehicle occupant and a rest supporting an arm of a vehicle occupant.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
    expect(
      rules(
        '1. A device comprising: a drive; an armrest; and a lever moving an armrest.',
        'antecedent/',
      ),
    ).toContain('antecedent/reintroduced');
  });

  it('reads a reference that runs on into a verb by its noun, and "the calculators" after two', () => {
    expect(
      rules(
        '1. A device comprising a plurality of electrodes, the electrodes providing probe landings.',
        'antecedent/',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A device comprising a mechanical loss calculator and an electrical loss calculator, wherein the loss calculators receive a signal.',
        'antecedent/',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A device comprising a base, the electrodes providing probe landings.',
        'antecedent/',
      ),
    ).toContain('antecedent/missing');
  });

  it('reads "the vehicle" after "a vehicle door" as inherent, not "the vehicle" alone', () => {
    expect(
      rules('1. A device comprising a vehicle door and a lever inside the vehicle.', 'antecedent/'),
    ).toEqual([]);
    expect(
      rules('1. A device comprising a door and a lever inside the vehicle.', 'antecedent/'),
    ).toContain('antecedent/missing');
  });

  it('flags "The apparatus of claim 1" under a method claim, not a separate method-of-use claim', () => {
    const base = '1. A method of drying, comprising heating a tray.\n\n';
    expect(
      rules(base + '2. The apparatus of claim 1, wherein the tray is metal.', 'claims/category'),
    ).toEqual(['claims/category-mixed']);
    expect(
      rules(
        '1. An apparatus comprising a tray.\n\n2. A method of using the apparatus of claim 1, comprising heating the tray.',
        'claims/category',
      ),
    ).toEqual([]);
  });
});
