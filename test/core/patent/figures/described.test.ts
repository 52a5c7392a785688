import { parseDraft } from '../../../../src/core/patent';
import { drawFigures } from '../../../../src/core/patent/figures';
import { DescribedNumerals } from '../../../../src/core/patent/figures/described';
import { loadCorpus } from '../corpus';
import { numeralByRegex as byRegex } from './regex-reader';

describe('the numerals a description gives parts', () => {
  it('are read once as a regular expression a name reads them, on every dev patent', () => {
    let found = 0;
    let asked = 0;
    for (const d of loadCorpus('dev')) {
      if (!d.description) continue;
      const read = new DescribedNumerals(d.description);
      const names = new Set(
        drawFigures(parseDraft({ claims: d.claims }).claims).numerals.map((e) => e.name),
      );
      for (const name of names) {
        const numeral = read.numeralOf(name);
        expect({ id: d.id, name, numeral }).toEqual({
          id: d.id,
          name,
          numeral: byRegex(d.description, name),
        });
        asked++;
        if (numeral) found++;
      }
    }
    expect(asked).toBeGreaterThan(1000);
    expect(found).toBeGreaterThan(asked / 4);
  });

  it('read plurals, white space, case and word boundaries as the expression does', () => {
    const text =
      'The Brake  Pads\n104 rest; a brake pad 104 and a brake pad 106, a disc-brake pad 108, ' +
      'a brakepad 110, brake pad 1042, brake pad 12a, brake pad 14.5, brake pad 104, two Levers 30.';
    const read = new DescribedNumerals(text);
    for (const name of [
      'brake pad',
      'pad',
      'brake',
      'disc-brake pad',
      'ad',
      'rest',
      'brake pads',
      'lever',
    ])
      expect([name, read.numeralOf(name)]).toEqual([name, byRegex(text, name)]);
    expect(read.numeralOf('brake pad')).toBe('104');
    expect(read.numeralOf('pad')).toBe('104');
    expect(read.numeralOf('lever')).toBe('30');
  });
});
