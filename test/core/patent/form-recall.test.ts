import { analyzeDraft } from '../../../src/core/patent';
import { flagged, listClaim } from './form-support';

/**
 * Defects that the first form rules missed because of how the claim was split or which words a
 * rule looked at, each with the near miss an attorney would let pass.
 */
const NON_ACTION = 'form/non-action-step';
const NON_THING = 'form/non-thing';
const DUPLICATE = 'form/duplicate-element';
const FRAGMENT = 'form/fragment';
const RANGE = 'form/open-range';

describe('form/non-action-step: a step turned into a participle and its object', () => {
  const method = (steps: string[]) => listClaim('A method of making a panel', steps);
  it.each<[string[], string]>([
    [
      ['forming a substrate', 'a deposited layer over the substrate by sputtering'],
      'a deposited layer over the substrate by sputtering',
    ],
    [
      ['an etched groove comprising a bottom and walls', 'cleaning the groove'],
      'an etched groove comprising a bottom and walls',
    ],
    [
      ['heating a plate', 'a measured temperature of the plate after the heating operation'],
      'a measured temperature of the plate after the heating operation',
    ],
    [
      ['heating a plate', 'a cooled plate, and repeating the heating step'],
      'a cooled plate, and repeating the heating step',
    ],
  ])('flags %j', (steps, want) => {
    expect(flagged(method(steps), NON_ACTION)).toEqual([want]);
  });

  it.each([
    ['heating a plate', 'a repeated step of cooling the plate'],
    ['heating a plate', 'a selected plate is cooled'],
    ['heating a plate', 'rolling the heated plate'],
    ['heating a plate', 'a step of cooling the plate'],
  ])('leaves %j alone', (...steps) => {
    expect(flagged(method(steps), NON_ACTION)).toEqual([]);
  });

  it('reads the steps after "comprising the steps of:" on a line of its own', () => {
    const claims =
      '1. A method of making a panel, said method comprising the steps of:\n' +
      '  an acquired image of a panel; and\n  cutting the panel.';
    expect(flagged(claims, NON_ACTION)).toEqual(['an acquired image of a panel']);
    expect(flagged(claims.replace('an acquired image', 'acquiring an image'), NON_ACTION)).toEqual(
      [],
    );
  });

  it('reads a claim in independent form that cites another claim', () => {
    const claims =
      '1. A sunscreen composition comprising water and zinc oxide.\n\n' +
      '2. A method of protecting skin, comprising:\n' +
      '  applying the sunscreen composition of claim 1 to the skin; and\n' +
      '  a reapplied composition after swimming.';
    expect(flagged(claims, NON_ACTION)).toEqual(['a reapplied composition after swimming']);
    expect(flagged(claims.replace('a reapplied composition', 'reapplying it'), NON_ACTION)).toEqual(
      [],
    );
  });
});

describe('form/non-thing: a bare measure line outside an element list', () => {
  it('flags "a speed;" among wherein clauses', () => {
    const claims =
      '1. An engraving apparatus configured to scan a medium with a beam, wherein:\n' +
      '  the beam includes a first beam and a second beam;\n  a speed;\n' +
      '  the apparatus engraves the medium to a depth.';
    expect(flagged(claims, NON_THING)).toEqual(['a speed']);
  });

  it('flags a measure among alternatives that are things', () => {
    const claims =
      '1. An isolated polypeptide comprising a sequence selected from the group consisting of:\n' +
      '  (a) an isolated polypeptide comprising SEQ ID NO:1;\n  (b) a temperature;\n' +
      '  (c) an isolated polypeptide comprising SEQ ID NO:2.';
    expect(flagged(claims, NON_THING)).toEqual(['a temperature']);
  });

  it.each([
    // A list of measures is what it claims, not a slip.
    '1. A sensor configured to measure a quantity selected from the group consisting of:\n  a temperature;\n  a pressure; and\n  a humidity.',
    '1. A controller configured to determine at least one of:\n  a temperature;\n  a position of the valve; and\n  a state of the pump.',
    // A real part in a wherein clause.
    '1. An engraving apparatus configured to scan a medium, wherein:\n  the beam includes a first beam;\n  a lens;\n  the apparatus engraves the medium.',
  ])('leaves %j alone', (claims) => {
    expect(flagged(claims, NON_THING)).toEqual([]);
  });
});

