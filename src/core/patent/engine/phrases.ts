import { NON_THING_MORE, NON_THING_SHARED } from '../nouns';
import type { Tok } from './nlp';
import { isPlural, MASS_NOUNS, plural, singular } from './words';

/** A noun phrase over tokens [start, end); `det` is the index of its determiner, if any. */
export interface NounPhrase {
  start: number;
  end: number;
  det: number | null;
  /** Modifier words and head, lower case except acronyms. */
  words: string[];
  head: string;
  plural: boolean;
  mass: boolean;
  /** Modifiers + singular head: the identity of the thing named. */
  key: string;
  /** Has a vague modifier ("other", "such", "same"): unusable in a claim. */
  vague: boolean;
}

const DETERMINERS =
  /^(a|an|the|said|each|every|any|some|its|their|his|her|this|these|that|those|another|one|two|three|four|several|multiple|both|all|no)$/;
const VAGUE =
  /^(more|less|fewer|most|least|other|such|same|various|certain|respective|particular|suitable|said|aforementioned|above|following|like|similar|further|additional|different|many|numerous|several|given|corresponding|present|entire|whole|new|improved|typical|conventional|known|existing|example|exemplary|preferred|novel|inventive|own|e\.g\.)$/;
/** Heads that name no part: drafting words and places on a part, plus the shared non-things. */
const BAD_HEAD = new Set([
  ...(
    'embodiment invention example examples fig figs figure view number plurality variety type ' +
    'kind amount pair case disclosure application description art order term terms part portion ' +
    'side end respect reference detail details aspect aspects feature features thereof herein one ' +
    'ones lot instance object objects field present means set ' +
    'group series form scope spirit skill person someone anyone thing things stuff area point ' +
    'place top bottom front back rear center middle while information axis response move accordance regard start beginning'
  ).split(' '),
  ...NON_THING_SHARED,
  ...NON_THING_MORE,
]);
/**
 * Heads that name a condition ("hypercholesterolaemia", "arthritis", "fibrosis") or a property
 * ("viability", "conductivity", "stiffness"), or are adjectives the tagger read as nouns ("an
 * immunostimulatory", "a mesophilic"): never a part.
 */
const NOT_A_PART =
  /(aemia|emia|itis|osis|ulatory|philic|phobic|ability|ibility|ivity|(?<!har|wit)ness)$/;

