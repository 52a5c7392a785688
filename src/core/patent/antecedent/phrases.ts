import { singular, type Token } from '../text';
import { IRREGULAR_PARTICIPLES, VERB_FINITE } from './verbs';
import { NOT_ACTS, POSTPOSITIVE } from './words';

const STOP = new Set(
  (
    'of in on at to from by with for into onto over under between through about against along among around via within without toward towards ' +
    'upon across after before during below above behind beyond near per and or but nor so whereby wherein when while where which that who whose ' +
    'if than as is are was were be been being has have had having comprising comprises comprise including includes include consisting consists ' +
    'contains containing does do can could may might will would shall should must not it its their them they both such then thereby therein ' +
    'thereof there whereas relative respect off beneath beside besides inside outside underneath throughout according accordance each any all no only also further said the a an another one least more plurality not ' +
    'rather prior though although until unless due subsequent subsequently just since cannot away whether whilst because thus hence therefore instead once versus us'
  ).split(' '),
);

const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|upper|lower|left|right|inner|outer|front|rear|top|bottom|inlet|outlet|proximal|distal|primary|secondary|input|output|respective|corresponding)$/;

const LY_NOUN = new Set([
  'assembly',
  'subassembly',
  'supply',
  'family',
  'anomaly',
  'butterfly',
  'monopoly',
  'reply',
  'jelly',
  'belly',
  'rally',
  'trolley',
  'polyly',
  'doily',
  'lily',
  'ally',
  'gully',
  'pulley',
  'volley',
  'medley',
  'alley',
  'valley',
  'jolly',
  'bully',
  'tally',
  'holly',
]);

/** A noun phrase found after a determiner; `heads` are singular keys of its likely head nouns. */
export interface Phrase {
  det: string;
  detStart: number;
  start: number;
  end: number;
  words: string[];
  heads: string[];
  firstToken: number;
  lastToken: number;
  plural: boolean;
  closed: boolean;
}

/** Whether the text between two tokens breaks a noun phrase (punctuation). */
export function breaks(text: string, from: number, to: number, base: number): boolean {
  for (let i = from - base; i < to - base; i++) {
    const c = text.charCodeAt(i);
    if (
      c === 44 ||
      c === 59 ||
      c === 58 ||
      c === 40 ||
      c === 41 ||
      c === 46 ||
      c === 34 ||
      c === 8220 ||
      c === 8221 ||
      c === 91 ||
      c === 93
    )
      return true;
  }
  return false;
}

const QUANT = [
  ['at', 'least', 'one'],
  ['one', 'or', 'more'],
  ['plurality', 'of'],
  ['at', 'least', 'two'],
  ['two', 'or', 'more'],
  ['set', 'of'],
  ['pair', 'of'],
];

/** Whether the tokens from `i` spell the count `q` ("at least one"). */
function quantAt(tokens: Token[], i: number, q: string[]): boolean {
  return q.every((w, k) => tokens[i + k]?.lower === w);
}

/** A past participle ("identified", "sent"). */
function participle(word: string): boolean {
  return (
    (word.length > 4 && word.endsWith('ed') && !NOT_ACTS.has(word)) ||
    IRREGULAR_PARTICIPLES.has(word)
  );
}

/** Reads the noun phrase starting at token `i` (after a determiner at `detIndex`). */
export function readPhrase(
  tokens: Token[],
  text: string,
  base: number,
  detIndex: number,
  i: number,
  maxWords = 6,
): Phrase | null {
  // "the identified at least one methodology", "the received plurality of images": a participle
  // before a count says how the counted things came to be; the reference is to what is counted.
  if (participle(tokens[i]?.lower ?? '') && QUANT.some((q) => quantAt(tokens, i + 1, q))) i++;
  // "a first plurality of planes" counts like "a plurality of planes".
  const lead =
    ORDINAL.test(tokens[i]?.lower ?? '') &&
    /^(?:plurality|set|pair)$/.test(tokens[i + 1]?.lower ?? '')
      ? 1
      : 0;
  for (const q of QUANT) {
    if (quantAt(tokens, i + lead, q)) {
      i += lead + q.length;
      break;
    }
  }
  const det = tokens[detIndex]!;
  const words: string[] = [];
  const first = i;
  let last = i - 1;
  while (i < tokens.length && words.length < maxWords) {
    const t = tokens[i]!;
    const prev = tokens[i - 1]!;
    if (breaks(text, prev.end, t.start, base)) break;
    if (STOP.has(t.lower)) {
      const nxt = tokens[i + 1];
      if (
        (t.lower === 'and' || t.lower === 'or') &&
        words.length > 0 &&
        words.every((w) => ORDINAL.test(w)) &&
        nxt &&
        ORDINAL.test(nxt.lower)
      ) {
        i++;
        continue;
      }
      break;
    }
    if (/^\d/.test(t.lower)) break;
    const nt = tokens[i + 1];
    const next = nt && !breaks(text, t.end, nt.start, base) ? nt.lower : undefined;
    if (t.lower.length > 4 && t.lower.endsWith('ly') && !LY_NOUN.has(t.lower)) {
      // "a code numerically controlled oscillator": an adverb before a participle that a noun
      // follows is part of a compound modifier.
      const after = tokens[i + 2];
      const compound =
        next !== undefined &&
        participle(next) &&
        after !== undefined &&
        !breaks(text, nt!.end, after.start, base) &&
        !STOP.has(after.lower) &&
        !/^\d/.test(after.lower);
      const pre = words.length === 0 || /ed$/.test(words[words.length - 1]!) || compound;
      if (pre && next && !STOP.has(next) && !/^\d/.test(next)) {
        i++;
        continue;
      }
      break;
    }
    if (words.length > 0 && verbLike(t.lower, words[words.length - 1]!, next)) break;
    words.push(t.lower);
    last = i;
    i++;
  }
  if (!words.length) return null;
  const lastWord = words[words.length - 1]!;
  const heads = [singular(lastWord)];
  if (words.length >= 2) heads.push(singular(words[words.length - 2]!));
  return {
    det: det.lower,
    detStart: det.start,
    start: tokens[first]!.start,
    end: tokens[last]!.end,
    words,
    heads,
    firstToken: first,
    lastToken: last,
    plural: singular(lastWord) !== lastWord,
    closed: words.length < maxWords,
  };
}

