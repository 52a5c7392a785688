import { analyzeDraft } from '../../../src/core/patent';

const conflicts = (detailed: string) =>
  analyzeDraft({ detailed, claims: '1. A device comprising a lever.' })
    .findings.filter((f) => f.rule === 'numerals/name-conflict' || f.rule === 'numerals/typo')
    .map((f) => f.message);

const base =
  'The lever 3 pivots on the pin 5. The lever 3 is made of steel and the pin 5 of brass. ' +
  'When the lever 3 turns, the pin 5 holds it. ';

describe('numerals: labels that number things are not part names', () => {
  it('flags a second part name on a numeral', () => {
    expect(conflicts(base + 'The flux capacitor 3 is charged.')).toHaveLength(1);
  });

  it('stays silent on ranges and enumerations ("1 through 3", "category 3")', () => {
    expect(conflicts(base + 'The pins 1 through 3 are shown.')).toEqual([]);
    expect(conflicts(base + 'It is sorted into the category 3 of parts.')).toEqual([]);
  });
});
