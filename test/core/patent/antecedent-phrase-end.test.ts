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

describe('antecedent: two coordinated subjects take a plural verb', () => {
  it('ends the last subject before the bare verb they share', () => {
    const silent = [
      // Extra full-text wording (US06530116B2 claim 5): "facing surfaces of the cover and the
      // base cooperate to define at least a section of the housing passage".
      '1. A vacuum cleaner comprising a housing having a cover and a base.\n\n2. The vacuum cleaner of claim 1, wherein facing surfaces of the cover and the base cooperate to define a passage.',
      // Extra wording (USAPP13790054): "that each of the candidate entity and the particular
      // entity share with a same entity".
      '1. A method comprising determining a relationship between a candidate entity and a particular entity, the relationship being one that each of the candidate entity and the particular entity share with a same entity.',
      // Extra wording (USAPP13864398): "… by issuing and receiving entities and comprising the
      // following steps: the issuing entity inputting data regarding a specific job".
      '1. A method of processing a job by issuing and receiving entities, comprising: the issuing entity inputting data regarding the job.',
    ];
    for (const c of silent) expect(claimRules(c, 'antecedent/')).toEqual([]);
  });

  it('still flags a new compound after a coordination, and a lone subject run into a word', () => {
    const flagged = [
      '1. A vacuum cleaner comprising a housing having a cover and a base.\n\n2. The vacuum cleaner of claim 1, wherein the cover and the base plate are welded.',
      '1. A vacuum cleaner comprising a housing having a cover and a base.\n\n2. The vacuum cleaner of claim 1, wherein the base plate is welded to the cover.',
      '1. A method of processing a job by issuing and receiving entities, comprising: the billing entity inputting data regarding the job.',
    ];
    for (const c of flagged) expect(claimRules(c, 'antecedent/')).toEqual(['antecedent/missing']);
  });
});
