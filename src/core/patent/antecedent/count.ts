import type { Claim } from '../types';
import { singular } from '../text';
import type { ClaimChains, ClaimIndex } from './chain';
import { normWords } from './chain';
import { textAfter } from './excuse';
import type { Phrase } from './phrases';

const ORDINALISH =
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
  if (ref.plural) {
    const plurals = [last, `${one}s`, `${one}es`];
    if (!ref.closed || plurals.some(said) || !said(one)) return null;
    // Exactly one introduction of the head: several ("a first lever … a second lever") make a
    // plural, none means the plural word may be a verb ("the armrest swivels").
    const intros = chains.intros(i, one, at, 4);
    if (intros.length !== 1 || intros[0]!.plural) return null;
    if (intros[0]!.words.some((w) => ORDINALISH.test(w)) || said('each')) return null;
    return 'plural';
  }
  // Only plural introductions, and the singular word never written ("overlaps" may be a verb, so
  // the plural must come from an introduction).
  // "one of the levers", "each lever", "respective levers" name the one a later "the lever" means.
  const intros = chains.intros(i, one, at, 8);
  if (said(one) || !intros.length || !intros.every((p) => p.plural)) return null;
  if (['each', 'one', 'respective', 'respectively', 'every', 'single'].some(said)) return null;
  return 'singular';
}

/** Words that make a repeated "a X" a different thing or a generic one. */
const GENERIC =
  /^(?:portion|part|piece|number|plurality|set|pair|amount|kind|type|way|manner|time|step|method|one|member|means)$/;

/** A list of alternatives or a nested list before an introduction ("any one of: a …; and a …"). */
const ALTERNATIVES =
  /\b(?:one\s+of|any\s+of|selected\s+from|at\s+least|consisting\s+of)\b[^;.]*[:;][^:]*$|\bhave\b[^;]*:\s*$/i;

/** What precedes an introduction that adds an element ("; a", "; and a", "further including a"). */
const ELEMENT_START =
  /(?:\bfurther\s+(?:comprising|comprises|including|includes|having)\s*:?|[:;]|[;:]\s*and)\s*$/i;

/**
 * The "a/an X" introductions of claim `i` whose exact words an earlier introduction in the claim
 * body or in the body of an ancestor already introduced ("a lever … a lever"): a second thing the
 * claim does not tell apart from the first. Only introductions that add an element count (after
 * "comprising", ";", "; and"); preamble introductions and "a … of" phrases do not.
 */
export function reintroductions(
  claim: Claim,
  i: number,
  index: ClaimIndex[],
  chains: ClaimChains,
  claims: Claim[],
  text: string,
  inherent: ReadonlySet<string>,
): Array<{ phrase: Phrase; earlier: Phrase }> {
  const out: Array<{ phrase: Phrase; earlier: Phrase }> = [];
  const bodyIntros = (j: number) =>
    index[j]!.intros.filter((p) => p.detStart >= claims[j]!.preamble.end && eligible(p));
  const eligible = (p: Phrase) =>
    (p.det === 'a' || p.det === 'an') &&
    p.closed &&
    !inherent.has(p.heads[0]!) &&
    !GENERIC.test(p.heads[0]!) &&
    !p.words.some((w) => ORDINALISH.test(w)) &&
    !/^(?:of|thereof|or|and\/or)\b/i.test(textAfter(text, p.end)) &&
    !ALTERNATIVES.test(text.slice(Math.max(0, p.detStart - 80), p.detStart));
  // A new element: at the start of an element, or right after a dependent claim's transition.
  const adds = (p: Phrase) =>
    ELEMENT_START.test(text.slice(Math.max(0, p.detStart - 24), p.detStart)) ||
    (!claim.independent &&
      !!claim.transition &&
      claim.transition.end <= p.detStart &&
      !/\S/.test(text.slice(claim.transition.end, p.detStart).replace(/:/, '')));
  const seen = new Map<string, Phrase>();
  for (const j of chains.ancestors(i))
    for (const p of bodyIntros(j))
      if (!seen.has(normWords(p.words))) seen.set(normWords(p.words), p);
  for (const p of bodyIntros(i)) {
    const key = normWords(p.words);
    const earlier = seen.get(key);
    if (earlier && !p.plural && adds(p)) out.push({ phrase: p, earlier });
    else if (!earlier) seen.set(key, p);
  }
  return out;
}
