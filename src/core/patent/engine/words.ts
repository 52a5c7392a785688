import { MASS_COUNTABLE, MASS_MORE, MASS_SHARED } from '../nouns';

/** Nouns used without an article ("data", "information"); the lists live in ../nouns. */
export const MASS_NOUNS = new Set([...MASS_SHARED, ...MASS_COUNTABLE, ...MASS_MORE]);

const IRREGULAR_PLURALS: Record<string, string> = {
  child: 'children',
  foot: 'feet',
  tooth: 'teeth',
  man: 'men',
  woman: 'women',
  person: 'people',
  datum: 'data',
  medium: 'media',
  axis: 'axes',
  index: 'indices',
  vertex: 'vertices',
  apparatus: 'apparatuses',
  analysis: 'analyses',
};
const IRREGULAR_SINGULARS = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([s, p]) => [p, s]),
) as Record<string, string>;
/** Singulars that end in "-s" and not in "-us" (those are invariant as a class). */
const S_SINGULARS = 'lens|bias|canvas|atlas|alias';
const INVARIANT = new RegExp(
  `(ss|us|is|ous|data|media|series|species|apparatus|news|means|${S_SINGULARS}|physics|electronics|optics|mechanics|kinetics|dynamics|economics|genetics|acoustics|hydraulics|pneumatics|ergonomics|mathematics|statistics|logistics|robotics|photonics|fluidics|analytics|graphics|diagnostics|therapeutics|cosmetics|textiles)$`,
);
/** Plurals in "-es" of singulars in "-s" ("lenses", "biases", "buses"). */
const S_ES_PLURAL = new RegExp(
  `(${S_SINGULARS}|gas|bus|plus|focus|virus|census|bonus|campus|status|corpus|apparatus)es$`,
);

/** Singular of an English noun (heuristic, lower case). */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR_SINGULARS[w] && w !== 'data' && w !== 'media') return IRREGULAR_SINGULARS[w];
  if (INVARIANT.test(w) || w.length < 4) return w;
  if (S_ES_PLURAL.test(w)) return w.slice(0, -2);
  if (/[^aeiou]ies$/.test(w)) return w.slice(0, -3) + 'y';
  if (/(ches|shes|sses|xes|zes|oes)$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Plural of an English noun (heuristic, lower case). */
export function plural(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR_PLURALS[w]) return IRREGULAR_PLURALS[w];
  if (MASS_NOUNS.has(w) || /(data|media|series|species|means)$/.test(w)) return w;
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(w)) return w + 'es';
  return w + 's';
}

/** True when a lower-case noun is plural ("rollers", "media"). */
export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (MASS_NOUNS.has(w)) return false;
  return singular(w) !== w || w === 'data' || w === 'media';
}

/** "a" or "an" for a phrase, by its first sound (heuristic). */
export function article(phrase: string): 'a' | 'an' {
  const w = phrase.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  const l = w.toLowerCase();
  if (/^(uni|use|usa|usu|uti|ure|eu|one|once|ubi)/.test(l)) return 'a';
  if (/^(hour|honest|honou?r|heir)/.test(l)) return 'an';
  return /^[aeiou]/.test(l) ? 'an' : 'a';
}

const ING_LEMMAS =
  /^(bring|sing|ring|spring|sting|swing|string|wring|cling|fling|sling|ping|ding|king)$/;
const DOUBLE_FINAL = new Set(
  (
    'control transmit emit submit permit omit admit commit occur refer prefer compel expel propel ' +
    'patrol equip begin forget regret rebut acquit embed distil instil fulfil output input ' +
    'transfer confer defer infer deter incur recur concur program format'
  ).split(' '),
);

/** Present participle of a verb lemma ("cut" → "cutting", "store" → "storing"). */
export function gerund(lemma: string): string {
  const v = lemma.toLowerCase();
  if (/^[a-z]{3,}ing$/.test(v) && !ING_LEMMAS.test(v)) return v;
  if (v === 'be') return 'being';
  // A past form the tagger left as its lemma: "inputted", "embedded", "microfabricated".
  if (v.length > 5 && /[^e]ed$/.test(v)) return v.slice(0, -2) + 'ing';
  if (/ie$/.test(v)) return v.slice(0, -2) + 'ying';
  if (/[^aeiouy]u?e$/.test(v)) return v.slice(0, -1) + 'ing';
  if (/ee$|ye$|oe$/.test(v)) return v + 'ing';
  const oneSyllable = (v.match(/[aeiouy]+/g) ?? []).length === 1;
  // ("equip": its "qu" is a consonant, so the list is not held to the pattern.)
  if (DOUBLE_FINAL.has(v) || (oneSyllable && /[^aeiou][aeiou][bdgklmnprt]$/.test(v))) {
    return v + v.slice(-1) + 'ing';
  }
  return v + 'ing';
}

/** Third person singular present of a verb lemma ("open" → "opens", "be" → "is"). */
export function thirdPerson(lemma: string): string {
  const v = lemma.toLowerCase();
  if (v === 'be') return 'is';
  if (v === 'have') return 'has';
  if (/[^aeiou]y$/.test(v)) return v.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh|o)$/.test(v)) return v + 'es';
  return v + 's';
}

/** Title case for a title ("valve assembly for a pump" → "Valve Assembly for a Pump"). */
export function titleCase(text: string): string {
  const small = /^(a|an|the|and|or|of|for|in|on|to|with|by|at|from|into|onto|via)$/;
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words of a text (letters/digits runs). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}
