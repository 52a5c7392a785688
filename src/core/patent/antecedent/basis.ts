import type { Claim } from '../types';
import { singular } from '../text';
import type { ClaimChains, ClaimIndex } from './chain';
import type { Phrase } from './phrases';
import { keyOf } from './heads';
import { VERB_FORMS } from './verbs';

/**
 * Whether a definite reference names the leading words of a compound the chain introduced before
 * it: "the vehicle" after "a vehicle door", "the receptacle" after "a receptacle portion". The
 * compound presupposes the thing it is named after, so examiners read the reference as inherent.
 */
export function namedInCompound(
  ref: Phrase,
  i: number,
  index: ClaimIndex[],
  chains: ClaimChains,
  at: number,
): boolean {
  const n = ref.words.length;
  if (n > 2) return false;
  const want = ref.words.map((w, k) => (k === n - 1 ? singular(w.toLowerCase()) : w.toLowerCase()));
  const fits = (p: Phrase) =>
    p.words.length > n &&
    want.every(
      (w, k) =>
        w === (k === n - 1 ? singular(p.words[k]!.toLowerCase()) : p.words[k]!.toLowerCase()),
    );
  if (index[i]!.intros.some((p) => p.detStart < at && fits(p))) return true;
  if (chains.ancestors(i).some((j) => index[j]!.intros.some(fits))) return true;
  // A bare noun phrase names it too: "comprise nuclei magnetic moments … the nuclei".
  return chains.inChain(i, at, (lex, lim) => lex.wroteBare(ref.words, lim));
}

/** Nouns of a part or share of a thing ("the alcohol fraction", "the mouthpiece body"). */
const PART_NOUN =
  /^(?:fraction|portion|moiety|residue|content|wall|body|structure|section|part|end|side|edge|face|interior|exterior|periphery|rim|tip|base)$/;

/**
 * Whether a reference names a part of a thing the chain introduced by the thing's name and a
 * part noun: "the alcohol fraction" of "an aromatic alcohol", "the joint structure" of "joints".
 */
export function partOfKnown(ref: Phrase, known: (key: string) => boolean): boolean {
  const w = ref.words;
  return (
    w.length === 2 &&
    PART_NOUN.test(singular(w[1]!)) &&
    !PART_NOUN.test(singular(w[0]!)) &&
    known(singular(w[0]!))
  );
}

/** Hollow things, every one of which has a wall ("a reaction chamber … constrictions of the wall"). */
const HOLLOW =
  /^(?:chamber|housing|vessel|container|tube|pipe|reactor|cavity|casing|tank|conduit|channel|duct|passage|passageway|enclosure|shell|box|bore|lumen|cylinder|cup|bowl|bag|bottle|sleeve|sheath|hose|pocket|compartment|receptacle)$/;

/**
 * Whether a bare "the wall" (or "the walls") names the wall of a hollow thing the chain introduced
 * before it: a chamber or a housing has a wall, as a table has a surface.
 */
export function wallOfKnown(
  ref: Phrase,
  hollow: (test: (key: string) => boolean) => boolean,
): boolean {
  return (
    ref.words.length === 1 && singular(ref.words[0]!) === 'wall' && hollow((k) => HOLLOW.test(k))
  );
}

/** The clause before a phrase: back to the last comma, semicolon or colon (at most 100 chars). */
function clauseBefore(text: string, at: number): string {
  const s = text.slice(Math.max(0, at - 100), at);
  const m = /[;,:]([^;,:]*)$/.exec(s);
  return (m ? m[1]! : s).toLowerCase();
}

/** A possessive or distributive owner in the clause: "its", "each", "respective", "their". */
const OWN = /\b(?:its|their|each|every|respective|respectively)\b/;

/** The owner a clause names ("said hole base having …" → "hole base"), if any. */
function owner(clause: string): string | null {
  const m =
    /\b(?:said|the)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s+(?:having|has|have|with|including|includes|comprising|comprises|provided|defining|defines|bored|formed|carrying|carries)\b/.exec(
      clause,
    );
  return m ? m[1]! : null;
}

