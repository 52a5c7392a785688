import { claimRules } from './findings-support';

const missing = (claims: string) => claimRules(claims, 'antecedent/missing');

describe('antecedent/missing: definite by English idiom, not by reference', () => {
  it('"of the X type" names a class, not a thing introduced', () => {
    // Extra full-text wording (US20230011501A1 claim 5): "generated using a method of the shift
    // register type with linear feedback".
    expect(
      missing(
        '1. A method comprising generating a number using a method of the shift register type.',
      ),
    ).toEqual([]);
    expect(
      missing('1. A method comprising generating a number using the shift register type.'),
    ).toEqual(['antecedent/missing']);
  });

  it('a superlative picks its one by its own description', () => {
    // Extra full-text wording (US20010009014A1 claim 5): "which of the plurality of media servers
    // has the most available capacity".
    expect(
      missing(
        '1. A method comprising determining which of a plurality of servers has the most available capacity.',
      ),
    ).toEqual([]);
    expect(
      missing(
        '1. A method comprising determining which of a plurality of servers has the available capacity.',
      ),
    ).toEqual(['antecedent/missing']);
  });
});
