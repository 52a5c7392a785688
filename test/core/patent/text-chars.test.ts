import { isNameChar, isSpaceChar } from '../../../src/core/patent/text';

// The numeral readers step back over the text with these tests in place of `\s` and
// `[A-Za-z-]`: they must agree with those patterns on every UTF-16 code unit.
describe('character classes of the numeral readers', () => {
  it('isSpaceChar is \\s and isNameChar is [A-Za-z-] for every code unit', () => {
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (isSpaceChar(c) !== /\s/.test(ch) || isNameChar(c) !== /[A-Za-z-]/.test(ch)) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });
});
