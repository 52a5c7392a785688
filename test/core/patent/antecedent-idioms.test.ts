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

describe('antecedent: the product of a lettered step', () => {
  it('reads "the X obtained in step (c)" and "the X from step (a)" as what the step made', () => {
    const silent = [
      // Tune wording (US08088834B2 claim 22): "increasing the molecular weight of the polymer
      // obtained in step (c) by subjecting the polymer formed in step (c) to solid-state
      // polymerization".
      '1. A process comprising: (a) mixing a diol and an acid; (b) heating the diol; and (c) polymerizing the diol with the acid.\n\n2. The process of claim 1, further comprising increasing the molecular weight of the polymer obtained in step (c) by subjecting the polymer formed in step (c) to solid-state polymerization.',
      // Extra wording (USAPP14342255): "(b) using the information from step (a) to generate …".
      '1. A method comprising: (a) detecting antibodies in a sample; and (b) using the information from step (a) to generate a profile.',
    ];
    for (const c of silent) expect(claimRules(c, 'antecedent/')).toEqual([]);
  });

  it('still flags a thing merely placed in a step', () => {
    const c =
      '1. A process comprising: (a) mixing a diol and an acid; and (b) heating the polymer in step (a).';
    expect(claimRules(c, 'antecedent/')).toEqual(['antecedent/missing']);
  });
});
