import { diffStats, diffText, type DiffPart } from '../../../src/client/features/editor/text-diff';

function side(parts: DiffPart[], drop: DiffPart['kind']): string {
  return parts
    .filter((p) => p.kind !== drop)
    .map((p) => p.text)
    .join('');
}

describe('diffText', () => {
  it('marks changed words only, removals before additions', () => {
    const parts = diffText('1. A valve comprising a body.', '1. A valve comprising a seat.');
    expect(parts).toEqual([
      { kind: 'same', text: '1. A valve comprising a ' },
      { kind: 'removed', text: 'body' },
      { kind: 'added', text: 'seat' },
      { kind: 'same', text: '.' },
    ]);
    expect(diffStats(parts)).toEqual({ added: 1, removed: 1 });
  });

  it('returns one unchanged part for equal texts and whole parts against an empty side', () => {
    expect(diffText('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(diffText('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(diffText('old words', '')).toEqual([{ kind: 'removed', text: 'old words' }]);
    expect(diffText('', '')).toEqual([]);
  });

  it('keeps edits in different paragraphs apart and leaves the paragraphs between unchanged', () => {
    const before = 'Alpha one.\n\nBeta two.\n\nGamma three.';
    const after = 'Alpha uno.\n\nBeta two.\n\nGamma three and four.';
    const parts = diffText(before, after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['one']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual([
      'uno',
      ' and four',
    ]);
    expect(parts.some((p) => p.kind === 'same' && p.text.includes('Beta two.'))).toBe(true);
  });

  it('always rebuilds both texts exactly (old = same + removed, new = same + added)', () => {
    const cases: Array<[string, string]> = [
      ['a b c d e', 'a x c y e'],
      ['one\ntwo\nthree', 'zero\none\nthree\nfour'],
      ['The lever (12) pivots.', 'The arm (12) pivots, then locks.'],
      ['  spaced   out  ', 'spaced out'],
      ['über straße', 'uber strasse'],
    ];
    for (const [a, b] of cases) {
      const parts = diffText(a, b);
      expect(side(parts, 'added')).toBe(a);
      expect(side(parts, 'removed')).toBe(b);
    }
  });

  it('keeps a longest common subsequence of tokens on random texts (exact and minimal)', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const text = () =>
      Array.from({ length: Math.floor(rand() * 12) }, () => 'abcd'[Math.floor(rand() * 4)]).join(
        ' ',
      );
    const lcs = (a: string[], b: string[]) => {
      const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
      for (let i = a.length - 1; i >= 0; i--)
        for (let j = b.length - 1; j >= 0; j--)
          t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
      return t[0]![0]!;
    };
    for (let run = 0; run < 300; run++) {
      const a = text();
      const b = text();
      const parts = diffText(a, b);
      expect(side(parts, 'added')).toBe(a);
      expect(side(parts, 'removed')).toBe(b);
      // Tokens as the diff sees them: words, runs of spaces, punctuation.
      const words = (s: string) => s.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];
      const kept = parts.filter((p) => p.kind === 'same').flatMap((p) => words(p.text)).length;
      expect(kept).toBe(lcs(words(a), words(b)));
    }
  });

  it('falls back to one removal plus one addition above the size limit, still exact', () => {
    const before = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 400 }, (_, i) => (i % 7 ? `w${i}` : `v${i}`)).join(' ');
    const limited = diffText(before, after, 1000);
    expect(limited.map((p) => p.kind)).toEqual(['removed', 'added']);
    expect(limited[0]!.text).toBe(before);
    expect(limited[1]!.text).toBe(after);
    const exact = diffText(before, after);
    expect(diffStats(exact)).toEqual({ added: 58, removed: 58 });
  });

  it('handles a long section with one edit through the common ends (no table needed)', () => {
    const para = 'The valve body (10) has an inlet (12) and an outlet (14). ';
    const before = Array.from({ length: 3000 }, () => para).join('\n\n');
    const after = `${before.slice(0, 90_000)}NEW ${before.slice(90_000)}`;
    const parts = diffText(before, after, 10);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['NEW']);
    expect(parts.filter((p) => p.kind === 'removed')).toEqual([]);
    expect(side(parts, 'removed')).toBe(after);
  });
});
