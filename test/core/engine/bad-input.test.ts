import fc from 'fast-check';
import {
  draftFromDisclosure,
  MAX_ANALYSED_CHARS,
  SECTION_NAMES,
  streamDraft,
} from '../../../src/core/patent/engine';

const VALVE =
  'A valve assembly controls the flow of water. The valve assembly includes a valve body and a seal. The seal is mounted on the valve body.';

describe('bad input', () => {
  it.each([
    ['empty text', '', 'empty'],
    ['whitespace only', ' \n\t\r\n  ', 'empty'],
    ['too few words', 'A valve.', 'too_short'],
    [
      'binary garbage',
      String.fromCharCode(...Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)),
      'not_text',
    ],
    ['only digits and symbols', '0101 #### %%%% 9999 ---- //// 1234 5678', 'not_text'],
  ])('%s gives empty sections and a clear error value', (_name, input, code) => {
    const draft = draftFromDisclosure(input);
    expect(draft.error?.code).toBe(code);
    expect(draft.error?.detail).toMatch(/disclosure/i);
    expect(draft.notes).toEqual([{ code, message: draft.error!.detail }]);
    for (const name of SECTION_NAMES) expect(draft.sections[name]).toBe('');
    expect(draft.trace).toEqual([]);
    expect([...streamDraft(input)]).toEqual([]);
  });

  it('rejects a value that is not a string without throwing', () => {
    const draft = draftFromDisclosure(42 as unknown as string);
    expect(draft.error).toEqual({ code: 'not_text', detail: 'The disclosure must be text.' });
  });

  it('drafts from the first part of a 5 MB disclosure and says so', () => {
    const paragraph = `${VALVE} The seal may be made of rubber. A spring biases the seal against the valve body.\n\n`;
    const big = paragraph.repeat(Math.ceil(5_000_000 / paragraph.length));
    const draft = draftFromDisclosure(big);
    expect(draft.error).toBeNull();
    const truncated = draft.notes.find((n) => n.code === 'truncated');
    expect(truncated?.message).toMatch(
      /^Only the first \d+ characters of the disclosure \(of \d+\) were analysed\.$/,
    );
    expect(draft.sentences.join(' ').length).toBeLessThanOrEqual(MAX_ANALYSED_CHARS);
    expect(draft.sections.claims).toMatch(/^1\. A valve assembly/);
  });

  it('reads CRLF line ends, smart quotes and non-Latin words like plain text', () => {
    const crlf = `${VALVE.replace(/\. /g, '.\r\n')}\r\n\r\nThe seal may be made of \u201crubber\u201d \u2014 or of PTFE.\r\nThe valve body carries a label reading \u201c\u9600\u201d.`;
    const lf = crlf.replace(/\r\n/g, '\n');
    const a = draftFromDisclosure(crlf);
    expect(a.error).toBeNull();
    expect(a).toEqual(draftFromDisclosure(lf));
    for (const name of SECTION_NAMES) expect(a.sections[name]).not.toMatch(/\r/);
  });

  it('never throws and keeps trace offsets inside the sections, whatever the text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(
          fc.constantFrom(
            'the',
            'a',
            'valve',
            'may',
            'be',
            'FIG. 1',
            'seal',
            '102',
            '.',
            ',',
            'includes',
            '\r\n',
            'optionally',
            '\u00e9',
            '\u0000',
          ),
          { maxLength: 120 },
        )
        .map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const draft = draftFromDisclosure(input);
        for (const t of draft.trace)
          expect(t.end).toBeLessThanOrEqual(draft.sections[t.section].length);
        if (draft.error) expect(Object.values(draft.sections).join('')).toBe('');
      }),
      { numRuns: 150 },
    );
  });
});
