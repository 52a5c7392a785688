/**
 * The numerals a description written without our figures gives the parts they draw (see
 * `draftFigures`): a part it numbers ("the brake pad 104") is drawn with that numeral.
 */
import type { NumeralEntry } from './numerals';

/** Every reference numeral a description uses ("lever 12", "step 204"). */
export function describedNumerals(description: string): Set<string> {
  const out = new Set<string>();
  for (const m of description.matchAll(/\b[a-z][a-z-]*\s+(\d{2,4})\b/gi)) out.add(m[1]!);
  return out;
}

/**
 * How figures take a description's numerals: each drawn part the description numbers is drawn
 * again with its numeral (the first part to claim a numeral gets it), and every numeral it uses
 * is kept from the other parts. None for a description that uses no numerals.
 */
export function numeralsFromDescription(
  description: string,
):
  | ((drawn: readonly NumeralEntry[]) => { numerals: NumeralEntry[]; avoid: Set<string> })
  | undefined {
  const used = describedNumerals(description);
  if (used.size === 0) return undefined;
  let read: DescribedNumerals | undefined;
  return (drawn) => {
    read ??= new DescribedNumerals(description);
    const numerals: NumeralEntry[] = [];
    const given = new Set<string>();
    for (const entry of drawn) {
      const numeral = read.numeralOf(entry.name);
      if (numeral && !given.has(numeral)) {
        given.add(numeral);
        numerals.push({ ...entry, numeral });
      }
    }
    return { numerals, avoid: used };
  };
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const space = (c: string | undefined) => c !== undefined && /\s/.test(c);
const wordChar = (c: string | undefined) => c !== undefined && /\w/.test(c);

/**
 * The numeral a description gives most often right after `words`, else after its longest leading
 * words that it numbers, read with one regular expression a length.
 */
function numeralByRegex(text: string, words: readonly string[]): string | undefined {
  for (let n = words.length; n > 0; n--) {
    const escaped = words.slice(0, n).map(escape).join('\\s+');
    const found = [...text.matchAll(new RegExp(`\\b${escaped}s?\\s+(\\d{2,4})\\b`, 'gi'))];
    const best = mostOften(found.map((m) => m[1]!));
    if (best) return best;
  }
  return undefined;
}

/** The value seen most often, the first seen of those tied. */
function mostOften(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, k] of counts) if (!best || k > counts.get(best)!) best = v;
  return best;
}

/**
 * A description's numerals, read once for many names: each numeral after white space (two to
 * four digits, then no letter or digit) with where that white space starts.
 */
export class DescribedNumerals {
  private readonly at: Array<{ numeral: string; end: number }> = [];

  constructor(private readonly text: string) {
    for (const m of text.matchAll(/\s(\d{2,4})(?!\w)/g)) {
      let end = m.index;
      while (space(text[end - 1])) end--;
      this.at.push({ numeral: m[1]!, end });
    }
  }

  /**
   * The numeral the description gives most often right after `name` ("the brake pad 104"; its
   * last word may take an "s"), else after its longest leading words that it numbers ("pad
   * carried" → "pad 106"), if any: what `\bw1\s+…\s+wn s?\s+(\d{2,4})\b` finds, case aside.
   */
  numeralOf(name: string): string | undefined {
    const words = name.trim().split(/\s+/).filter(Boolean);
    // With a digit in a word, matches could overlap (matchAll skips one): read as it does.
    if (words.some((w) => /\d/.test(w))) return numeralByRegex(this.text, words);
    const same = words.map((w) => new RegExp(`^${escape(w)}$`, 'i'));
    const plural = words.map((w) => new RegExp(`^${escape(w)}s$`, 'i'));
    const text = this.text;
    /** Whether words 0…i end at `e` (word i read by `re`, `length` long), word 0 at a boundary. */
    const endsAt = (e: number, i: number, re: RegExp, length: number): boolean => {
      const start = e - length;
      if (start < 0 || !re.test(text.slice(start, e))) return false;
      if (i === 0) return wordChar(text[start - 1]) !== wordChar(text[start]);
      if (!space(text[start - 1])) return false;
      let before = start - 1;
      while (space(text[before - 1])) before--;
      return endsAt(before, i - 1, same[i - 1]!, words[i - 1]!.length);
    };
    for (let n = words.length; n > 0; n--) {
      const last = words[n - 1]!.length;
      const best = mostOften(
        this.at
          .filter(
            ({ end }) =>
              endsAt(end, n - 1, same[n - 1]!, last) ||
              endsAt(end, n - 1, plural[n - 1]!, last + 1),
          )
          .map((a) => a.numeral),
      );
      if (best) return best;
    }
    return undefined;
  }
}
