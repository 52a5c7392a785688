import type { NumeralUse } from '../types';
import { quantityAfter } from '../parse/numerals';
import { singular } from '../text';
import type { CheckContext } from './context';

// What makes a once-used numeral a weak typo: its digits stand for something else in the draft,
// a range of numerals covers it, or it numbers a prior-art figure. Each is read only for the few
// numerals that reach a typo finding.

/** A range of numerals after a name ("levers 12-14", "elements 20 through 26"). */
const RANGE = /([A-Za-z]{3,})[ \t]+\(?(\d+)[a-z]?\s*(?:-|–|to|through|thru)\s*(\d+)[a-z]?\)?/g;

/** Words before a range of other numbers: figures, claims, pages, columns, lines. */
const NOT_NUMERALS = /^(?:figs?|figures?|claims?|pages?|cols?|columns?|lines?|paragraphs?)$/i;

/**
 * Whether a range of like parts the draft writes covers the numeral: "lever 13" beside "levers
 * 12-14" (a range under another name, "converters 58-62", says nothing of the bus 61).
 */
export function inNumeralRange(ctx: CheckContext, numeral: string, head: string): boolean {
  const n = Number(numeral);
  for (const s of ctx.model.sections) {
    if (s.kind === 'claims') continue;
    for (const m of s.text.matchAll(RANGE)) {
      if (NOT_NUMERALS.test(m[1]!) || singular(m[1]!.toLowerCase()) !== head) continue;
      const a = Number(m[2]);
      const b = Number(m[3]);
      if (a < n && n < b && !quantityAfter(s.text.slice(m.index + m[0].length))) return true;
    }
  }
  return false;
}

/**
 * Words that say a passage describes the prior art: "prior art", "related art", or "conventional"
 * / "known" near a figure ("FIG. 9 shows a conventional clamp"); "conventional gas separation"
 * alone is the invention using a known means.
 */
const PRIOR =
  /\b(?:prior|related|background) art\b|\bFIG(?:URE)?S?\.?\s*\d[^\n]{0,80}?\b(?:conventional|known)\b|\b(?:conventional|known)\b[^\n]{0,80}?\bFIG(?:URE)?S?\.?\s*\d/i;

/**
 * The prior art as what the invention is measured against ("3 mm smaller than those of the prior
 * art", "an improvement over the prior art"): the passage describes the invention.
 */
const COMPARED =
  /\b(?:than|over|compared (?:to|with)|unlike|relative to|in contrast to|versus)\s+(?:(?:that|those) of\s+)?(?:the\s+)?(?:prior|related|background) art\b/gi;

/** Whether the paragraph of a use describes the prior art ("FIG. 1 shows a conventional clamp"). */
function priorArtPassage(text: string, u: NumeralUse): boolean {
  const from = text.lastIndexOf('\n', u.start) + 1;
  const to = text.indexOf('\n', u.end);
  return PRIOR.test(text.slice(from, to < 0 ? text.length : to).replace(COMPARED, ''));
}

/**
 * Whether a use and the other numeral's mentions sit on two sides of the prior art: the use in a
 * paragraph on the prior art and no mention of the other there, or the reverse. Prior-art
 * figures are numbered on their own.
 */
export function apartFromPriorArt(
  text: Map<string, string>,
  u: NumeralUse,
  others: NumeralUse[],
): boolean {
  const prior = (m: NumeralUse) => priorArtPassage(text.get(m.section)!, m);
  return prior(u) ? !others.some(prior) : others.length > 0 && others.every(prior);
}

/** The word before a gloss's parenthesis ("surface (") and the gloss after it ("projection) 520"). */
const GLOSS_BEFORE = /([A-Za-z][\w-]*)[ \t]*$/;
const GLOSS_AFTER =
  /^(?:(?:i\.\s?e\.|e\.\s?g\.|or|namely|also)[,\s]*)?((?:[A-Za-z][\w-]*[ \t]+){0,3}([A-Za-z][\w-]*))\)(?:[ \t]+(\d+[a-zA-Z]?)\b)?/;

/** Words of a remark in parentheses rather than of a name. */
const REMARK =
  /^(?:the|a|an|which|that|who|where|when|not|no|see|shown|refer|referred|of|for|to|in|on|at|by|with|from|and|is|are|was|be|being|been|has|have|its|their|this|these|those|such|as|if|optional|optionally|only|both|each|all|any|one|two|example|fig|figs|figure|figures|step|steps|eg|ie|etc)$/i;

/**
 * The pairs of words the draft gives as one another's gloss ("the inclined surface (projection)
 * 520", "a demapping (demodulator) unit"), as "a|b" keys of singular lower-case words, each with
 * the numerals the gloss stands before ("" for none). Read once per draft, when needed.
 */
export function glossesOf(text: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const t of text.values())
    for (let p = t.indexOf('('); p >= 0; p = t.indexOf('(', p + 1)) {
      const m = GLOSS_AFTER.exec(t.slice(p + 1, p + 80));
      const w = m && GLOSS_BEFORE.exec(t.slice(Math.max(0, p - 40), p));
      if (!m || !w) continue;
      // "(not shown)", "(which holds the motor)", "(see FIG. 2)" are remarks, not glosses.
      if (m[1]!.match(/[A-Za-z][\w-]*/g)!.some((x) => REMARK.test(x))) continue;
      const a = singular(w[1]!.toLowerCase());
      const b = singular(m[2]!.toLowerCase());
      if (a === b || REMARK.test(a)) continue;
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      const set = out.get(key) ?? new Set<string>();
      set.add(m[3] ?? '');
      out.set(key, set);
    }
  return out;
}
