import type { Claim } from '../types';
import { singular } from '../text';
import type { ClaimChains, ClaimIndex } from './chain';
import { normWords } from './chain';
import { textAfter } from './excuse';
import type { Phrase } from './phrases';
import { toldApart } from './basis';

export const ORDINALISH =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|other|another|additional|further|new|different|separate|respective|corresponding|same|each|both|and|or|plural|multiple|several|various|two|three|four)$/;

/**
 * Whether a known reference disagrees in number with everything the chain wrote of its head: "the
 * levers" where only "a lever" came before, or "the lever" where only "a plurality of levers" did.
 * References to two ordinal parts ("the first and second levers") and to several singular
 * introductions stay silent.
 */
export function numberMismatch(
  ref: Phrase,
  i: number,
  chains: ClaimChains,
  text: string,
): 'plural' | 'singular' | null {
  const last = ref.words[ref.words.length - 1]!;
  const one = singular(last);
  if (one.length < 3 || ref.words.some((w) => ORDINALISH.test(w)) || /['’]/.test(last)) return null;
  if (
    /^(?:each|one|any|either|all|both|none|some)\s+of\s+$/i.test(
      text.slice(Math.max(0, ref.detStart - 12), ref.detStart),
    )
  )
    return null;
  const at = ref.detStart;
  const said = (w: string) => chains.inChain(i, at, (lex, lim) => lex.said(w, lim));
  // The introductions are looked up first: they settle most references without a word scan.
  const intros = chains.intros(i, one, at, 8);
  if (!intros.length) return null;
  if (ref.plural) {
    // Only singular introductions: several ordinal ones ("a first lever … a second lever") make a
    // plural, none means the plural word may be a verb ("the armrest swivels").
    if (intros.some((p) => p.plural || p.words.some((w) => ORDINALISH.test(w)))) return null;
    // "a mechanical loss calculator; and an electrical loss calculator … the loss calculators".
    if (new Set(intros.map((p) => normWords(p.words))).size >= 2) return null;
    const plurals = [last, `${one}s`, `${one}es`];
    if (!ref.closed || plurals.some(said) || !said(one)) return null;
    // "a goal state for each pool", "at least one lever": the singular already stands for many.
    if (
      intros.some((p) => p.det === 'one' || p.det === 'least' || EACH.test(textAfter(text, p.end)))
    )
      return null;
    return 'plural';
  }
  // Only plural introductions, and the singular word never written ("overlaps" may be a verb, so
  // the plural must come from an introduction).
  // "one of the levers", "each lever", "respective levers" name the one a later "the lever" means.
  if (!intros.every((p) => p.plural) || said(one)) return null;
  // "the surfactant(s)": either number, as the claim says.
  if (/^\(s\)/.test(text.slice(ref.end, ref.end + 3))) return null;
  // "one or more levers … the lever", "the selected lever": one of them, already singled out.
  if (intros.some((p) => p.det === 'one' || p.det === 'least') || /ed$/.test(ref.words[0]!))
    return null;
  const wrote = (words: string[]) =>
    chains.inChain(i, at, (lex, lim) => lex.wrote(words, lim, false));
  const plural = intros[0]!.words[intros[0]!.words.length - 1]!;
  if (
    ['each', 'every', 'respective', 'single', 'individual'].some((w) => wrote([w, one])) ||
    wrote(['respective', plural]) ||
    wrote(['one', 'of', 'the', plural]) ||
    said('respectively')
  )
    return null;
  return 'singular';
}

/** A distributive phrase after an introduction ("a goal state for each pool"). */
const EACH = /^(?:for|of|in|on|at|per)\s+(?:each|every)\b|^per\b/i;
