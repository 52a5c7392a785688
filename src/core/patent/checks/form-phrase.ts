import { tokenize, type Token } from '../text';
import type { Claim } from '../types';
import type { CheckContext } from './context';
import { checkExemplary } from './form-exemplary';
import { checkFragments, isArticleToken } from './form-fragment';
import { breaks, gapBefore, phraseEnd } from './form-np';
import { checkRanges } from './form-range';
import { checkSyntax } from './form-syntax';
import { ARTICLES, CONJUNCTIONS, PREPOSITIONS, isMaterial, isUncountable } from './form-words';

type At = { section: string; claim: number };

/** Fragment, open-range, exemplary-wording and mass-noun rules over the words of one claim body. */
export function checkPhrases(ctx: CheckContext, c: Claim, text: string, at: At): void {
  const body = text.slice(c.bodyStart, c.end);
  const toks = tokenize(body, c.bodyStart);
  const gap = (k: number): string => gapBefore(text, 0, toks, k);
  checkFragments(ctx, c, text, toks, gap, at);
  checkSyntax(ctx, body, c.bodyStart, text, toks, gap, at);
  massNouns(ctx, text, toks, gap, at);
  checkRanges(ctx, body, c.bodyStart, at);
  checkExemplary(ctx, body, c.bodyStart, at);
}

/** Words that may follow a head noun: it ended there ("a water in the tank", "a water heated…"). */
function stops(w: string): boolean {
  return (
    /^(?:were|has|have)$/.test(w) ||
    PREPOSITIONS.has(w) ||
    CONJUNCTIONS.has(w) ||
    ARTICLES.has(w) ||
    /^(?:is|are|was|being|having|comprising|containing|including|configured|adapted)$/.test(w) ||
    /ed$/.test(w) ||
    /ing$/.test(w)
  );
}

/**
 * "through which an air escapes.": a word in "-s" that closes the clause after the head is its
 * verb, not a noun the head modifies ("an air inlet;" goes on to its real head).
 */
function verbEnds(toks: Token[], j: number, gap: (k: number) => string): boolean {
  const w = toks[j]!.lower;
  if (!/^[a-z]{3,}[^s]s$/.test(w)) return false;
  return j + 1 >= toks.length || /[,;.:]/.test(gap(j + 1));
}

/** Prepositions whose object is what a thing is made of or worked with ("made of", "purged with"). */
const MATTER_PREPOSITION = /^(?:of|from|with|in|by|into)$/;

/**
 * "made of a steel.", "formed from a plastic;", "cleaned with a fuel,": a material noun alone
 * after its preposition, the clause ending on it, names matter, not a kind of it ("a steel
 * having a carbon content…", "a fuel or a base oil", "including a resin and a pigment" do).
 */
function matterOf(toks: Token[], k: number, j: number, gap: (k: number) => string): boolean {
  if (j !== k + 2 || !isMaterial(toks[k + 1]!.lower)) return false;
  if (!MATTER_PREPOSITION.test(toks[k - 1]?.lower ?? '')) return false;
  return j >= toks.length || /^\s*[,;.]/.test(gap(j));
}

function massNouns(
  ctx: CheckContext,
  text: string,
  toks: Token[],
  gap: (k: number) => string,
  at: At,
): void {
  for (let k = 0; k < toks.length - 1; k++) {
    const t = toks[k]!;
    const article = t.word === 'An' || isArticleToken(text, t);
    if ((t.lower !== 'a' && t.lower !== 'an') || !article) continue;
    // The head the article governs ("an amount of water" governs "amount", not "water").
    let j = phraseEnd(text, 0, toks, k + 1, 4);
    // "an air is held", "which an air escapes.": the phrase ended before its verb.
    for (let v = k + 2; v < j; v++)
      if (/^(?:is|are|was|were|has|have)$/.test(toks[v]!.lower) || verbEnds(toks, v, gap)) {
        j = v;
        break;
      }
    const head = toks[j - 1]!;
    const before = j - 2 > k ? toks[j - 2]!.lower : undefined;
    if (j - 1 <= k) continue;
    if (!isUncountable(head.lower, before) && !matterOf(toks, k, j, gap)) continue;
    if (j < toks.length && !breaks(gap(j)) && !stops(toks[j]!.lower) && !verbEnds(toks, j, gap))
      continue;
    ctx.add('form/mass-noun-article', {
      ...at,
      start: t.start,
      end: head.end,
      message: `"${text.slice(t.start, head.end)}" in claim ${at.claim} counts "${head.word}", which is a mass noun.`,
      suggestion: `Drop the article ("${head.word}") or name a countable amount or form ("an amount of ${head.word}", "a layer of ${head.word}").`,
    });
    k = j - 1;
  }
}
