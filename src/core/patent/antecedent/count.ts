import type { Claim } from '../types';
import { singular } from '../text';
import type { ClaimChains, ClaimIndex } from './chain';
import { normWords } from './chain';
import { textAfter } from './excuse';
import type { Phrase } from './phrases';
import { toldApart } from './basis';

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

/** Words that make a repeated "a X" a different thing or a generic one. */
const GENERIC =
  /^(?:portion|part|piece|number|plurality|set|pair|amount|kind|type|way|manner|time|step|method|one|member|means|signal|command|request|call|message|data|value|user|patient|subject|person|force|image|region|configuration|mode|state|result|function|operation|information|parameter|packet|record|event|instance|level|threshold|condition|product|process|reaction|material|solvent|substance|liquid|fluid|gas|oil|powder|catalyst|agent|mixture|sample|pulse|beam|emission|voltage|current|stimulus|occupant|operator|person|individual|human|animal)$/;

/** A list of alternatives or a nested list before an introduction ("any one of: a …; and a …"). */
const ALTERNATIVES =
  /\b(?:one\s+of|any\s+of|selected\s+from|at\s+least|consisting\s+of)\b[^;.]*[:;][^:]*$|\bhave\b[^;]*:\s*$/i;

/** A Markush group or list of alternatives still open before a phrase. */
const MARKUSH =
  /\b(?:selected\s+from|consisting\s+(?:essentially\s+)?of|any\s+one\s+of)\b[^;:.]*$/i;

/**
 * What before "a X" makes it a predicate or an alternative, not a second element: "is a", "as a",
 * "being a", "or a", "such as a", "each … a".
 */
const PREDICATE =
  /(?:\(\w{1,3}\)|\b(?:is|are|was|were|be|being|been|as|or|either|nor|than|like|per|each|every|into|become|becomes|forms?|defines?|constitutes?|represents?|comprises|comprising|includes|including|consists|consisting|contains|containing|having|has|have|selected|e\.g\.|i\.e\.|whether))\s*:?\s*$/i;

/**
 * The "a/an X" introductions of claim `i` whose exact words an earlier introduction of the claim
 * or of an ancestor already introduced ("a lever … attached to a lever"): a second thing the claim
 * does not tell apart from the first. Predicates ("the part is a lever"), alternatives and "a … of"
 * phrases do not count; each phrase is reported once per claim.
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
  const eligible = (p: Phrase) =>
    (p.det === 'a' || p.det === 'an') &&
    p.closed &&
    !inherent.has(p.heads[0]!) &&
    !GENERIC.test(p.heads[0]!) &&
    !p.words.some((w) => ORDINALISH.test(w)) &&
    !/^(?:of|thereof|or|and\/or)\b/i.test(textAfter(text, p.end)) &&
    !ALTERNATIVES.test(text.slice(Math.max(0, p.detStart - 80), p.detStart));
  const again = (p: Phrase) =>
    !PREDICATE.test(text.slice(Math.max(0, p.detStart - 24), p.detStart)) &&
    p.detStart >= claim.preamble.end;
  const seen = new Map<string, Phrase>();
  for (const j of chains.ancestors(i))
    for (const p of index[j]!.intros)
      if (eligible(p) && !seen.has(normWords(p.words))) seen.set(normWords(p.words), p);
  const told = new Set<string>();
  for (const p of index[i]!.intros) {
    if (!eligible(p)) continue;
    const key = normWords(p.words);
    const earlier = seen.get(key);
    if (!earlier) {
      seen.set(key, p);
      continue;
    }
    // A repeated one-word generic term across claims ("a tube" in a dependent claim) is often a
    // second one; inside one claim, or as a longer name, it is the same thing said twice.
    const own = earlier.detStart >= claim.start && earlier.detStart < claim.end;
    if (
      !p.plural &&
      !told.has(key) &&
      again(p) &&
      (own || p.words.length > 1) &&
      !toldApart(p, earlier, claims, text) &&
      // An open list of alternatives ("selected from a …") names kinds, not elements.
      ![p, earlier].some((q) => MARKUSH.test(text.slice(Math.max(0, q.detStart - 120), q.detStart)))
    ) {
      told.add(key);
      out.push({ phrase: p, earlier });
    }
  }
  return out;
}