describe('form/duplicate-element: "wherein the <claimed thing> comprises:"', () => {
  const claim = (subject: string) =>
    `1. A steering wheel having an airbag apparatus, wherein ${subject} comprises:\n` +
    '  a ring;\n  a folded airbag;\n  a folded airbag; and\n  a hub.';
  it('reads the list of the claimed thing', () => {
    expect(flagged(claim('the steering wheel'), DUPLICATE)).toEqual(['a folded airbag']);
    expect(flagged(claim('the wheel'), DUPLICATE)).toEqual(['a folded airbag']);
  });

  it('leaves the list of another thing alone (a short line; a long one pasted twice is a slip anywhere)', () => {
    expect(flagged(claim('the airbag apparatus'), DUPLICATE)).toEqual([]);
    expect(
      flagged(
        claim('the airbag apparatus').replace(/a folded airbag/g, 'an airbag folded in a case'),
        DUPLICATE,
      ),
    ).toEqual(['an airbag folded in a case']);
  });
});

describe('form/fragment: a plural quantifier counting one thing', () => {
  const claim = (tail: string) =>
    `1. A display apparatus comprising a processor configured to compress an image using ${tail}.`;
  it('flags "a plurality of a …"', () => {
    expect(flagged(claim('a plurality of a high compression ratio'), FRAGMENT)).toEqual([
      'plurality of a',
    ]);
  });

  it.each([
    'a plurality of high compression ratios',
    'a plurality of a first ratio and a second ratio',
    'at least one of a first ratio and a second ratio',
  ])('leaves %j alone', (tail) => {
    expect(flagged(claim(tail), FRAGMENT)).toEqual([]);
  });
});

describe('form/open-range: what stands where a bound or unit belongs', () => {
  const device = (phrase: string) => `1. A device comprising ${phrase}.`;
  it.each<[string, string]>([
    ['an oil phase comprising from about 0.1% to oxybenzone', 'from about 0.1% to oxybenzone'],
    ['a filter reducing a level from 25% to following treatment', 'from 25% to following'],
    ['a counter holding an integer between 0 inclusive', 'between 0 inclusive'],
    [
      'a layer emitting light having a wavelength range from 230 to 250 upon excitation',
      '230 to 250',
    ],
  ])('flags %j', (phrase, want) => {
    expect(flagged(device(phrase), RANGE)).toEqual([want]);
  });

  it.each([
    'an oil phase comprising from about 0.1% to about 10% oxybenzone',
    'a heater raising a temperature from 20 °C to the boiling point',
    'a counter holding an integer between 0 and 2 inclusive',
    'a counter counting from 1 to n',
    'a dimmer reducing a level from 100% to zero',
    'a layer emitting light having a wavelength range from 230 nm to 250 nm upon excitation',
  ])('leaves %j alone', (phrase) => {
    expect(flagged(device(phrase), RANGE)).toEqual([]);
  });
});

describe('form/mass-noun-article: a mass noun before its verb', () => {
  const claim = (tail: string) =>
    `1. A filter comprising a lid having a vent through which ${tail}.`;
  it.each([
    ['an air escapes', 'an air'],
    ['an air is released', 'an air'],
  ])('flags %j', (tail, want) => {
    expect(flagged(claim(tail), 'form/mass-noun-article')).toEqual([want]);
  });

  it.each(['air escapes', 'an air stream passes', 'an air bearing supports a shaft'])(
    'leaves %j alone',
    (tail) => {
      expect(flagged(claim(tail), 'form/mass-noun-article')).toEqual([]);
    },
  );
});

describe('form/non-action-step: an irregular participle is a result too', () => {
  const method = (steps: string[]) => listClaim('A method of notifying a user', steps);
  it.each([
    ['a sent message comprising an identifier of the user', 'displaying the message'],
    ['a built model of the network', 'displaying the model'],
    ['a chosen route to the user', 'displaying the route'],
    ['an encoded stream that is transmitted to the user', 'displaying the stream'],
  ])('flags %j', (...steps) => {
    expect(flagged(method(steps), NON_ACTION)).toEqual([steps[0]]);
  });

  it.each([
    ['sending a message comprising an identifier of the user', 'displaying the message'],
    ['a step of building a model of the network', 'displaying the model'],
    ['an encoded stream is transmitted to the user', 'displaying the stream'],
  ])('leaves %j alone', (...steps) => {
    expect(flagged(method(steps), NON_ACTION)).toEqual([]);
  });
});

