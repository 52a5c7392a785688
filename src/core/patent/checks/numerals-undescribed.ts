import { DEFAULT_INHERENT } from '../antecedent';
import { TAIL_BAD, UNIT_AFTER } from '../parse/numerals';
import { singular } from '../text';
import type { Section } from '../types';
import type { CheckContext } from './context';

const OUTSIDE_DESCRIPTION = new Set(['title', 'claims', 'abstract']);

/** The digits of a numeral without its suffix ("12a", "12′" → "12"). */
const base = (numeral: string) => /^\d+/.exec(numeral)![0];

/**
 * 37 CFR 1.84(p)(5), MPEP 608.01(m), 1.71(a): reference numerals nothing describes. A numeral of
 * a claim ("(34)") or of the abstract that the description never uses is a warning; a numeral the
 * description uses once, on a part named nowhere else and never introduced ("the grommet 331"), is
 * an info (a part shown in a figure and named once is common in granted patents).
 */
export function checkUndescribedNumerals(ctx: CheckContext): void {
  const description = ctx.model.sections.filter((s) => !OUTSIDE_DESCRIPTION.has(s.kind));
  if (!description.some((s) => s.text.trim())) return;
  const inDescription = countDigits(description);
  const claims = ctx.claimsSection;
  if (claims) claimNumerals(ctx, claims, inDescription);
  for (const s of ctx.model.sections)
    if (s.kind === 'abstract') abstractNumerals(ctx, s, inDescription);
  onceNumerals(ctx, inDescription);
}

/** How often each run of digits occurs in the sections (every number, not only numerals). */
function countDigits(sections: Section[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of sections)
    for (const m of s.text.matchAll(/\d+/g)) out.set(m[0], (out.get(m[0]) ?? 0) + 1);
  return out;
}

/** Words before a number that label it rather than name a part ("formula (1)", "about 35"). */
const LABEL =
  /^(?:figs?|figures?|claims?|formulas?|formulae|equations?|expressions?|tables?|examples?|embodiments?|steps?|stages?|sequences?|seq|id|nos?|numbers?|pages?|lines?|columns?|col|paragraphs?|chapters?|items?|versions?|class|grade|types?|compounds?|schemes?|groups?|samples?|runs?|days?|weeks?|months?|years?|hours?|minutes?|level|phase|generation|about|approximately|approx|roughly|nearly|substantially|than|least|most|up|over|under|below|above|of|to|from|by|at|in|on|and|or|with|between|is|are|was|were|be|for|as|per|via|into|onto|within|the|a|an|said|this|that|these|those|its|their|each|every|all|some|only|first|second|third|one|two|three|four|five|six|seven|eight|nine|ten|times|total|comprising|including|having|has|have|contains?|containing)$/i;

/** A number written right after a word ("substrate 80", "lever (12)"), as a numeral would be. */
interface Written {
  word: string;
  wordStart: number;
  numeral: string;
  paren: boolean;
  /** Offsets of the numeral, parentheses included. */
  start: number;
  end: number;
}

