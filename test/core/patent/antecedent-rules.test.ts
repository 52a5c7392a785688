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