describe('form/open-range: a range whose unit the draft gives elsewhere', () => {
  // Wording of tune-half claims (US08088834B2, US08088512B2, US07642029B2).
  const draft = (claim: string) =>
    analyzeDraft({
      detailed:
        'The isophthalic acid groups are present in an amount from 10 to 23 equivalents. The ' +
        'component is present at 10-80 wt % of the solids, and x is 1 to about 10 percent.',
      claims: `1. A composition comprising a polyester, ${claim}.`,
    }).findings.filter((f) => f.rule === RANGE).length;

  it('flags bare numbers whose basis carries the unit', () => {
    expect(
      draft(
        'wherein the glycol groups range from 4 to 9, relative to the total of 100 equivalents',
      ),
    ).toBe(1);
    expect(
      draft('wherein the glycol groups range from 4 to 9 equivalents, relative to 100 equivalents'),
    ).toBe(0);
  });

  it('flags bare numbers the description writes with a unit', () => {
    expect(
      draft('wherein the isophthalic acid groups range from 10 to 23, relative to 100 diol'),
    ).toBe(1);
  });

  it.each([
    'wherein the isophthalic acid groups range from 10 to 23 equivalents',
    'wherein a component is present at a % wt. solids in the range of about 10-80',
    'wherein x is an integer from about 1 to about 10',
    'wherein the groups range from 11 to 23, relative to 100 diol',
  ])('leaves %j alone', (claim) => {
    expect(draft(claim)).toBe(0);
  });
});

describe('form/open-range: "between" with one end before a clause', () => {
  const device = (phrase: string) => `1. A device comprising ${phrase}.`;
  it.each<[string, string]>([
    ['a sensor within a range between 1 ppm wherein the sensor is heated', 'between 1 ppm'],
    [
      'a furnace heated between 1100 degrees to, wherein the furnace is closed',
      'between 1100 degrees to',
    ],
  ])('flags %j', (phrase, want) => {
    expect(flagged(device(phrase), RANGE)).toEqual([want]);
  });

  it.each([
    'a sensor within a range between 1 ppm and 40 ppm wherein the sensor is heated',
    'a sensor within a range between about 1 and about 40 ppm, wherein the sensor is heated',
    'a bridge between 2 of the electrodes',
  ])('leaves %j alone', (phrase) => {
    expect(flagged(device(phrase), RANGE)).toEqual([]);
  });
});

describe("form/duplicate-element: a line pasted twice, whatever the claim's structure", () => {
  it('flags it where the preamble ends on the claimed thing and no list is read', () => {
    const line = 'a first ring unit having delay elements connected in series';
    const claims =
      '1. A multiphase oscillator for providing signals, the multiphase oscillator comprising:\n' +
      `  ${line};\n  ${line};\n  a second ring unit having delay elements.`;
    expect(flagged(claims, DUPLICATE)).toEqual([line]);
  });

  it('flags it among "wherein" clauses', () => {
    const line = 'an entire image of the screen is formed from the recordings';
    const claims =
      '1. A hologram for a screen, said hologram comprising a recording material, wherein:\n' +
      `  the hologram comprises recordings;\n  ${line};\n  ${line}; and\n  the hologram is a contact hologram.`;
    expect(flagged(claims, DUPLICATE)).toEqual([line]);
  });

  it('flags a sub-list line pasted again at the top of the list', () => {
    const line = 'a driving element having a control terminal coupled to the second node';
    const claims =
      '1. A display panel comprising:\n  a plurality of data lines;\n' +
      `  ${line};\n  a plurality of display units, each comprising:\n    a switch element;\n    ${line}; and\n    a capacitor.`;
    expect(flagged(claims, DUPLICATE)).toEqual([line]);
  });

  it('leaves alike lines of two sub-lists and short repeated lines alone', () => {
    const claims =
      '1. A display panel comprising:\n  a first switch comprising:\n    a control terminal coupled to the first scan line;\n    a source;\n' +
      '  a second switch comprising:\n    a control terminal coupled to the first scan line;\n    a source; and\n  a capacitor.';
    expect(flagged(claims, DUPLICATE)).toEqual([]);
  });
});

describe('form/non-thing: a property the senses read (color, texture, odor)', () => {
  it.each<[string, string[], string[]]>([
    [
      'A personal-care composition',
      ['a silicone oil', 'a color', 'a sunscreen agent'],
      ['a color'],
    ],
    ['A tile', ['a body', 'a texture of the body', 'a glaze'], ['a texture']],
    ['A display', ['a panel', 'a color filter on the panel', 'a backlight'], []],
    ['A cosmetic', ['an oil', 'a colorant', 'an odor absorber'], []],
  ])('"%s" listing %j', (preamble, items, want) => {
    expect(flagged(listClaim(preamble, items), NON_THING)).toEqual(want);
  });
});
