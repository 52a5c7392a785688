import { claimRules } from './findings-support';

const missing = (claims: string) => claimRules(claims, 'antecedent/missing');

describe('antecedent/missing: a reference the phrase reader ran past or stopped short of', () => {
  it('reads a particle or comparative after the noun as no part of it', () => {
    // Extra full-text wording (US09140110B2 claim 5, US06460631B2 claim 38).
    const silent = [
      '1. A method comprising pumping a fracturing fluid with a pump.\n\n2. The method of claim 1, wherein the pump is adapted to pump the fracturing fluid down a wellbore.',
      '1. A method comprising drilling a formation with a bit having a bearing area.\n\n2. The method of claim 1, wherein a unit load by the bearing area on the formation less than a strength is achieved.',
    ];
    for (const c of silent) expect(missing(c)).toEqual([]);
  });

  it('reads a word that a determiner follows as a verb, not the head', () => {
    // Extra wording (USAPP14233053 claim 1): "the images of said set depict a same view".
    expect(
      missing(
        '1. A method comprising providing a set of images, wherein the images of said set depict a same view.',
      ),
    ).toEqual([]);
  });

  it('reads past a lone participle to the noun it modifies', () => {
    // Extra full-text wording (US08645300B1 claim 12): "and the received ranking; and store …".
    expect(
      missing(
        '1. A system comprising an engine configured to: receive a ranking of a page; generate a datapoint comprising the received ranking; and store the datapoint.',
      ),
    ).toEqual([]);
  });

  it('still flags the same words where nothing was introduced', () => {
    const flagged = [
      '1. A method comprising pumping a liquid with a pump.\n\n2. The method of claim 1, wherein the pump is adapted to pump the fracturing fluid down a wellbore.',
      '1. A method comprising providing a group of images, wherein the images of said set depict a same view.',
      '1. A system comprising an engine configured to receive a page and store the received ranking.',
    ];
    for (const c of flagged) expect(missing(c)).toContain('antecedent/missing');
  });
});
