import { singular } from '../text';
import type { ClaimChains } from './chain';
import { normWords } from './chain';
import { textAfter } from './excuse';
import type { Phrase } from './phrases';

export const ORDINALISH =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|other|another|additional|further|new|different|separate|respective|corresponding|same|each|both|and|or|plural|multiple|several|various|two|three|four)$/;

/**
 * Whether a known reference disagrees in number with everything the chain wrote of its head: "the
 * levers" where only "a lever" came before (anywhere in its clause), or "the lever" where only "a
 * plurality of levers" did (only where its clause shows the number, as a verb's subject).
 * References to two ordinal parts ("the first and second levers") and to several singular
 * introductions stay silent.
 */
export function numberMismatch(
  ref: Phrase,
  i: number,
  chains: ClaimChains,
  text: string,
  claimStart: number,
): 'plural' | 'singular' | null {
  const last = ref.words[ref.words.length - 1]!;
  const one = singular(last);
  // "the second particle" after "second particles": an ordinal of a series is part of the name.
  const series = ref.words.filter((w) => SERIES.test(w));
  if (
    one.length < 3 ||
    ref.words.some((w) => ORDINALISH.test(w) && !SERIES.test(w)) ||
    /['’]/.test(last)
  )
    return null;
  if (
    /^(?:each|one|any|either|all|both|none|some)\s+of\s+$/i.test(
      text.slice(Math.max(0, ref.detStart - 12), ref.detStart),
    )
  )
    return null;
  // The reference's own clause must show the number it means: as the subject of a verb ("the
  // holes are", "said lever being"). As an object or after a preposition ("rotates between the
  // plates", "the voltage that the thermo-couple can sample") a plural or singular shift mostly
  // reads generically or distributively, and granted claims are full of it.
  // A plural where the chain has one is wrong wherever it stands, unless it is distributive: the
  // complement of another plural ("positions for said ligatures", "holes for the screws").
  if (!ref.plural && !subjectOf(text, ref)) return null;
  if (ref.plural && DISTRIBUTED.test(text.slice(Math.max(0, ref.detStart - 40), ref.detStart)))
    return null;
  // "a plurality of the datapoints stored …", "a pair of said rollers": a collective noun counts
  // members of a class; the plural is the quantifier's, not a slip for the one introduced.
  if (ref.plural && COLLECTIVE.test(text.slice(Math.max(0, ref.detStart - 30), ref.detStart)))
    return null;
  // "the walls that make up said recess": a restrictive clause whose verb agrees with the plural
  // names the set itself ("the trays that holds" still shows the one it was written for).
  if (ref.plural && OWN_CLAUSE.test(textAfter(text, ref.end))) return null;
  const at = ref.detStart;
  // "a first said row of pixels", "three said rows": the count is written before the article.
  if (
    /\b(?:an?|one|two|three|four|five|six|several|first|second|third|fourth|fifth)\s+$/i.test(
      text.slice(Math.max(0, at - 10), at),
    )
  )
    return null;
  const said = (w: string) => chains.inChain(i, at, (lex, lim) => lex.said(w, lim));
  // The introductions are looked up first: they settle most references without a word scan.
  const intros = chains
    .intros(i, one, at, 8)
    .filter((p) => series.every((w) => p.det === w || p.words.includes(w)));
  if (!intros.length) return null;
  // "the doped portions" after only "a portion of the substrate" names other portions, not more
  // of the one introduced: only an introduction of the same words (or ending in them) disagrees.
  // An introduction's words up to its head ("a cable extending behind …" → "cable"), series
  // ordinals aside (they matched above).
  const bare = (ws: string[]) => ws.filter((w) => !SERIES.test(w)).map(singular);
  const whole = bare(ref.words).join(' ');
  const named = intros.filter((p) => {
    const ws = bare(p.words);
    const w = ws.slice(0, ws.lastIndexOf(one) + 1).join(' ');
    return w === whole || w.endsWith(` ${whole}`);
  });
  if (!named.length) return null;
  if (ref.plural) {
    // Only singular introductions: several ordinal ones ("a first lever … a second lever") make a
    // plural, none means the plural word may be a verb ("the armrest swivels").
    if (intros.some((p) => p.plural || p.words.some((w) => ORDINALISH.test(w)))) return null;
    // "a hexadecyl amide derivative … the derivatives": a singular kind noun names a genus, and
    // the plural its members.
    if (KIND.test(one)) return null;
    // "a mechanical loss calculator; and an electrical loss calculator … the loss calculators".
    if (new Set(named.map((p) => normWords(p.words))).size >= 2) return null;
    const plurals = [last, `${one}s`, `${one}es`];
    if (!ref.closed || plurals.some(said) || !said(one)) return null;
    // "a goal state for each pool", "at least one lever": the singular already stands for many.
    if (
      intros.some(
        (p) =>
          p.det === 'one' ||
          p.det === 'least' ||
          AT_LEAST.test(text.slice(Math.max(0, p.detStart - 10), p.detStart)) ||
          EACH.test(textAfter(text, p.end)) ||
          EACH_BEFORE.test(clauseBack(text, p.detStart)) ||
          ownedByPlural(text.slice(Math.max(0, p.detStart - 40), p.detStart), (w) =>
            chains.intros(i, w, Infinity).some((q) => q.plural),
          ),
      )
    )
      return null;
    // Outside a subject whose verb shows the number, a plural reads as a slip only where the
    // claim set never speaks of several of the thing: where another claim (or a later clause)
    // writes the plural, the drafter counts several, and the plural here leans on that reading
    // ("mounted on the rails" where a sibling claim introduces "a pair of rails").
    if (!subjectOf(text, ref) && pluralElsewhere(text, ref, plurals)) return null;
    return 'plural';
  }
  // Only plural introductions, and the singular word never written ("overlaps" may be a verb, so
  // the plural must come from an introduction).
  // "one of the levers", "each lever", "respective levers" name the one a later "the lever" means.
  // A singular written after "each", "every", "one" is the distributive idiom, not the noun again.
  if (
    !intros.every((p) => p.plural) ||
    chains.inChain(i, at, (lex, lim) => lex.saidUnless(one, lim, SINGLING))
  )
    return null;
  // "the surfactant(s)": either number, as the claim says.
  if (/^\(s\)/.test(text.slice(ref.end, ref.end + 3))) return null;
  // "the category region being a region to which …": a reference defined by its own head noun
  // defines the term for every one of them, not one of several.
  const head = one.replace(/[^\w-]/g, '');
  if (
    new RegExp(`^(?:is|being)\\s+an?\\s+(?:[\\w-]+\\s+){0,2}?${head}\\b`, 'i').test(
      textAfter(text, ref.end),
    )
  )
    return null;
  // "one or more levers … the lever", "the selected lever": one of them, already singled out.
  if (
    intros.some(
      (p) =>
        p.det === 'one' ||
        p.det === 'least' ||
        (p.det === 'more' && /\bone\s+or\s+$/i.test(text.slice(p.detStart - 8, p.detStart))),
    ) ||
    /ed$/.test(ref.words[0]!)
  )
    return null;
  const wrote = (words: string[]) =>
    chains.inChain(i, at, (lex, lim) => lex.wrote(words, lim, false));
  const plural = intros[0]!.words[intros[0]!.words.length - 1]!;
  // "each lever …, the lever": the one of each, in the same clause of the same claim.
  const own = text.slice(claimStart, at);
  const each = new RegExp(
    `\\b(?:each|every|respective|single|individual)\\s+(?:[\\w-]+\\s+){0,2}?${one.replace(/[^\w-]/g, '')}(?:s|es)?\\b(?![\\w-])`,
    'gi',
  );
  let lastEach = -1;
  for (const m of own.matchAll(each)) lastEach = m.index + m[0].length;
  if (
    (lastEach >= 0 && !/;|\bwherein\b/i.test(own.slice(lastEach))) ||
    wrote(['respective', plural]) ||
    wrote(['one', 'of', 'the', plural]) ||
    said('respectively')
  )
    return null;
  return 'singular';
}

/** Whether the claims write one of the plural forms anywhere but in the reference itself. */
function pluralElsewhere(text: string, ref: Phrase, plurals: string[]): boolean {
  const forms = [...new Set(plurals)].map((w) => w.replace(/[^\w-]/g, '')).join('|');
  const re = new RegExp(`(?<![\\w-])(?:${forms})(?![\\w-])`, 'gi');
  for (const m of text.matchAll(re)) if (m.index < ref.detStart || m.index >= ref.end) return true;
  return false;
}

/** Ordinals of a series: part of a name ("second particles"), not a second of something. */
const SERIES = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;

/** Nouns of a chemical kind: the singular names a genus ("a derivative of hyaluronic acid"). */
const KIND =
  /^(?:derivative|compound|salt|ester|ether|analog|analogue|isomer|homolog|homologue|polymer|copolymer|oligomer|composition|formulation|mixture|blend|extract|solvate|hydrate|conjugate|variant)$/;

/** Words that single one out of many ("each lever", "one lever"). */
const SINGLING = new Set(['each', 'every', 'one', 'respective', 'single', 'individual', 'any']);

/**
 * A distributive quantifier earlier in the clause ("during each cycle … removing a sample"); the
 * reciprocal "each other" distributes nothing ("positioned adjacent to each other to form a …").
 */
const EACH_BEFORE = /\b(?:each|every)\b(?!\s+other\b)/i;

/** The clause before an offset, back to the last semicolon (at most 400 characters). */
function clauseBack(text: string, at: number): string {
  const s = text.slice(Math.max(0, at - 400), at);
  // The clause ends at a semicolon or at the end of the claim before ("… being coupled.\n17.").
  return s.split(/;|\.\s*\n/).at(-1)!;
}

/** A collective noun and "of" right before a reference: "a plurality of the …", "a pair of said …". */
const COLLECTIVE =
  /\b(?:plurality|multiplicity|multitude|number|set|subset|group|series|sequence|pair|majority|collection|array|combination)\s+of\s+$/i;

/**
 * A restrictive clause whose verb is plural ("that make up", "which are"); a modal or a past tense
 * shows no number.
 */
const OWN_CLAUSE =
  /^(?:that|which|who)\s+(?:are|were|have|do|(?!(?:can|may|will|shall|must|could|would|should|might|is|was|has|does)\b)[a-z]+(?<![^s]s|ed))\b/i;

/** "at least a platform": one or more, as "at least one". */
const AT_LEAST = /\bat\s+least\s+$/i;

/**
 * Whether an introduction hangs on a plural the chain introduced ("a plurality of blades having a
 * tip", "rollers, each with a groove"): one for each of them, so a later plural is theirs.
 */
function ownedByPlural(before: string, pluralIntro: (key: string) => boolean): boolean {
  const m =
    /\b([a-z][\w-]*[a-z]),?\s+(?:each\s+)?(?:having|with|comprising|including|defining|carrying|bearing|containing|provided\s+with)\s+$/i.exec(
      before,
    );
  if (!m) return false;
  const one = singular(m[1]!.toLowerCase());
  return one !== m[1]!.toLowerCase() && pluralIntro(one);
}

/** A plural noun and a preposition right before a reference: "positions for said …". */
const DISTRIBUTED = /\b[a-z]{3,}[^s'’]s\s+(?:for|of|to|on|in|with|from|at|by)\s+$/i;

/**
 * A distributive phrase after an introduction ("a goal state for each pool", "a pixel electrode
 * provided for each of the pixels": up to three words between).
 */
const EACH = /^(?:\s*[a-z]+){0,3}?\s*\b(?:for|of|in|on|at|per)\s+(?:each|every)\b|^\s*per\b/i;

/** A verb right after a reference that makes it the subject of its clause, and shows its number. */
const SUBJECT_VERB =
  /^(?:is|are|was|were|has|have|had|being|been|does|do|did|(?:comprise|include|define|extend|contain|form|engage|receive|surround|support|abut|overlap|face|lie|project|protrude)s?)\b/i;

/** Whether a reference is the subject of its clause: followed by a verb that agrees with it. */
export function subjectOf(text: string, ref: Phrase): boolean {
  return SUBJECT_VERB.test(textAfter(text, ref.end));
}
