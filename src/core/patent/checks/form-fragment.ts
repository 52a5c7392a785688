import { singular, type Token } from '../text';
import type { Claim } from '../types';
import type { CheckContext } from './context';
import { LINKERS, breaks } from './form-np';
import {
  ARTICLES,
  CONJUNCTIONS,
  DETERMINERS,
  PREPOSITIONS,
  cannotEnd,
  isLyAdverb,
  NOT_PARTICIPLE,
} from './form-words';

type At = { section: string; claim: number };

/** Nouns that count what follows their "of": "a pair of arms", "a number of cells". */
const COUNT_OF = /^(?:pair|couple|number)$/;
/** Number words: "ninety degrees". */
const COUNT_WORD =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)$/;

/** "(a)", "a)", "a." as a label, or "A" as a name, is no article. */
export function isArticleToken(text: string, t: Token): boolean {
  if (!ARTICLES.has(t.lower) || t.word !== t.lower) return false;
  if (t.lower !== 'a') return true;
  return !/^[.)]/.test(text.slice(t.end, t.end + 1)) && text.charAt(t.start - 1) !== '(';
}

function fragment(ctx: CheckContext, at: At, s: number, e: number, what: string, fix: string) {
  ctx.add('form/fragment', {
    ...at,
    start: s,
    end: e,
    message: `Claim ${at.claim}: ${what}`,
    suggestion: fix,
  });
}

/** form/fragment: words that do not parse as a phrase. */
export function checkFragments(
  ctx: CheckContext,
  c: Claim,
  text: string,
  toks: Token[],
  gap: (k: number) => string,
  at: At,
): void {
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    const next = toks[k + 1];
    const after = gap(k + 1);
    // Two determiners in a row: "less than six a plurality of arms", "the said".
    if (
      next &&
      !breaks(after) &&
      (DETERMINERS.has(t.lower) ||
        // "at least one the arm", "less than 6 a plurality of arms"
        ((t.lower === 'one' || /^\d+$/.test(t.lower)) &&
          /^(?:least|than|most|about)$/.test(toks[k - 1]?.lower ?? ''))) &&
      isArticleToken(text, next) &&
      next.lower !== 'said' &&
      !/^\s*(?:is|are|=)\b/.test(text.slice(next.end, next.end + 5))
    ) {
      fragment(
        ctx,
        at,
        t.start,
        next.end,
        `"${t.word} ${next.word}" puts two determiners in a row; one of them is left over from an edit.`,
        `Keep one: "${t.word} …" or "${next.word} …".`,
      );
      k++;
      continue;
    }
    // A count of a count: "a pair of a plurality of switches", "ninety a plurality of degrees".
    const counted =
      COUNT_OF.test(t.lower) && next?.lower === 'of' ? 2 : COUNT_WORD.test(t.lower) ? 1 : 0;
    if (
      counted &&
      toks[k + counted]?.lower === 'a' &&
      toks[k + counted + 1]?.lower === 'plurality' &&
      !breaks(after) &&
      (counted === 1 || !breaks(gap(k + 2)))
    ) {
      const end = toks[k + counted + 1]!.end;
      fragment(
        ctx,
        at,
        t.start,
        end,
        `"${text.slice(t.start, end)}" counts a count; one of the two is left over from an edit.`,
        `Keep one: "${counted === 2 ? `${t.word} of` : t.word} …" or "a plurality of …".`,
      );
      k += counted + 1;
      continue;
    }
    // A word written twice: "rotating the drum drum".
    if (
      next &&
      !breaks(after) &&
      t.lower === next.lower &&
      /^[a-z]{3,}$/.test(t.lower) &&
      !/^(?:that|had)$/.test(t.lower)
    ) {
      fragment(
        ctx,
        at,
        t.start,
        next.end,
        `"${t.word} ${next.word}" repeats a word.`,
        `Delete one "${t.word}".`,
      );
      k++;
      continue;
    }
    // A phrase said twice back to back: "a plurality of ratios the ratios".
    if (
      next &&
      isArticleToken(text, next) &&
      !breaks(after) &&
      !ARTICLES.has(t.lower) &&
      !PREPOSITIONS.has(t.lower) &&
      !CONJUNCTIONS.has(t.lower)
    ) {
      const n = repeatAfter(toks, k, gap);
      if (n) {
        const s = toks[k + 1]!.start;
        const e = toks[k + 1 + n]!.end;
        fragment(
          ctx,
          at,
          s,
          e,
          `"${text.slice(s, e)}" repeats the words just before it.`,
          `Delete "${text.slice(s, e)}".`,
        );
        continue;
      }
    }
    // An article left before punctuation or a preposition: "the ;", "a of".
    if (isArticleToken(text, t) && t.lower !== 'said') {
      const dangling = !next || /^\s*[,;:.)]/.test(after);
      const beforeWord =
        next &&
        !breaks(after) &&
        (t.lower === 'the'
          ? /^(?:of|to|from|with|by|for|into|onto|upon|between|among|than|per|and|or|nor|but|wherein|whereby|which)$/.test(
              next.lower,
            )
          : /^(?:of|for|with|by|from|the)$/.test(next.lower));
      if (dangling || beforeWord || participleAfter(toks, k, gap)) {
        fragment(
          ctx,
          at,
          t.start,
          t.end,
          `the article "${t.word}" is followed by no noun.`,
          'Finish the noun phrase or delete the article.',
        );
        continue;
      }
    }
    // A preposition with only an adverb after it: "to assist an operator in quickly."
    if (
      next &&
      PREPOSITIONS.has(t.lower) &&
      !breaks(after) &&
      isLyAdverb(next.lower) &&
      (!toks[k + 2] || /[,;:.]/.test(gap(k + 2)))
    ) {
      fragment(
        ctx,
        at,
        t.start,
        next.end,
        `"${t.word} ${next.word}" ends without the thing "${t.word}" refers to.`,
        `Say ${t.word} what ("in quickly loading the drum"), or delete "${t.word}".`,
      );
    }
  }
  itemEnds(ctx, c, text, at);
}

