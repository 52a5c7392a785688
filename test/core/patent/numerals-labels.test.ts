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

describe('numerals: one numeral, two parts, and slips of the numeral', () => {
  const lever =
    'The lever 12 pivots on the pin 14 of the frame 10. The lever 12 is made of steel. ' +
    'When the lever 12 turns, the pin 14 holds it and the frame 10 carries both. A bracket holds ' +
    'a gasket against the frame 10. ';

  it('flags a second name even when its word is used elsewhere without a numeral', () => {
    expect(conflicts(lever + 'The bracket 12 then returns.')).toHaveLength(1);
  });

  it('stays silent on the same part with a qualifier, a plural or an alternative name', () => {
    expect(conflicts(lever + 'The first lever 12 then returns.')).toEqual([]);
    expect(conflicts(lever + 'Both levers 12 return.')).toEqual([]);
    expect(conflicts(lever + 'A rocker or arm 12 may be used instead.')).toEqual([]);
  });

  it('stays silent on two heads the document itself uses for one part', () => {
    const both =
      lever + 'The housing 20 encloses the pin 14. The housing 20, or casing 20, is cast. ';
    expect(conflicts(both + 'The casing 20 is closed.')).toEqual([]);
  });

  it('flags a numeral used once, with swapped digits, where the part is described', () => {
    const found = conflicts(lever + 'The lever 21 is then released by the pin 14.');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('12');
  });

  it('stays silent on a new like part under the next numeral and on a numbered series', () => {
    expect(conflicts(lever + 'A lever 13 may be added on the pin 14.')).toEqual([]);
    expect(
      conflicts(
        lever +
          'The curve 81, the curve 82 and the curve 83 are shown beside curve 85 and curve 85.',
      ),
    ).toEqual([]);
  });
});