function isModifier(t: Tok): boolean {
  if (t.kind === 'fig') return false;
  if (t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PROPN')
    return /^[\p{L}][\p{L}\d-]*$/u.test(t.text);
  return false;
}

function wordOf(t: Tok): string {
  return /^[A-Z0-9-]{2,}$/.test(t.text) ? t.text : t.lower;
}

/** "-ing" words that open a reduced relative clause, not a compound: "a mixture containing salts". */
const RELATIONAL =
  /^(having|comprising|including|containing|consisting|following|according|serving|requesting|claiming|carrying|using|utilizing|being|becoming|showing|illustrating|depicting|displaying|representing|regarding|concerning|incorporating|avoiding|causing|leaving|offering|providing|allowing|requiring|enabling|taking|resulting|remaining|relating|differing)$/;
/** Adverbs that are never the first word of a compound ("thereby preventing entry"). */
const NOT_COMPOUND_ADV =
  /^(thereby|thus|then|also|further|still|even|so|not|now|always|often|there|here|back|up|down|out|away|together|again|once|only|just|first|last|simply|therefore|hence|already|yet|when|where|while|how|why)$/;

/**
 * An "-ing" word inside a compound noun: "light emitting device", "tube connecting structure",
 * "information handling system" (the tagger reads it as a verb). `prev` is the word before it,
 * already in the phrase (or, for "light" tagged as an adverb, taken with it); the word after it is
 * a count noun. Not after a plural ("oligomers containing ethylene…") or a relational verb.
 */
function isCompoundGerund(toks: readonly Tok[], j: number): boolean {
  const t = toks[j];
  const prev = toks[j - 1];
  const next = toks[j + 1];
  return (
    t !== undefined &&
    prev !== undefined &&
    next !== undefined &&
    t.pos === 'VERB' &&
    /^[a-z]{3,}ing$/.test(t.text) &&
    !RELATIONAL.test(t.text) &&
    !(prev.pos === 'NOUN' && isPlural(prev.lower)) &&
    next.pos === 'NOUN' &&
    /^[a-z]+$/.test(next.text) &&
    !/^there/.test(next.text) &&
    !MASS_NOUNS.has(next.lower) &&
    // "a memory storing instructions", "the controller sending signals": a verb and its object.
    !(isPlural(next.lower) && prev.pos === 'NOUN')
  );
}

/** Noun phrases of a token list: optional determiner, modifiers, a noun head. */
export function nounPhrases(toks: readonly Tok[]): NounPhrase[] {
  const out: NounPhrase[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    let det: number | null = null;
    let j = i;
    const quantity = t.pos === 'ADJ' && /^(multiple|several)$/.test(t.lower);
    if (
      (t.pos === 'DET' || t.pos === 'PRON' || t.pos === 'NUM' || quantity) &&
      DETERMINERS.test(t.lower)
    ) {
      det = i;
      j = i + 1;
    }
    const from = j;
    // One compound "-ing" word per phrase: "a charge generating layer injecting electrons".
    let gerund = false;
    for (;;) {
      const t = toks[j];
      if (t && isModifier(t)) j++;
      else if (
        !gerund &&
        // after a modifier, or at once after an article: "a fastening assembly", "the locking pin"
        (j > from || (det !== null && /^(a|an|the|each|every)$/.test(toks[det]!.lower))) &&
        isCompoundGerund(toks, j)
      ) {
        gerund = true;
        j++;
      } else if (
        !gerund &&
        t?.pos === 'ADV' &&
        /^[a-z]+$/.test(t.text) &&
        !/ly$/.test(t.text) &&
        !NOT_COMPOUND_ADV.test(t.text) &&
        isCompoundGerund(toks, j + 1)
      ) {
        gerund = true;
        j += 2;
      } else break;
    }
    let end = j;
    while (end > from && toks[end - 1]!.pos === 'ADJ') end--;
    if (end === from) {
      i = Math.max(j, i + 1);
      continue;
    }
    const span = toks.slice(from, end);
    const words = span.map(wordOf);
    const head = words[words.length - 1]!;
    const lowerHead = head.toLowerCase();
    const many = isPlural(lowerHead);
    const acronym = /^[A-Z0-9-]{2,}s?$/.test(head);
    const single = acronym ? head.replace(/s$/, '') : singular(lowerHead);
    const key = [...words.slice(0, -1), single].join(' ');
    const vague =
      words.some((w) => VAGUE.test(w)) ||
      (det !== null && /^(such|another|any|some)$/.test(toks[det]!.lower));
    out.push({
      start: det ?? from,
      end,
      det,
      words,
      head,
      plural: many,
      mass: MASS_NOUNS.has(lowerHead),
      key,
      vague,
    });
    i = end;
  }
  return out;
}

const PERSON =
  /^(user|player|dealer|operator|person|patient|customer|physician|doctor|surgeon|individual|human|worker|driver|consumer|owner|inventor|applicant|manufacturer|subscriber|client|member|participant|viewer|wearer|child|adult)$/;

/** Words that name no particular part alone ("a component;", "a piece;"), only in a compound. */
const GENERIC =
  /^(component|piece|item|material|solution|control|shutdown|backlash|substance|summary|monitoring|structure)$/;

/** True when a phrase can name a part (a concrete, countable thing). */
export function isPartPhrase(np: NounPhrase): boolean {
  const head = singular(np.head.toLowerCase());
  if ((PERSON.test(head) || GENERIC.test(head)) && np.words.length === 1) return false;
  if (
    np.vague ||
    np.mass ||
    BAD_HEAD.has(head) ||
    BAD_HEAD.has(np.head.toLowerCase()) ||
    // "bio-oxidation", "post-treatment": a hyphenated head is what its last word is.
    BAD_HEAD.has(head.split('-').at(-1)!) ||
    NOT_A_PART.test(head)
  )
    return false;
  if (np.words.length > 4 || head.length < 3 || !/^[a-z][a-z-]*$/.test(head)) return false;
  return np.words.every((w) => /^[\p{L}][\p{L}\d-]*$/u.test(w) && w.length > 1);
}

/** The phrase's words with a singular or plural head. */
export function phraseText(np: Pick<NounPhrase, 'words' | 'key'>, asPlural: boolean): string {
  if (!asPlural) return np.key;
  const words = np.key.split(' ');
  const head = words.pop()!;
  return [...words, plural(head)].join(' ');
}

/** True when a phrase key ("top layer") can carry a reference numeral. */
export function isPartKey(key: string): boolean {
  const words = key.split(' ');
  const head = words[words.length - 1]!.toLowerCase();
  if (words.length > 4 || BAD_HEAD.has(head) || MASS_NOUNS.has(head) || head.length < 3)
    return false;
  return words.every((w) => /^[\p{L}][\p{L}\d-]*$/u.test(w) && !VAGUE.test(w));
}
