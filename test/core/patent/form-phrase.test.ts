import { flagged } from './form-support';

const FRAGMENT = 'form/fragment';
const RANGE = 'form/open-range';
const MASS = 'form/mass-noun-article';

/** A one-element apparatus claim around a phrase. */
const device = (phrase: string) => `1. A device comprising:\n  a housing; and\n  ${phrase}.`;

describe('form/fragment', () => {
  it.each<[string, string]>([
    ['a lever adapted to assist an operator in quickly', 'in quickly'],
    ['a frame having less than six a plurality of arms', 'six a'],
    ['a processor weighting a plurality of ratios the ratios', 'the ratios'],
    ['a motor coupled to the', 'the'],
    ['an aeration achieved by including', 'including'],
    ['a module configured to interfaced with the housing', 'configured to interfaced'],
    ['a wire connected between a portion', 'between a portion'],
    ['a lid attached to the of the housing', 'the'],
    ['a lid attached to the the housing', 'the the'],
    ['a shot configured to peening the housing', 'configured to peening'],
    ['a lever connected to', 'to'],
    ['a drum rotating a drum the drum', 'the drum'],
    [
      'a first display element above the first display element',
      'a first display element above the first display element',
    ],
    ['a sorter transferring records to based on a performance', 'to based on'],
    ['a plate coupled to a spring and', 'and'],
  ])('flags %j', (phrase, want) => {
    expect(flagged(device(phrase), FRAGMENT)).toEqual([want]);
  });

  it.each([
    'a rod passing through said through hole of the housing',
    'a cap screwed on',
    'an electrode with the discharge gap in between',
    'a router selecting which queues the pools transfer records to based on a performance',
    'a pair of clamps, each said clamp being pivotable',
    'a component A and a component B',
    'an arm, wherein the at least one arm is bent',
    'a valve controlling the inside of the housing',
    'a lower land of a via',
    'a drum rotated quickly',
    'a spring between a pair of plates',
    'a roller configured to feed paper',
    'a second layer above a first layer',
    'a gate coupled to the gate of a transistor',
  ])('leaves %j alone', (phrase) => {
    expect(flagged(device(phrase), FRAGMENT)).toEqual([]);
  });

  it('leaves step labels alone', () => {
    const claims =
      '1. A method of mixing, comprising:\n  (a) providing a base;\n  a) heating the base; and\n  b. cooling the base.';
    expect(flagged(claims, FRAGMENT)).toEqual([]);
  });
});

describe('form/open-range', () => {
  it.each<[string, string]>([
    ['a sunscreen having a solubility parameter of from about 7.4', 'from about 7.4'],
    ['a gap of between 5 and', 'between 5 and'],
    ['a rod having a length from 10 to', 'from 10 to'],
    ['a heater at a temperature of 20 to 30', '20 to 30'],
    ['a hole having a diameter in a range to 100 nm', 'range to 100'],
    ['a chamber at a pressure of 2 to 5, wherein the chamber is sealed', '2 to 5'],
    ['a film having a thickness from about 0.5 to about 2.0', '0.5 to about 2.0'],
    ['a rod having a length in the range of 10 to 20', '10 to 20'],
    ['a gap of between about 5', 'between about 5'],
    ['a weight of 5-10', '5-10'],
    ['a solution having a pH from 5 to', 'from 5 to'],
    ['a resin heated to a temperature from about 150', 'from about 150'],
  ])('flags %j', (phrase, want) => {
    expect(flagged(device(phrase), RANGE)).toEqual([want]);
  });

  it.each([
    'a buffer having a pH of 7.4 to 8.2',
    'a heater at a temperature of 20 °C to 30 °C',
    'a film comprising from about 0.1% to about 10% oxybenzone',
    'a melt at a temperature ranging from 190° C. to 250° C., under an inert atmosphere',
    'an alkyl group having from 1 to 10 carbon atoms',
    'a polymer having a weight average molecular weight of 10,000 to 50,000',
    'a mixture having a molar ratio of 1 to 3',
    'a value selected from 1, 2 or 3',
    'a counter holding an integer from 1 to 5',
    'glycol groups in an amount from 0.1 wt. % to 2 wt. %',
    'a heater raising the temperature from 20 °C to the boiling point',
  ])('leaves %j alone', (phrase) => {
    expect(flagged(device(phrase), RANGE)).toEqual([]);
  });
});