/** Length n of a run of words that, after an article, repeats the n words ending at toks[k]. */
function repeatAfter(toks: Token[], k: number, gap: (k: number) => string): number {
  for (let n = 1; n <= 3; n++) {
    const e = k + 1 + n;
    if (e >= toks.length || k - n + 1 < 0) return 0;
    if (breaks(gap(e))) return 0;
    let same = true;
    for (let m = 0; m < n && same; m++) {
      const w = toks[k - m]!.lower;
      same =
        !ARTICLES.has(w) && !CONJUNCTIONS.has(w) && singular(w) === singular(toks[e - m]!.lower);
    }
    if (same && !ARTICLES.has(toks[k]!.lower) && !/^\d/.test(toks[k]!.lower)) {
      const follow = toks[e + 1];
      // "…ratios the ratios" but not "…layers the layers are" (a new clause that names them).
      if (!follow || breaks(gap(e + 1)) || !/^(?:is|are|has|have|being)$/.test(follow.lower))
        return n;
    }
  }
  return 0;
}

/** Elements, steps and the claim that stop on a word that wants more after it ("by including."). */
function itemEnds(ctx: CheckContext, c: Claim, text: string, at: At): void {
  const ends = c.elements.map((e) => e.end);
  ends.push(c.end);
  const done = new Set<number>();
  for (const end of ends) {
    let e = end;
    // "…with uniformity and; and": the parser kept the last "and" out of the item.
    const conj = /^\s*(?:and|or)(?=\s*[;.])/i.exec(text.slice(end, end + 8));
    if (conj) e = end + conj[0].length;
    while (e > c.bodyStart && /[\s.;,]/.test(text.charAt(e - 1))) e--;
    if (done.has(e)) continue;
    done.add(e);
    // Only where the item visibly ends: before ";" or "." (a line break may run on in a list).
    if (end !== c.end && !conj && !/^\s*[;.]/.test(text.slice(end, end + 3))) continue;
    const before = text.slice(Math.max(c.bodyStart, e - 40), e);
    const m = /([A-Za-z]+)$/.exec(before);
    // (A dangling article is reported above as one.)
    if (!m || m[1] !== m[1]!.toLowerCase() || /^(?:a|an|the)$/.test(m[1]!)) continue;
    if (!cannotEnd(m[1]!) && !strandedParticle(before)) continue;
    // "between about 12.1 and.": a range that lost its end, which form/open-range reports.
    if (
      /\b(?:between|from|of|is|at|be|in|within)\s+(?:(?:about|approximately)\s+)?[-+]?[\d.,]*\d\s*(?:[%°]|[a-zA-Zµ]{1,4})?\s+(?:and|to)$/i.test(
        before,
      )
    )
      continue;
    fragment(
      ctx,
      at,
      e - m[1]!.length,
      e,
      `the clause ends on "${m[1]}", which needs words after it.`,
      `Finish the phrase after "${m[1]}" or delete "${m[1]}".`,
    );
  }
}

/** Prepositions that end a phrase only as a verb's particle ("screwed on", "plugged in"). */
const PARTICLE_PREPOSITIONS =
  /^(?:on|in|over|through|along|around|about|between|within|beneath|behind|throughout)$/;

/** Verbs that take a particle after their object ("turning the power on", "fitting the lid on"). */
const PHRASAL =
  /\b(?:screw|turn|switch|put|snap|press|slid|slide|plug|clip|fold|fit|lock|push|pull|bring|pass|leav|keep|hold|tak|mov|swing|flip|roll|shut|sett|log|sign|power|fill|break|giv|hand|lay|laid)\w*\s+(?:\S+\s+){1,4}\S+$/i;

/**
 * "forming an insulating layer on;", "relative to the panel in;": a preposition that may be a
 * particle ("screwed on") ends the item after a noun, where it can only be a preposition that
 * lost its object.
 */
function strandedParticle(before: string): boolean {
  const m = /(?:^|\s)([A-Za-z-]+)\s+([A-Za-z-]+)\s+([a-z]+)$/.exec(before);
  if (!m || !PARTICLE_PREPOSITIONS.test(m[3]!)) return false;
  const w = m[2]!.toLowerCase();
  // A verb or participle before it takes it as its particle: "turned on", "plugged in", "lies in".
  if (
    /(?:ed|en|ing|s)$/.test(w) ||
    /^(?:put|set|fit|cut|shut|let|lit|spun|held|built|made|laid|slid|on|in)$/.test(w)
  )
    return false;
  // "a land of a via": after an article the word is a noun; "screwing the cap on": a phrasal verb.
  if (DETERMINERS.has(w) || PHRASAL.test(before)) return false;
  return !PREPOSITIONS.has(w) && !CONJUNCTIONS.has(w);
}

/**
 * "a mounted on the wall", "an configured to receive", "a extending in the row direction": an
 * article before a participle and its preposition, the noun between them lost.
 */
function participleAfter(toks: Token[], k: number, gap: (k: number) => string): boolean {
  const t = toks[k]!.lower;
  const word = toks[k + 1]?.lower ?? '';
  const prep = toks[k + 2]?.lower ?? '';
  if ((t !== 'a' && t !== 'an') || breaks(gap(k + 1)) || breaks(gap(k + 2))) return false;
  const participle = (/^[a-z]{2,}ed$/.test(word) && !NOT_PARTICIPLE.has(word)) || LINKERS.has(word);
  return participle && PREPOSITIONS.has(prep);
}
