import type { Token } from '../text';
import { ARTICLES, CONJUNCTIONS, NOT_PARTICIPLE, PREPOSITIONS } from './form-words';

/** The noun phrase an element opens with: tokens [first, end), its head at end - 1. */
export interface LeadPhrase {
  /** Index of the opening article or quantifier, or -1 when the item opens with no determiner. */
  det: number;
  first: number;
  end: number;
}

/** Words after which a noun phrase has ended: linkers of a following clause ("configured", "having"). */
export const LINKERS: ReadonlySet<string> = new Set(
  (
    'configured adapted arranged operable designed constructed disposed positioned located ' +
    'mounted coupled connected attached secured fixed provided formed made having comprising ' +
    'including containing consisting being wherein whereby which that who whose capable able ' +
    'selected chosen defined extending'
  ).split(' '),
);

/** Raw text between token k - 1 and token k ("" before the first token). */
export function gapBefore(text: string, base: number, toks: readonly Token[], k: number): string {
  if (k <= 0 || k >= toks.length) return '';
  return text.slice(toks[k - 1]!.end - base, toks[k]!.start - base);
}

/** True when a phrase cannot run on across this gap (punctuation other than a hyphen or slash). */
export function breaks(gap: string): boolean {
  return /[^\s\-/]/.test(gap);
}

/**
 * The noun phrase at the start of an element ("a first temperature sensor" in "a first temperature
 * sensor configured to…"), skipping quantifiers ("at least one", "a plurality of"). Null when the
 * element does not open with a determiner or has no head word.
 */
export function leadPhrase(text: string, base: number, toks: readonly Token[]): LeadPhrase | null {
  let i = 0;
  let det = -1;
  const lower = (k: number): string => toks[k]?.lower ?? '';
  const skipOf = (): void => {
    if (lower(i) === 'of') i++;
    if (ARTICLES.has(lower(i))) i++;
  };
  if (lower(0) === 'one' && lower(1) === 'or' && lower(2) === 'more') {
    det = 0;
    i = 3;
    skipOf();
  } else if (ARTICLES.has(lower(0)) || lower(0) === 'each' || lower(0) === 'one') {
    det = 0;
    i = 1;
  } else if (COUNT.test(lower(0)) && /^[a-z]/.test(lower(1))) {
    // "two speeds", "three arms": a number counts what follows as an article does.
    det = 0;
    i = 1;
  }
  if (lower(i) === 'at' && lower(i + 1) === 'least' && lower(i + 2) === 'one') {
    det = i;
    i += 3;
    skipOf();
  } else if (lower(i) === 'one' && lower(i + 1) === 'or' && lower(i + 2) === 'more') {
    det = i;
    i += 3;
    skipOf();
  } else if (det >= 0 && /^(?:plurality|pair|couple)$/.test(lower(i)) && lower(i + 1) === 'of') {
    i += 2;
    skipOf();
  }
  if (det < 0) return null;
  const end = phraseEnd(text, base, toks, i);
  return end > i ? { det, first: i, end } : null;
}

/** Number words that open a noun phrase as its determiner. */
const COUNT = /^(?:two|three|four|five|six|seven|eight|nine|ten|twelve|several|multiple)$/;

/** Singular nouns in "-s" ("lens", "gas"): not a verb or a plural head when a noun follows. */
const SINGULAR_S = new Set(
  'lens gas bias canvas atlas chassis iris pelvis axis basis thesis analysis diagnosis'.split(' '),
);

/**
 * Where the noun phrase whose first word (after its determiner) is toks[first] ends: before a
 * function word, a linker ("configured", "comprising"), punctuation, a number, a participle
 * that opens a clause, or a word that reads as a verb or plural in the middle ("a filter
 * prevents moisture"). Its head is toks[end - 1].
 */
export function phraseEnd(
  text: string,
  base: number,
  toks: readonly Token[],
  first: number,
  max = 6,
): number {
  let j = first;
  while (j < toks.length && j - first < max) {
    const t = toks[j]!;
    if (j > first && breaks(gapBefore(text, base, toks, j))) break;
    if (/^\d/.test(t.lower) || PREPOSITIONS.has(t.lower) || CONJUNCTIONS.has(t.lower)) break;
    if (ARTICLES.has(t.lower) || LINKERS.has(t.lower)) break;
    // A participle after the first word starts a clause ("a valve actuated by…", "an element
    // imparting vibrations"), unless it is the second word of a compound ("a water cooling system").
    if (
      j > first &&
      /(?:ed|ing)$/.test(t.lower) &&
      t.lower.length > 4 &&
      !NOT_PARTICIPLE.has(t.lower)
    ) {
      const next = toks[j + 1];
      const gap = gapBefore(text, base, toks, j + 1);
      if (j > first + 1 || !next || breaks(gap) || /ed$/.test(t.lower)) break;
      if (ARTICLES.has(next.lower) || PREPOSITIONS.has(next.lower)) break;
      if (CONJUNCTIONS.has(next.lower)) break;
    }
    // A word in "-s" before the end of the run is a verb or a plural head: the phrase ends there.
    // ("a lens element", "a gas inlet": a singular in "-s" is a modifier like any other.)
    if (j > first && /[^su'’]s$/.test(toks[j - 1]!.lower) && !SINGULAR_S.has(toks[j - 1]!.lower))
      break;
    j++;
  }
  return j;
}