describe('form/open-range and form/fragment: one finding for a range that lost its end', () => {
  it.each<[string, string]>([
    ['a gap of between about 12.1 and', 'between about 12.1 and'],
    ['a rod having a length from 10 mm to', 'from 10 mm to'],
  ])('%j is an open range, not also a fragment', (phrase, want) => {
    expect(flagged(device(phrase), RANGE)).toEqual([want]);
    expect(flagged(device(phrase), FRAGMENT)).toEqual([]);
  });

  it('still calls a clause that stops on "and" after a word, or on "to" after a count, a fragment', () => {
    expect(flagged(device('a gap between the housing and'), FRAGMENT)).toEqual(['and']);
    expect(flagged(device('a polypeptide comprising amino acids 2 to'), FRAGMENT)).toEqual(['to']);
  });
});

describe('form/mass-noun-article', () => {
  it.each<[string, string]>([
    ['an oxybenzone', 'an oxybenzone'],
    ['a water', 'a water'],
    ['a layer comprising a sand', 'a sand'],
    ['a display showing an information', 'an information'],
    ['a software stored in a memory', 'a software'],
    ['an equipment', 'an equipment'],
    ['a sensor giving a feedback to the housing', 'a feedback'],
    ['a tank holding a wastewater', 'a wastewater'],
    ['a purified water', 'a purified water'],
    ['a furniture', 'a furniture'],
    ['a nozzle blowing an air into the housing', 'an air'],
    ['a water heated to 40 °C', 'a water'],
  ])('flags %j', (phrase, want) => {
    expect(flagged(device(phrase), MASS)).toEqual([want]);
  });

  it.each([
    'an amount of water',
    'a layer of sand',
    'a solution of oxybenzone',
    'a water tank',
    'a software module',
    'an information processing unit',
    'a water cooling system',
    'a substrate comprising aluminum',
    'a filter prevents moisture from entering the housing',
    'a metal selected from copper and gold',
    'a glass',
  ])('leaves %j alone', (phrase) => {
    expect(flagged(device(phrase), MASS)).toEqual([]);
  });
});

describe('form phrase rules beyond the first examples', () => {
  it.each<[string, string, string[]]>([
    [FRAGMENT, 'a frame holding at least one the arm', ['one the']],
    [FRAGMENT, 'a motor rotating the drum drum', ['drum drum']],
    [RANGE, 'a rod having a length of 5 to', ['of 5 to']],
    [RANGE, 'a heater having a temperature range of 20 to 30', ['20 to 30']],
    [MASS, 'a brine comprising a sodium chloride', ['a sodium chloride']],
    [MASS, 'a coolant comprising an ethylene glycol', ['an ethylene glycol']],
    [MASS, 'an oxygen containing a plurality of gases', ['an oxygen']],
    [MASS, 'a sodium salt of the acid', []],
    [MASS, 'a metal oxide', []],
    [MASS, 'a polyethylene glycol having a molecular weight of 400 g/mol', []],
    [MASS, 'an oxygen sensor', []],
  ])('%s: %j', (rule, phrase, want) => {
    expect(flagged(device(phrase), rule)).toEqual(want);
  });
});

describe('form/fragment: an item that stops on a preposition or conjunction before ";"', () => {
  const method = (step: string) =>
    `1. A method of making a board, comprising:\n  providing a first circuit layer;\n  ${step};\n  curing the board.`;

  it.each<[string, string]>([
    ['forming an insulating layer on', 'on'],
    ['moving the second panel relative to the first panel in', 'in'],
    ['pressing the layer between the first plate and', 'and'],
  ])('flags %j', (step, want) => {
    expect(flagged(method(step), FRAGMENT)).toEqual([want]);
  });

  it('flags the "and" the parser keeps out of an element before "; and"', () => {
    const claims =
      '1. A material comprising:\n  a structure of tubular filaments with longitudinal uniformity and; and\n  a binder.';
    expect(flagged(claims, FRAGMENT)).toEqual(['and']);
  });

  it.each([
    'forming a land of a via',
    'screwing the lid on',
    'keeping the heater switched on',
    'forming a layer that the circuit lies in',
    'forming a lead that the current flows through',
  ])('leaves %j alone', (step) => {
    expect(flagged(method(step), FRAGMENT)).toEqual([]);
  });
});
