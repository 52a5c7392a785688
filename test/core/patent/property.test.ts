import fc from 'fast-check';
import { analyzeDraft, type Analysis } from '../../../src/core/patent';

function assertInside(a: Analysis): void {
  for (const f of a.findings) {
    const sec = a.model.sections.find((s) => s.id === f.section);
    const len = sec ? sec.text.length : a.model.text.length;
    expect(f.start).toBeGreaterThanOrEqual(0);
    expect(f.end).toBeGreaterThanOrEqual(f.start);
    expect(f.end).toBeLessThanOrEqual(len);
  }
  for (const s of a.model.sections) expect(a.model.text.slice(s.start, s.end)).toBe(s.text);
}

const piece = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\n',
    '\r\n',
    '\n\n',
    'What is claimed is:\n',
    'ABSTRACT\n',
    'BACKGROUND\n',
    '1. ',
    '2) ',
    '3. (canceled)\n',
    'claim 1 or 2',
    'claims 1 and 2',
    'any one of claims 1 to 99999',
    'the ',
    'said ',
    'a lever ',
    'means for ',
    'FIG. 3',
    'valve 102',
    '[0001] ',
    '\u0000',
    '\uFFFF',
    '😀',
  ),
);

describe('bad input never throws and keeps offsets inside the text', () => {
  it('random drafts', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }),
        fc.constantFrom<'us' | 'ep'>('us', 'ep'),
        (parts, jurisdiction) => {
          assertInside(analyzeDraft(parts.join(''), { jurisdiction }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('structured sections with arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (title, claims, abstract) => {
        assertInside(analyzeDraft({ title, claims, abstract }));
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['empty', ''],
    [
      'binary garbage',
      String.fromCharCode(...Array.from({ length: 4000 }, (_, i) => (i * 7919) % 65536)),
    ],
    [
      'claims without numbers',
      'What is claimed is:\n\nA lever comprising a base.\nThe lever of claim 1.',
    ],
    ['numbers without claims', 'What is claimed is:\n\n1.\n2.\n3.'],
    [
      'self and cyclic dependencies',
      'What is claimed is:\n\n1. The cup of claim 2.\n\n2. The cup of claim 1.\n\n3. The cup of claim 3.',
    ],
    [
      '5 MB of text',
      'What is claimed is:\n\n' +
        Array.from(
          { length: 4000 },
          (_, i) =>
            `${i + 1}. The lever of any one of claims 1 to ${i} wherein the widget ${i} is red.`,
        ).join('\n\n') +
        '\n\n' +
        'word '.repeat(900_000),
    ],
  ])('%s', (_name, text) => {
    const a = analyzeDraft(text);
    assertInside(a);
    expect(a.findings.length).toBeGreaterThan(0);
  });
});
