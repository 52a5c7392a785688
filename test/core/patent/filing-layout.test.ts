import { emptySections } from '../../../src/core/api/sections';
import {
  blocksOf,
  filedClaims,
  formatParagraphNumber,
  paragraphNumbers,
} from '../../../src/core/patent/filing-layout';

describe('filing layout', () => {
  it('finds blocks with where they start, dropping typed numbers and joining lines', () => {
    const text = '  [0007] First line\nsecond line.\n\n \nHEADING\n\n\nLast.';
    expect(blocksOf(text)).toEqual([
      { kind: 'paragraph', text: 'First line second line.', start: 2 },
      { kind: 'heading', text: 'HEADING', start: text.indexOf('HEADING') },
      { kind: 'paragraph', text: 'Last.', start: text.indexOf('Last.') },
    ]);
    expect(blocksOf('a\r\n\r\nb').map((b) => b.start)).toEqual([0, 3]);
  });

  it('numbers description paragraphs on across sections, not headings or other sections', () => {
    const numbers = paragraphNumbers({
      ...emptySections(),
      title: 'Ignored',
      background: 'One.\n\nTwo.',
      summary: '',
      detailed_description: 'FIRST EMBODIMENT\n\nThree.',
      claims: '1. Ignored.',
    });
    expect(numbers.background!.map((b) => b.number)).toEqual([1, 2]);
    expect(numbers.summary).toEqual([]);
    expect(numbers.detailed_description!.map((b) => b.number)).toEqual([null, 3]);
    expect(numbers.claims).toBeUndefined();
    expect(formatParagraphNumber(3)).toBe('[0003]');
    expect(formatParagraphNumber(12345)).toBe('[12345]');
  });

  it('files claims under their typed number, and numbers one typed without', () => {
    const claims = filedClaims(
      'A widget.\n\n2. The widget of claim 1,\n  wherein it is red.\n\nThe widget of claim 2, blue.',
    );
    expect(claims.map((c) => [c.number, c.typed])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(claims[0]!.lines).toEqual([{ level: 0, text: '1. A widget.' }]);
    expect(claims[1]!.lines).toEqual([
      { level: 0, text: '2. The widget of claim 1,' },
      { level: 1, text: 'wherein it is red.' },
    ]);
    expect(claims[2]!.start).toBe(
      'A widget.\n\n2. The widget of claim 1,\n  wherein it is red.\n\n'.length,
    );
  });
});
