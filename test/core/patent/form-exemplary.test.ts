import { flagged } from './form-support';

/**
 * Exemplary wording and ranges that describe no value, from real claims (the dev set's tune half,
 * the extra applications) and corpus G's tune half, each beside the wording an attorney lets pass.
 */
const EXEMPLARY = 'form/exemplary';
const INVERTED = 'form/inverted-range';
const SENTENCE = 'claims/sentence';

describe('form/exemplary: "preferably" inside a claim', () => {
  it('flags a narrower range given as preferred inside the claimed one (US06981466B2 claim 36)', () => {
    const claims =
      '1. A milk meter comprising a metering chamber.\n\n2. The milk meter of claim 1, wherein the milk collecting capacity of the metering chamber is in the range of 20 to 400 g, preferably 50 to 150 g.';
    expect(flagged(claims, EXEMPLARY)).toEqual(['preferably']);
  });

  it('flags "more preferably" once, as one phrase', () => {
    expect(
      flagged(
        '1. A film having a thickness of 2 mm to 8 mm, more preferably 3 mm to 5 mm.',
        EXEMPLARY,
      ),
    ).toEqual(['more preferably']);
  });

  it('lets "a preferred orientation" and a dependent claim that narrows the range pass', () => {
    const claims =
      '1. A film having a preferred orientation and a thickness of 2 mm to 8 mm.\n\n2. The film of claim 1, wherein the thickness is 3 mm to 5 mm.';
    expect(flagged(claims, EXEMPLARY)).toEqual([]);
  });
});

describe('form/inverted-range: a lower end above the upper end', () => {
  it.each([
    [
      '1. An alloy, wherein an amount of platinum ranges from about 21 to about 0 atomic percent.',
      'from about 21 to about 0',
    ],
    [
      '1. A compound of formula I wherein n is an integer between 2 and 0 inclusive.',
      'between 2 and 0',
    ],
    [
      '1. A meter wherein the milk reaches a value in the range of from 150 g to 50 g.',
      'from 150 g to 50 g',
    ],
    [
      '1. A polymer having a molecular weight between 3,000,000 and 400 Da.',
      'between 3,000,000 and 400 Da',
    ],
  ])('%s', (claims, text) => {
    expect(flagged(claims, INVERTED)).toEqual([text]);
  });

  it.each([
    // Ascending, with thousands separators (US07863256B2 claim 6).
    '1. A gel wherein the molecular weight of the hyaluronic acid ranges between 400 and 3,000,000 Da.',
    // Two units: no comparison without converting (US07473606B2 claim 9).
    '1. A method wherein the millisecond annealing process is between 100 milliseconds to 1 microsecond.',
    // After a verb of change, "from A to B" is the change, and may run downwards.
    '1. A method wherein the histamine level is reduced from 100% to 25% following treatment.',
    '1. A method comprising cooling the melt from 900 °C to 20 °C.',
    '1. A compound wherein R5 is an alkyl group having from 1 to 6 carbon atoms.',
  ])('lets pass: %s', (claims) => {
    expect(flagged(claims, INVERTED)).toEqual([]);
  });
});

describe('claims/sentence: a period that ends an element line inside a claim', () => {
  it('flags "….\\n d. a time to frequency domain converter" (US08089993B2 claim 8)', () => {
    const claims =
      '1. A receiver, including:\n  a. an optical receiver coupled to a link;\n  b. a serial to parallel converter to convert serial data into parallel data.\n  d. a time to frequency domain converter coupled to the serial to parallel converter.';
    expect(flagged(claims, SENTENCE)).toEqual(['.']);
  });

  it('lets an element list with semicolons and an abbreviation before the line end pass', () => {
    const claims =
      '1. A receiver, including:\n  an optical receiver coupled to a link, e.g.\n  a fibre link; and\n  a converter coupled to the optical receiver.';
    expect(flagged(claims, SENTENCE)).toEqual([]);
  });
});
