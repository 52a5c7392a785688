/** Numerals of drawn parts put into sentences written from the claims. */
import type { DrawnFigure } from '../../figures';
import { tagSentence } from '../nlp';
import { numeralName } from './prose';

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Tags that continue a noun phrase: "the valve seat" is not "the valve". */
const NOUNISH = new Set(['NOUN', 'PROPN', 'NUM']);

/**
 * Puts each drawn part's numeral after its first definite mention ("the valve" → "the valve 14"),
 * where the name is whole: not followed by another noun of a longer name, not numbered already.
 */
export function numberParts(text: string, parts: ReadonlyMap<string, string>): string {
  const toks = tagSentence(text);
  const lower = toks.map((t) => t.lower);
  const byLength = [...parts].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
  let out = text;
  const done = new Set<string>();
  for (const [name, numeral] of byLength) {
    const words = name.split(' ');
    if (name === 'element' || done.has(numeral)) continue;
    // The occurrences of "the <name>" in token order and in text order match one to one.
    let nth = 0;
    let hit = -1;
    for (let i = 0; i + words.length < lower.length + 1; i++) {
      if (lower[i] !== 'the' || !words.every((w, k) => lower[i + 1 + k] === w)) continue;
      const next = toks[i + 1 + words.length];
      if (!next || (!NOUNISH.has(next.pos) && !/^\d/.test(next.text))) {
        hit = nth;
        break;
      }
      nth++;
    }
    if (hit < 0) continue;
    // Not "the valve-seat": a hyphen joins the name to a longer word, as the tagger's tokens do.
    const re = new RegExp(`\\bthe ${words.map(escape).join('\\s+')}(?![\\w-])`, 'gi');
    const m = [...out.matchAll(re)][hit];
    if (!m) continue;
    const at = m.index! + m[0].length;
    if (/^\s*\d/.test(out.slice(at))) continue;
    out = `${out.slice(0, at)} ${numeral}${out.slice(at)}`;
    done.add(numeral);
  }
  return out;
}

/** The parts a block diagram draws, by the name the description can give them, with their numerals. */
export function drawnParts(figure: DrawnFigure): Map<string, string> {
  const parts = new Map<string, string>();
  if (figure.kind === 'flowchart') return parts;
  for (const n of figure.numerals) {
    const name = numeralName(n.name);
    if (name === n.name.toLowerCase() && !parts.has(name)) parts.set(name, n.numeral);
  }
  return parts;
}

/**
 * A participle that says where a part sits or what it is made to do ("coupled", "configured"):
 * a regular "-ed" form, or one of English's irregular participles.
 */
const PARTICIPLE =
  /^(?:[a-z]{2,}(?:[^e]ed|ied)|driven|given|taken|chosen|hidden|woven|broken|frozen|written|shown|sewn|drawn|worn|torn|spun|wound|bound|held|built|made|set|fit|laid|sent|cut|put|kept|hung|sunk)\b/i;
/** Words that make the part named after them several ("a plurality of rollers"). */
const MANY =
  /^(?:a\s+plurality\s+of|plural|multiple|several|one\s+or\s+more|at\s+least\s+two|two|three|four|five|six)\s/i;
const PLACE =
  /^(?:on|in|at|within|between|adjacent|above|below|under|beneath|along|around|inside|outside|near|proximate|behind|over|across|about)\b/i;
const HAVING: [RegExp, string][] = [
  [/^having\b/i, 'has'],
  [/^with\b/i, 'has'],
  [/^comprising\b/i, 'comprises'],
  [/^including\b/i, 'includes'],
  [/^containing\b/i, 'contains'],
];

/**
 * What a claim element says of its part, as a sentence about that part: "a valve 14 connected to a
 * supply line" → "The valve 14 is connected to a supply line."; "a controller 16 that opens the
 * valve" → "The controller 16 opens the valve."; "a base having a slot" → "The base 12 has a slot.".
 * Null when the rest does not read as one of these (the element is then said as a whole).
 */
export function partSentence(named: string, rest: string, phrase: string): string | null {
  const r = rest.replace(/^,\s*/, '').trim();
  if (!r || /[;]/.test(r)) return null;
  const who = `The ${named}`;
  const be = MANY.test(phrase) ? 'are' : 'is';
  // A subject relative clause: its verb, right after "that", already agrees with the part
  // ("rollers that rotate"). "a frame that the rails are mounted on" is not one.
  if (
    /^(?:that|which)\s+(?!(?:the|a|an|each|every|said|it|they|one|its|their|this|these)\b)\w/i.test(
      r,
    )
  )
    return `${who} ${r.replace(/^\w+\s+/, '')}`;
  if (PARTICIPLE.test(r) || PLACE.test(r)) return `${who} ${be} ${r}`;
  if (/^for\s+\w+ing\b/i.test(r)) return `${who} ${be} used ${r}`;
  if (be === 'are') return null; // "have", "comprise": said as a whole instead
  for (const [re, verb] of HAVING) if (re.test(r)) return `${who} ${r.replace(re, verb)}`;
  return null;
}