/**
 * Whether the word at token `i` ends a noun phrase: nothing or punctuation follows, or a function
 * word, number, verb or participle. A word that a noun follows is a modifier ("sleeve" in "a
 * sleeve holder") and does not introduce itself.
 */
export function endsPhrase(tokens: Token[], text: string, base: number, i: number): boolean {
  const t = tokens[i]!;
  const n = tokens[i + 1];
  if (!n || breaks(text, t.end, n.start, base)) return true;
  const w = n.lower;
  if (STOP.has(w) || /^\d/.test(w) || VERB_FINITE.has(w) || POSTPOSITIVE.has(w)) return true;
  if (IRREGULAR_PARTICIPLES.has(w) || /^(?:past|like|opposite|remote|operable)$/.test(w))
    return true;
  // A postpositive comparative ("a material harder than").
  if (tokens[i + 2]?.lower === 'than') return true;
  if (/(?:ed|ing)$/.test(w) && !NOT_ACTS.has(w)) {
    // "ring oscillating units": a participle before a noun modifies it; the phrase goes on.
    const after = tokens[i + 2];
    const open = after && !breaks(text, n.end, after.start, base) ? after.lower : undefined;
    // A plural noun is never a modifier: "subjects wearing devices" ends at "subjects".
    return !(
      singular(t.lower) === t.lower &&
      w.endsWith('ing') &&
      open !== undefined &&
      !verbLike(w, t.lower, open) &&
      !STOP.has(open) &&
      !/^\d/.test(open)
    );
  }
  return w.length > 4 && w.endsWith('ly') && !LY_NOUN.has(w);
}

/** Whether a word is a modifier that never makes a new element (ordinal, participle, common adjective). */
export function isSoftModifier(word: string): boolean {
  return ORDINAL.test(word) || /(?:ed|ing|en)$/.test(word) || SOFT.has(word);
}

const AFTER_PARTICIPLE = new Set([
  'by',
  'in',
  'on',
  'at',
  'to',
  'from',
  'with',
  'into',
  'through',
  'for',
  'between',
  'under',
  'over',
  'during',
  'as',
  'onto',
  'along',
  'about',
  'around',
  'toward',
  'towards',
  'across',
  'against',
  'within',
  'via',
  'upon',
  'off',
  'thereto',
  'thereon',
  'therein',
  'therefrom',
  'therewith',
  'therebetween',
  'therethrough',
  'thereby',
  'out',
  'up',
  'down',
  'away',
  'behind',
  'beyond',
  'below',
  'above',
  'beneath',
  'underneath',
  'inside',
  'outside',
  'past',
  'near',
  'adjacent',
  'alongside',
  'throughout',
  'where',
  'when',
  'which',
  'that',
  'therealong',
  'thereunder',
  'thereabove',
  'therebelow',
  'the',
  'a',
  'an',
  'said',
]);

/** Whether a word after a noun is probably a verb or a trailing participle ("unit stops", "force applied by"). */
function verbLike(word: string, prev: string, next: string | undefined): boolean {
  if (
    /(?:ed|ing)$/.test(word) &&
    !NOT_ACTS.has(word) &&
    (next === undefined ||
      AFTER_PARTICIPLE.has(next) ||
      (next.length > 4 && next.endsWith('ly') && !LY_NOUN.has(next)))
  )
    return true;
  if (VERB_FINITE.has(word) || POSTPOSITIVE.has(word)) return true;
  return (
    word.length > 3 &&
    word.endsWith('s') &&
    !/(?:ss|us|is)$/.test(word) &&
    !/s$/.test(prev) &&
    (next === 'the' || next === 'a' || next === 'an' || next === 'said')
  );
}

/** Whether a word is an ordinal or a listed generic adjective. */
export function isListedModifier(word: string): boolean {
  return ORDINAL.test(word) || SOFT.has(word);
}

const SOFT = new Set(
  'same other entire whole overall total single given particular predetermined certain new current previous next last final initial main central common different additional separate individual respective corresponding associated selected desired specific such various plural multiple several remaining opposite adjacent two three four five each either both'.split(
    ' ',
  ),
);
