import { singular } from '../text';
import { verbStem } from './lexicon';
import type { Phrase } from './phrases';
import { IRREGULAR_PARTICIPLES, VERB_FORMS } from './verbs';
import { ACT_SUFFIX, NOT_ACTS, POSTPOSITIVE } from './words';

/**
 * Whether a word after a noun reads as a verb, participle or postpositive adjective rather than
 * as the noun's continuation; `nouns` are words the claims introduce as nouns.
 */
export function verbish(
  word: string,
  nouns: ReadonlySet<string>,
  next = '',
  prev = '',
  last = true,
): boolean {
  if (POSTPOSITIVE.has(word) || VERB_FORMS.has(word)) return true;
  if (IRREGULAR_PARTICIPLES.has(word) || AMBIGUOUS_PARTICIPLES.has(word))
    return next === '' || PREPOSITION.test(next);
  const one = singular(word);
  if (prev.length > 3 && singular(prev) !== prev && one === word && !/ed$/.test(word)) return true;
  if (nouns.has(one)) return false;
  if (!last && /(?:able|ible|ed|ing)$/.test(word)) return false;
  if (word.length >= 7 && /(?:able|ible)$/.test(word)) return true;
  if (word.length > 4 && /ed$/.test(word)) return true;
  if (word.length > 5 && /ing$/.test(word)) return !NOT_ACTS.has(word) || PREPOSITION.test(next);
  return one !== word && !/(?:ss|us|is|ics)$/.test(word);
}

const ORDINAL_WORD =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|same|other|respective)$/;

const AMBIGUOUS_PARTICIPLES = new Set(['set', 'bid', 'cut', 'split', 'spread', 'bound', 'left']);

const PREPOSITION =
  /^(?:by|in|from|at|on|with|to|for|during|through|into|onto|over|under|between|via|upon|against)$/;

/** Collects the head nouns the claims introduce ("a valve" → "valve"), verbs left out. */
export function introducedNouns(intros: Iterable<Phrase>): Set<string> {
  const out = new Set<string>();
  for (const p of intros) {
    const w = p.words[p.words.length - 1]!;
    if (VERB_FORMS.has(w) || POSTPOSITIVE.has(w) || IRREGULAR_PARTICIPLES.has(w)) continue;
    if (p.words.length > 1 && /(?:ed|able|ible)$/.test(w) && w.length > 5) continue;
    if (p.words.length > 1 && /^(?:a|an|another|one)$/.test(p.det) && singular(w) !== w) continue;
    out.add(p.heads[0]!);
  }
  return out;
}

/**
 * The words of a reference that may be its head, as singular keys: the last word, and any word a
 * verb-like word follows (the phrase reader may run on into "the controller detects zero").
 */
export function candidateHeads(words: string[], nouns: ReadonlySet<string>, next = ''): string[] {
  const out = [keyOf(words[words.length - 1]!)];
  for (let k = 0; k < words.length - 1; k++) {
    const w = words[k + 1]!;
    if (ORDINAL_WORD.test(words[k]!)) continue;
    // "said set depict a view", "the base cooperate the …": a word a determiner follows is no
    // part of the noun phrase (a verb or a preposition), so the word before it may be the head.
    if (k + 2 === words.length && DETERMINER.test(next)) {
      out.push(keyOf(words[k]!));
      continue;
    }
    if (
      verbish(w, nouns, words[k + 2] ?? next, words[k], k + 2 >= words.length) &&
      (k === 0 || !verbish(words[k]!, nouns, w, words[k - 1], false))
    )
      out.push(keyOf(words[k]!));
  }
  return out;
}

const DETERMINER = /^(?:a|an|the|said|each|every|its|their)$/;

/** The singular key of a word; a possessive keys on its possessor ("user's" → "user"). */
export function keyOf(word: string): string {
  return singular(word.replace(/['’]s$/, ''));
}

/** Stems under which an act noun may appear as a verb ("measurement" → "measur"). */
export function actStems(noun: string): string[] {
  const n = noun.slice(noun.lastIndexOf('-') + 1);
  if (!ACT_SUFFIX.test(n) || NOT_ACTS.has(n)) return [];
  const out: string[] = [];
  const cut = (suffix: string) =>
    n.endsWith(suffix) && out.push(verbStem(n.slice(0, -suffix.length)));
  cut('ing');
  cut('ation');
  cut('ssion');
  cut('sion');
  cut('ion');
  cut('ment');
  cut('al');
  cut('ance');
  cut('ence');
  cut('ure');
  cut('age');
  cut('ery');
  if (n.endsWith('tration')) out.push(n.slice(0, -6) + 'er');
  // "comparison" of "comparing", "analysis" of "analyzing" or "analysing": the verb's stem is
  // the noun's less its suffix ("analy" matches either spelling as a stem plus one letter).
  cut('ison');
  if (n.endsWith('ysis')) out.push(n.slice(0, -3));
  return out.filter((s) => s.length >= 3);
}

/** The base forms a gerund may come from: "monitoring" → "monitor", "parsing" → "parse". */
export function gerundBases(gerund: string): string[] {
  const base = gerund.slice(0, -3);
  const out = [base, `${base}e`];
  if (base.length > 3 && base.at(-1) === base.at(-2)) out.push(base.slice(0, -1));
  return out;
}
