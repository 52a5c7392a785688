import { numeralsInText } from '../../../src/core/patent/parse/numerals';

import { describedFlags } from './findings-support';

/** The numerals a description names, as "name numeral". */
const read = (text: string) => numeralsInText(text).map((u) => `${u.name} ${u.numeral}`);

describe('parse/numerals: the forms a reference numeral takes', () => {
  it('reads sub-numerals ("21-1"), letters ("21a") and primes ("21\'") as numerals', () => {
    expect(
      read("The first unit 21-1 and the second unit 21-2 face the plate 21a and the pin 21'."),
    ).toEqual(['first unit 21-1', 'second unit 21-2', 'plate 21a', "pin 21'"]);
  });

  it('reads double and triple primes ("21″") as a variant\'s mark', () => {
    expect(read('The pin 21″ and the pin 21‴ are short.')).toEqual(['pin 21″', 'pin 21‴']);
  });

  it('reads a number before a unit as a quantity ("21 ppm", "12 mm2", "40 pF")', () => {
    expect(read('The filter passes 21 ppm of the gas.')).toEqual([]);
    expect(read('The window area 12 mm2 is small and the coil holds 40 pF.')).toEqual([]);
    // A word after the number is no unit: "the pin 21 pressed".
    expect(read('The pin 21 pressed the plate 22.')).toEqual(['pin 21', 'plate 22']);
  });

  it('continues a list of sub-numerals ("units 21-1, 21-2 and 21-3")', () => {
    expect(read('The units 21-1, 21-2 and 21-3 are alike.')).toEqual([
      'units 21-1',
      'units 21-2',
      'units 21-3',
    ]);
  });

  it('reads ranges, pairs and compounds as no numeral', () => {
    expect(read('The levers 12-14 turn.')).toEqual([]);
    expect(read('The pins 1-2 turn.')).toEqual([]);
    expect(read('The gaps 30-45 mm wide.')).toEqual([]);
    expect(read('The lever 12-1.5 turns.')).toEqual([]);
    expect(read('The solution 10-8 M is weak.')).toEqual([]);
  });
});

describe('numerals/name-conflict: sub-numerals are variants of their numeral', () => {
  const rollers =
    'The roller 21 feeds the sheet. The roller 21 is rubber. The roller 21 turns. ' +
    'The guide 30 holds it. The guide 30 is steel. ';

  it('reads "feeder 21" beside "feeders 21-1, 21-2" as the group of those variants', () => {
    const text = rollers + 'The feeder 21 then stops. The feeders 21-1 and 21-2 each hold a sheet.';
    expect(describedFlags(text, /^numerals\/name-conflict$/)).toEqual([]);
    // Without the variants, "feeder" is a second name of 21.
    expect(
      describedFlags(rollers + 'The feeder 21 then stops.', /^numerals\/name-conflict$/),
    ).toEqual(['warning numerals/name-conflict 21']);
  });
});