/**
 * A definite noun's "of" right before ("the weight of", "said end of", "the maximum width B6 of"),
 * not an idiom ("in the presence of", "by the use of").
 */
const DEFINITE_OWNER =
  /\b(?:the|said)\s+(?!(?:presence|absence|use|aid|help|action|influence|form|case|course|basis|means)\s+of)(?:[\w-]+\s+){1,3}of\s+$/;

/** Quantities of a material: "20% of a silicone oil", "5 parts by weight of a solvent". */
const QUANTITY = /(?:\d\s*%|\bpercent|\bppm|\bparts?(?:\s+by\s+\w+)?|\bwt\.?)\s+of\s+$/;

/** A label or reference sign in parentheses right after a phrase: "(I-2)", "(12)". */
const LABEL = /^\s*\(([^()\s]{1,8})\)/;

/**
 * Whether a repeated "a X" is told apart from the earlier one, or is the same thing in a position
 * that does not introduce a second element: the first mention states the preamble's purpose or
 * setting (unless `preamble` is false) ("an adjuster for an armrest …, comprising: … an armrest"); either mention is owned
 * ("its", "each") or the two hang on different owners ("said male coupler having a shoulder …
 * said female coupler having a shoulder"); or the repeat measures out a material ("20% of a
 * silicone oil").
 */
export function toldApart(
  p: Phrase,
  earlier: Phrase,
  claims: Claim[],
  text: string,
  preamble = true,
  element = false,
): boolean {
  const host = claims.find((c) => earlier.detStart >= c.start && earlier.detStart < c.end);
  if (preamble && host && earlier.detStart < host.preamble.end) return true;
  // "a cyclic carbonate (I-1) … a cyclic carbonate (I-2)", "a lever (12) … a lever (14)": labels
  // or reference signs of their own tell the two apart.
  const la = LABEL.exec(text.slice(p.end, p.end + 20))?.[1];
  const lb = LABEL.exec(text.slice(earlier.end, earlier.end + 20))?.[1];
  if (la && lb && la !== lb) return true;
  const before = text.slice(Math.max(0, p.detStart - 30), p.detStart).toLowerCase();
  // "an arm of a vehicle occupant", "a blade of an aircraft engine": the complement of another
  // noun names a kind of owner, not a further element.
  // But "the molecular weight of a molecular cluster": a definite owner's complement is one thing.
  // But not when the chain refers to its X as "the X" (`element`): then it is one of its parts.
  if (
    QUANTITY.test(before) ||
    (/\bof\s+$/.test(before) && !DEFINITE_OWNER.test(before) && !element)
  )
    return true;
  // "at a predetermined pitch": a chosen value, not a part.
  if (/^(?:predetermined|preset|given|certain|selected|desired)$/.test(p.words[0]!)) return true;
  const a = clauseBefore(text, p.detStart);
  const b = clauseBefore(text, earlier.detStart);
  if (OWN.test(a) || OWN.test(b)) return true;
  const oa = owner(a);
  const ob = owner(b);
  return oa !== null && ob !== null && oa !== ob;
}

/**
 * Whether a reference ran on past its noun into a verb or a reduced relative clause and its noun
 * is known: "the carbon filaments produced solely from", "the electrodes providing probe
 * landings", "the filaments form a structure" (the plural noun's bare verb).
 */
export function ranOn(ref: Phrase, known: (key: string) => boolean): boolean {
  const w = ref.words;
  for (let k = 1; k < w.length; k++) {
    const x = w[k]!.toLowerCase();
    const prev = w[k - 1]!.toLowerCase();
    // After a singular noun or an ordinal, "-ing"/"-ed" words are modifiers ("the second
    // partitioning device"); after a plural noun they start a clause.
    if (!/[^s]s$/.test(prev)) continue;
    const verb =
      (/(?:ed|ing)$/.test(x) && x.length > 5) ||
      VERB_FORMS.has(x) ||
      (/^[a-z]+$/.test(x) && !/s$/.test(x) && k === w.length - 1);
    if (verb) return known(keyOf(prev));
  }
  return false;
}