const WORD_NUMBER = /([A-Za-z][A-Za-z-]*)[ \t]+(\(?)(\d{1,4}[a-zA-Z]?['′’]*)(\)?)/g;

/** Units that are also common words ("sensor 52 in the housing", "lever 12 a distance"). */
const WORD_UNIT = /^\s*(?:in|a)\s+[a-z]/;

function written(text: string): Written[] {
  const out: Written[] = [];
  for (const m of text.matchAll(WORD_NUMBER)) {
    const [all, word, open, numeral, close] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (!open !== !close || word.length < 3 || LABEL.test(word)) continue;
    if (/^(?:19|20)\d\d$/.test(base(numeral))) continue;
    // A bare number after a capitalised word is a designation ("ISO 9001", "Windows 95").
    if (!open && /^[A-Z]/.test(word)) continue;
    const end = m.index + all.length;
    const after = text.slice(end, end + 14);
    if (TAIL_BAD.test(after)) continue;
    if (!open && UNIT_AFTER.test(after) && !WORD_UNIT.test(after)) continue;
    out.push({
      word,
      wordStart: m.index,
      numeral,
      paren: !!open,
      start: end - numeral.length - open.length - close.length,
      end,
    });
  }
  return out;
}

/** A claim's "(31)" after a term, when the description has no 31 at all. */
function claimNumerals(ctx: CheckContext, sec: Section, described: Map<string, number>): void {
  const claims = ctx.model.claims.filter((c) => !c.canceled && c.number !== null);
  let k = 0;
  for (const w of written(sec.text)) {
    if (!w.paren || described.has(base(w.numeral))) continue;
    while (k < claims.length && claims[k]!.end <= w.start) k++;
    const claim = claims[k];
    if (!claim || claim.bodyStart > w.start) continue;
    ctx.add('numerals/undescribed', {
      section: sec.id,
      claim: claim.number!,
      start: w.start,
      end: w.end,
      message: `Claim ${claim.number} gives "${w.word}" the numeral (${w.numeral}), which the description never uses.`,
      suggestion: `Use the description's numeral for the ${w.word}, or describe ${w.numeral} in the description.`,
    });
  }
}

/** An abstract's "substrate 80" when the description has no 80 at all. */
function abstractNumerals(ctx: CheckContext, sec: Section, described: Map<string, number>): void {
  for (const w of written(sec.text)) {
    if (described.has(base(w.numeral))) continue;
    ctx.add('numerals/undescribed', {
      section: sec.id,
      start: w.wordStart,
      end: w.end,
      message: `The abstract gives "${w.word}" the numeral ${w.numeral}, which the description never uses.`,
      suggestion: `Use the description's numeral for the ${w.word}, or remove the numeral.`,
    });
  }
}

/**
 * A description numeral used once, written "the <name> N" with a head noun the document uses
 * nowhere else and a numeral it has nowhere else (no 12a beside a lone 12, not in claims or
 * abstract). Silent on trade names ("the Titan 6500") and on parts defined in place by what they
 * belong to ("the illuminated surface 40 of the screen").
 */
function onceNumerals(ctx: CheckContext, described: Map<string, number>): void {
  const texts = new Map(ctx.model.sections.map((s) => [s.id, s.text]));
  const elsewhere = countDigits(ctx.model.sections.filter((s) => OUTSIDE_DESCRIPTION.has(s.kind)));
  const lone = ctx.model.numerals.filter((u) => {
    const digits = base(u.numeral);
    return (
      u.numeral === digits &&
      !/^(?:19|20)\d\d$/.test(digits) &&
      described.get(digits) === 1 &&
      !elsewhere.has(digits)
    );
  });
  if (!lone.length) return;
  const heads = new Map<string, number>();
  for (const u of ctx.model.numerals)
    heads.set(singular(u.head), (heads.get(singular(u.head)) ?? 0) + 1);
  let whole: string | undefined;
  let scans = 0;
  for (const u of lone) {
    const head = singular(u.head);
    if (heads.get(head)! > 1) continue;
    const text = texts.get(u.section)!;
    const start = u.start - u.name.length - 1;
    // Named right before the numeral, with "the": not a listed numeral ("levers 12, 14").
    if (text.slice(start, u.start).toLowerCase() !== `${u.name} `) continue;
    if (!/\b(?:the|said)\s+$/i.test(text.slice(Math.max(0, start - 6), start))) continue;
    if (/[A-Z]/.test(text.slice(start, u.start))) continue;
    if (INHERENT.has(head) && /^\s+of\b/.test(text.slice(u.end, u.end + 5))) continue;
    // The name nowhere else: its head word once in the document, or else the whole name once
    // (a few scans of the text at most, so the check stays linear).
    if (++scans > MAX_SCANS) break;
    whole ??= ctx.model.sections.map((s) => s.text.toLowerCase()).join('\n');
    if (!once(whole, head) && (u.name === u.head || !once(whole, u.name))) continue;
    ctx.add('numerals/undescribed', {
      severity: 'info',
      section: u.section,
      start,
      end: u.end,
      message: `"the ${u.name} ${u.numeral}" appears once: the ${u.name} is never introduced or described, and ${u.numeral} is used nowhere else.`,
      suggestion: `Introduce and describe the ${u.name} ${u.numeral}, or check the numeral and the name.`,
    });
  }
}

const INHERENT = new Set(DEFAULT_INHERENT);
const MAX_SCANS = 20;

/** Whether a phrase occurs exactly once in the lowercased text, as whole words (plural counted). */
function once(whole: string, phrase: string): boolean {
  let n = 0;
  for (let at = whole.indexOf(phrase); at >= 0; at = whole.indexOf(phrase, at + 1)) {
    const tail = whole.slice(at + phrase.length, at + phrase.length + 3);
    if (/[a-z]/.test(whole[at - 1] ?? '') || (/^[a-z]/.test(tail) && !/^e?s(?![a-z])/.test(tail)))
      continue;
    if (++n > 1) return false;
  }
  return n === 1;
}
