/** Reading a phrase and the text around it, for `reintroductions` (reintro.ts). */
import type { Claim } from '../types';
import { singular } from '../text';
import { textAfter } from './excuse';
import { isSoftModifier, type Phrase } from './phrases';
import { IRREGULAR_PARTICIPLES } from './verbs';
import { NOT_ACTS } from './words';
import {
  CONDITION,
  LIST_HEAD,
  ARTICLE,
  ORDINAL_WORD,
  COPULA,
  OF_END,
  STUFF,
} from './reintro-words';

/** Whether a word after a noun is a participle that starts a clause ("a coil wound around"). */
export function trailing(word: string): boolean {
  return (
    (/(?:ed|ing)$/.test(word) && word.length > 4 && !NOT_ACTS.has(word)) ||
    IRREGULAR_PARTICIPLES.has(word) ||
    /^(?:wound|bent|cast|fed|bound|spun|formed)$/.test(word)
  );
}

/** The words of the noun phrase itself, a trailing participle cut off ("coil wound" → "coil"). */
export function core(p: Phrase): string[] {
  let n = p.words.length;
  while (n > 1 && trailing(p.words[n - 1]!)) n--;
  return p.words.slice(0, n);
}

/** The words after the noun phrase up to the end of its clause, articles dropped (at most 12). */
export function complement(p: Phrase, text: string): string[] {
  const cut = p.words.slice(core(p).length);
  const after = textAfter(text, p.end).slice(0, 160);
  const clause = /^[^,;:.]*/.exec(after)![0].split(/\b(?:wherein|whereby)\b/i)[0]!;
  const words = [...cut, ...(clause.toLowerCase().match(/[\w'′’-]+/g) ?? [])];
  return words.filter((w) => !ARTICLE.test(w)).slice(0, 12);
}

/** The list a phrase stands in: the noun before the nearest "comprising:" of its claim. */
export function listHead(text: string, claim: Claim, at: number): string | null {
  const from = Math.max(claim.bodyStart, at - 1500);
  let head: string | null = null;
  for (const m of text.slice(from, at).matchAll(LIST_HEAD)) head = m[1]!.toLowerCase();
  return head;
}

/**
 * The whole whose parts an element's clause lists ("(b) the gate-ASIC chip comprising a
 * processor, a memory element …" → "gate-asic chip"), or null at the top level of a claim: the
 * clause runs back to the last semicolon or colon, so a claim's own "comprising:" is no owner.
 */
export function partOwner(text: string, at: number): string | null {
  // The phrase's own article is kept, so the first part right after "comprising" counts too.
  const s = text.slice(Math.max(0, at - 400), at + 3);
  const clause = s.slice(Math.max(s.lastIndexOf(';'), s.lastIndexOf(':')) + 1);
  let last: RegExpMatchArray | null = null;
  for (const m of clause.matchAll(PART_LIST))
    // "1. An apparatus comprising a cable …": the claimed thing itself is no owner of a part.
    if (!/\d\s*\.\s*(?:(?:an?|the)\s+)?$/i.test(clause.slice(0, m.index))) last = m;
  // "further comprising" adds to the claimed thing; a clause after the list ("when …", "being …")
  // is no longer the whole's list.
  if (!last || /^further$/i.test(last[1]!)) return null;
  return LIST_ENDS.test(clause.slice(last.index! + last[0].length)) ? null : last[1]!.toLowerCase();
}

const LIST_ENDS = /\b(?:when|wherein|whereby|where|if|while|being|is|are|was|were)\b/i;

const PART_LIST =
  /((?:[\w-]+\s+)?[\w-]+),?\s+(?:comprising|comprises|including|includes|having|has)\s+(?=(?:an?|at\s+least\s+one|one\s+or\s+more)\s)/gi;

/** The ordinal of the nearest "first X"/"second X" before an offset in its clause, if any. */
export function ordinalOwner(text: string, at: number): string | null {
  const s = text.slice(Math.max(0, at - 200), at);
  // The clause ends at a semicolon or at the end of the claim before ("… membrane.\n\n7. A …").
  const clause = s.split(/;|\.\s*\n/).at(-1)!;
  let last: string | null = null;
  for (const m of clause.matchAll(ORDINAL_WORD)) last = m[1]!.toLowerCase();
  return last;
}

/** The lowercase word right before an offset. */
export function wordBefore(text: string, at: number): string | undefined {
  return /([\w-]+)\s+$/.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase();
}

/** The last `n` words before an offset in its clause, articles dropped, or null if fewer. */
export function wordsBefore(text: string, at: number, n: number): string | null {
  const s = text.slice(Math.max(0, at - 80), at);
  const clause = s.slice(Math.max(s.lastIndexOf(';'), s.lastIndexOf(':'), s.lastIndexOf(',')) + 1);
  const words = (clause.toLowerCase().match(/[\w'-]+/g) ?? []).filter((w) => !ARTICLE.test(w));
  return words.length >= n ? words.slice(-n).join(' ') : null;
}

/** Whether an introduction does not introduce a thing: a predicate, a condition, a comparison. */
export function notAnElement(p: Phrase, text: string): boolean {
  const before = text.slice(Math.max(0, p.detStart - 60), p.detStart);
  return COPULA.test(before) || CONDITION.test(before);
}

/** Whether two phrases go on with the same "of" complement ("a chamber of the patient's heart"). */
export function sameOf(p: Phrase, q: Phrase, text: string): boolean {
  const object = (ws: string[]) => {
    if (ws[0] !== 'of') return '';
    const end = ws.findIndex((w, k) => k > 0 && OF_END.test(w));
    return ws.slice(1, end < 0 ? undefined : end).join(' ');
  };
  const a = object(complement(p, text));
  return a !== '' && a === object(complement(q, text));
}

/**
 * Where a dependent claim's "a X" can only mean the X its chain introduced: an element it adds
 * ("further comprising a X …") or the subject of a clause said to be or do something, with its
 * verb right after it ("wherein a X is …"). Whatever the name, an attorney writes "the X" there
 * for the chain's element and "another X" or "a second X" for a new one.
 */
export function strongAt(
  claim: Claim,
  subjectBefore: boolean,
  subjectAfter: boolean,
  added: boolean,
) {
  return claim.parents.length > 0 && (added || (subjectBefore && subjectAfter));
}

/**
 * Whether the words name particular stuff or a particular place: a generic head of `STUFF` with
 * modifiers of its own ("a reaction mixture", "a posterior region"; not "a heated mixture").
 */
export function namedStuff(words: string[]): boolean {
  return (
    words.length >= 2 &&
    STUFF.test(singular(words.at(-1)!)) &&
    words.slice(0, -1).every((w) => !isSoftModifier(w))
  );
}

/**
 * Whether a dependent claim's one-word "a X" may be a new X although its chain introduced one: the
 * chain's X was the object of an act, which each act may take anew ("allocating a resource …
 * reassigning a resource"), or the repeat stands under a distributive subject ("wherein each of the
 * boards comprises an antenna"). Otherwise the chain listed its X as an element, and an attorney
 * writes "the X" for it wherever it stands ("driven by a drive", "the leeward side of a tower").
 */
export function anew(p: Phrase, earlier: Phrase, text: string): boolean {
  const act = wordBefore(text, earlier.detStart) ?? '';
  const clause = text
    .slice(Math.max(0, p.detStart - 200), p.detStart)
    .split(/[;:]/)
    .at(-1)!;
  return (/ing$/.test(act) && !TRANSITION.test(act)) || /\b(?:each|every)\b/i.test(clause);
}

/** Words that list elements, not acts that take an object ("comprising a drive"). */
const TRANSITION = /^(?:comprising|including|having|containing|being)$/;

/**
 * Whether each of two mentions is defined by a restrictive relative clause of its own, and the
 * two clauses differ: "power only to a section that is used for the low operation … by using a
 * section to which the power is supplied" names two sections, each by what sets it apart.
 */
export function definedApart(p: Phrase, q: Phrase, text: string): boolean {
  const clause = (r: Phrase) => {
    const m = RELATIVE.exec(textAfter(text, r.end).slice(0, 120));
    return m ? m[0].toLowerCase().replace(/\s+/g, ' ') : null;
  };
  const a = clause(p);
  const b = clause(q);
  return a !== null && b !== null && a !== b;
}

/** A restrictive relative clause up to its end: "that is used for …", "to which the power …". */
const RELATIVE =
  /^(?:that|which|whose|(?:to|in|on|at|from|by|with|for|into|through|under|over)\s+which)\b[^,;:]*/i;

/**
 * Whether a claim that refers to another claims a thing of another category in a preamble of its
 * own ("A method of operating the pump of claim 1, comprising: filling a housing …"): its
 * elements are its own, not the parent's (a method of making introduces what becomes a part).
 */
export function otherCategory(claim: Claim, claims: Claim[], text: string): boolean {
  const parent = claims.find((c) => c.number === claim.parents[0]);
  const act = (c: Claim) => c.category === 'method' || c.category === 'use';
  return (
    parent !== undefined &&
    act(parent) !== act(claim) &&
    /^\s*(?:\d+\s*[.)]\s*)?an?\s/i.test(text.slice(claim.start, claim.start + 20))
  );
}
