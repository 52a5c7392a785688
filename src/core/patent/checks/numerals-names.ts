import type { NumeralUse } from '../types';
import { singular } from '../text';
import type { CheckContext } from './context';

/** Words the name reader may take in front of a name ("onto imager 83", "utilizes pump 47"). */
const LEADING =
  /^(?:and|or|of|on|in|to|at|by|with|from|into|onto|for|the|a|an|is|are|was|were|has|have|which|that|as|via|through|between|about|against|along|around|toward|towards|under|over|within|while|when|where|its|their|then|also|each|if|unless|whether|using|[a-z]+es)$/;

const nameCache = new Map<string, readonly string[]>();

/**
 * A name as words (singular, lower case), without the verbs or prepositions read before it.
 * Cached by the name alone, as `singular` is: a description gives a part its name many times.
 */
export function nameWords(name: string): readonly string[] {
  const hit = nameCache.get(name);
  if (hit) return hit;
  const words = name.toLowerCase().split(' ');
  let k = 0;
  while (k < words.length - 1 && LEADING.test(words[k]!)) k++;
  const out = words.slice(k).map(singular);
  if (nameCache.size > 50000) nameCache.clear();
  nameCache.set(name, out);
  return out;
}

/** The names each numeral is given, as keys of `nameWords`, with how often. */
export function namesByNumeral(
  byNumeral: Map<string, NumeralUse[]>,
): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const [numeral, uses] of byNumeral) {
    const names = new Map<string, number>();
    for (const u of uses) {
      const key = nameWords(u.name).join(' ');
      names.set(key, (names.get(key) ?? 0) + 1);
    }
    out.set(numeral, names);
  }
  return out;
}

/**
 * The other numeral whose part this name is ("compressor bypass valve 47" where the compressor
 * bypass valve is 22 and 47 the pump): the name is one that numeral is given, word for word, or
 * one of two names of two words or more ends the other ("adjusted digital image" for "tone
 * adjusted digital image 407"). A bare generic noun ("surface") must match word for word.
 */
export function takenBy(
  names: Map<string, Map<string, number>>,
  owners: string[],
  numeral: string,
  name: string,
  generic: boolean,
): string | undefined {
  const mine = nameWords(name);
  const key = mine.join(' ');
  const ends = (long: string, short: string) => long.endsWith(` ${short}`);
  const digits = /^\d+/.exec(numeral)?.[0];
  for (const n of owners) {
    // "rear wall 4a" beside "rear wall 4": a lettered view or portion of that part.
    if (n === numeral || /^\d+/.exec(n)?.[0] === digits) continue;
    for (const other of names.get(n)?.keys() ?? []) {
      if (other === key) return n;
      if (generic) continue;
      const theirs = other.split(' ');
      if (
        (mine.length >= 2 && theirs.length > mine.length && ends(other, key)) ||
        (theirs.length >= 2 && mine.length > theirs.length && ends(key, other))
      )
        return n;
    }
  }
  return undefined;
}

/**
 * Whether a name is a shortening of another name the numeral is given: its leading words ("print
 * engine" of "print engine controller") or its trailing ones ("sprocket" of "drive sprocket").
 */
export function shortening(names: Map<string, number>, name: string): boolean {
  const key = nameWords(name).join(' ');
  for (const other of names.keys())
    if (other !== key && (other.startsWith(`${key} `) || other.endsWith(` ${key}`))) return true;
  return false;
}

/**
 * Whether a name opens with the whole of another name of two words or more that the numeral is
 * given ("target toolface orientation" beside "target toolface"): that part, with a word added.
 */
export function extension(names: Map<string, number>, name: string): boolean {
  const key = nameWords(name).join(' ');
  for (const other of names.keys())
    if (other !== key && other.includes(' ') && key.startsWith(`${other} `)) return true;
  return false;
}

/**
 * How often the digits stand anywhere as a number, not counting a claim's own number ("19. The
 * method"), a claim reference ("claim 19"), a figure's ("FIG. 19") or a title of the statutes
 * ("35 U.S.C."): those number other things.
 */
export function numberUses(ctx: CheckContext, numeral: string): number {
  const all = ctx.numberCount(numeral);
  if (all <= 1) return all;
  let other = 0;
  const re = new RegExp(`(?<![\\d.,])${numeral}(?![\\d]|[.,]\\d)`, 'g');
  for (const s of ctx.model.sections)
    for (const m of s.text.matchAll(re)) {
      const before = s.text.slice(Math.max(0, m.index - 12), m.index);
      const after = s.text.slice(m.index + numeral.length, m.index + numeral.length + 2);
      if (
        /\b(?:claims?|FIG(?:URE)?S?\.?)\s*$/i.test(before) ||
        // "35 U.S.C. 119": a title of the statutes, no numeral.
        /^\s*U\.?\s?S\.?\s?C\b/.test(
          s.text.slice(m.index + numeral.length, m.index + numeral.length + 10),
        ) ||
        (s.kind === 'claims' && /(?:^|\n)[ \t]*$/.test(before) && /^\.\s/.test(after))
      )
        other++;
    }
  return all - other;
}

/**
 * The other numeral whose name (two words or more, given it at least twice) this once-used name
 * is, word for word, where the numeral has a name of its own with the same head, given it twice,
 * and each other name of two words or more of this numeral neither holds it nor is held by it ("power supply circuit 40" once, 40 being the "switch circuit" and 30 the
 * "power supply circuit"): two parts of one kind under one numeral. "Emitting control layer 700"
 * beside "control layer 700" is one part, qualified.
 */
export function rivalOf(
  names: Map<string, Map<string, number>>,
  owners: string[],
  numeral: string,
  name: string,
): string | undefined {
  const words = nameWords(name);
  const key = words.join(' ');
  const mine = names.get(numeral)!;
  if (words.length < 2 || mine.get(key) !== 1) return undefined;
  const within = (a: readonly string[], b: readonly string[]) => a.every((w) => b.includes(w));
  let own = false;
  for (const [other, count] of mine) {
    const theirs = other.split(' ');
    if (other === key || theirs.length < 2) continue;
    if (within(theirs, words) || within(words, theirs)) return undefined;
    // The numeral's own name of that kind, given it twice ("switch circuit 40").
    if (count >= 2 && theirs[theirs.length - 1] === words[words.length - 1]) own = true;
  }
  if (!own) return undefined;
  const digits = /^\d+/.exec(numeral)?.[0];
  return owners.find((n) => /^\d+/.exec(n)?.[0] !== digits && (names.get(n)?.get(key) ?? 0) >= 2);
}
