import { applySplice, spliceOf, textHash } from '../../../src/core/api/text-splice';

/** A seeded generator, so a failure names a case that can be run again. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

const PIECES = ['a', 'b', ' ', '\n\n', 'é', '😀', '😁', '𝔸', 'valve '];

function text(next: () => number, length: number): string {
  let out = '';
  while (out.length < length) out += PIECES[Math.floor(next() * PIECES.length)]!;
  return out;
}

/** True when every surrogate in `s` is half of a pair. */
function wellFormed(s: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

describe('text splices', () => {
  it('turn any text into any edit of it, with a well-formed insert', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const before = text(next, Math.floor(next() * 60));
      const at = Math.floor(next() * (before.length + 1));
      const cut = Math.floor(next() * (before.length - at + 1));
      const after =
        before.slice(0, at) + text(next, Math.floor(next() * 8)) + before.slice(at + cut);
      const splice = spliceOf(before, after);
      expect({ seed, result: applySplice(before, splice) }).toEqual({ seed, result: after });
      expect({ seed, ok: wellFormed(splice.insert) }).toEqual({ seed, ok: wellFormed(after) });
      expect(splice.insert.length).toBeLessThanOrEqual(after.length);
    }
  });

  it('are the changed middle only', () => {
    expect(spliceOf('the valve opens', 'the brass valve opens')).toMatchObject({
      at: 4,
      remove: 0,
      insert: 'brass ',
    });
    expect(spliceOf('aaa', 'aa')).toMatchObject({ remove: 1, insert: '' });
    expect(spliceOf('same', 'same')).toMatchObject({ remove: 0, insert: '' });
  });

  it('apply only to the text they were made on', () => {
    const splice = spliceOf('the valve opens', 'the valve closes');
    expect(applySplice('the valve opens', splice)).toBe('the valve closes');
    expect(applySplice('the gate opens', splice)).toBeNull();
    expect(applySplice('short', splice)).toBeNull();
    expect(applySplice('the valve opens', { ...splice, result_hash: textHash('x') })).toBeNull();
  });

  it('hash as FNV-1a over UTF-16 code units', () => {
    expect(textHash('')).toBe('811c9dc5');
    expect(textHash('a')).toBe('e40c292c');
    expect(textHash('ab')).not.toBe(textHash('ba'));
  });
});
