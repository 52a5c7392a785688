import { DEFAULT_INHERENT } from '../antecedent';
import { quantityAfter, TAIL_BAD } from '../parse/numerals';
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
 * a warning too: an attorney asks what it is and where it is drawn. (A part shown in a figure and
 * named once is common in granted patents, but there it is introduced, "a grommet 331", or its
 * noun is used elsewhere; both stay silent.)
 */
export function checkUndescribedNumerals(ctx: CheckContext): void {
  const description = ctx.model.sections.filter((s) => !OUTSIDE_DESCRIPTION.has(s.kind));
  if (!description.some((s) => s.text.trim())) return;
  const inDescription = countDigits(description);
  const claims = ctx.claimsSection;
  if (claims) {
    claimNumerals(ctx, claims, inDescription);
    claimSignNames(ctx, claims);
  }
  for (const s of ctx.model.sections)
    if (s.kind === 'abstract') abstractNumerals(ctx, s, inDescription);
  onceNumerals(ctx, inDescription);
}

/** How often a run of digits occurs, and where it last does. */
interface Count {
  n: number;
  section: Section;
  at: number;
}

/** Every run of digits of the sections (every number, not only numerals). */
function countDigits(sections: Section[]): Map<string, Count> {
  const out = new Map<string, Count>();
  for (const section of sections)
    for (const m of section.text.matchAll(/\d+/g)) {
      const c = out.get(m[0]);
      if (c) {
        c.n++;
        c.section = section;
        c.at = m.index;
      } else out.set(m[0], { n: 1, section, at: m.index });
    }
  return out;
}

/** Words before a number that label it rather than name a part ("formula (1)", "about 35"). */
const LABEL =
  /^(?:figs?|figures?|claims?|formulas?|formulae|equations?|expressions?|tables?|examples?|embodiments?|steps?|sequences?|seq|id|nos?|numbers?|pages?|paragraphs?|chapters?|compounds?|schemes?|about|approximately|approx|roughly|nearly|substantially|than|least|most|up|over|under|below|above|of|to|from|by|at|in|on|and|or|with|between|is|are|was|were|be|for|as|per|via|into|onto|within|the|a|an|said|this|that|these|those|its|their|each|every|all|some|only|first|second|third|one|two|three|four|five|six|seven|eight|nine|ten|times|total|comprising|including|having|has|have|contains?|containing)$/i;

/**
 * Words that count, rank or identify more often than they name a part when a bare number follows
 * ("stage 2", "chromosome 7", "the patient 3", "exon 4", "cycle 12", "the mutant 5").
 */
const COUNTED =
  /^(?:stages?|lines?|columns?|col|items?|versions?|class|grade|types?|groups?|samples?|runs?|days?|weeks?|months?|years?|hours?|minutes?|level|phase|generation|page|exons?|introns?|chromosomes?|residues?|positions?|lanes?|patients?|subjects?|donors?|clones?|strains?|primers?|cycles?|visits?|doses?|trials?|study|studies|experiments?|tests?|assays?|lots?|batch|batches|fractions?|peaks?|bands?|mutants?|variants?|isoforms?|cohorts?|rounds?|models?|series|options?|modes?|cases?|scenarios?|iterations?|rows?|sets?|levels?|phases?|orders?|ranks?|rules?)$/i;

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

/** Whether the words after a bare number make it a value ("35 mm", "3.5", "5 to 10"). */
const quantity = (text: string, end: number) => quantityAfter(text.slice(end, end + 14));

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
    if (!open && COUNTED.test(word)) continue;
    if (/^(?:19|20)\d\d$/.test(base(numeral))) continue;
    // A bare number after a capitalised word is a designation ("ISO 9001", "Windows 95").
    if (!open && /^[A-Z]/.test(word)) continue;
    const end = m.index + all.length;
    if (!open && quantity(text, end)) continue;
    if (open && TAIL_BAD.test(text.slice(end, end + 14))) continue;
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

/** A claim's "(31)" after a term, when the description has no 31 at all (once per claim). */
function claimNumerals(ctx: CheckContext, sec: Section, described: Map<string, Count>): void {
  const claims = ctx.model.claims.filter((c) => !c.canceled && c.number !== null);
  const seen = new Set<string>();
  let k = 0;
  for (const w of written(sec.text)) {
    if (!w.paren || described.has(base(w.numeral))) continue;
    while (k < claims.length && claims[k]!.end <= w.start) k++;
    const claim = claims[k];
    if (!claim || claim.bodyStart > w.start) continue;
    // Each numeral once per claim, where it first appears: a reviewer reads claim by claim.
    if (seen.has(`${claim.number} ${w.numeral}`)) continue;
    seen.add(`${claim.number} ${w.numeral}`);
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

/**
 * 1.84(p)(4), MPEP 608.01(m): one reference sign for two parts in the claims: "a caliper (20) …
 * a rotor (20)" where the description numbers the rotor apart (30). Silent when the second word is
 * one of the numeral's own names in the description, or names no other described part (a synonym
 * or a broader word). A single sign on another name ("guides (44)" for the U-profile 44) is left
 * alone: claims with reference signs name parts by their function often enough in granted text.
 */
function claimSignNames(ctx: CheckContext, sec: Section): void {
  const heads = new Map<string, Set<string>>();
  const owners = new Map<string, Set<string>>();
  // Each numeral's heads as written, each once: a description repeats a part's name many times.
  const read = new Map<string, Set<string>>();
  for (const u of ctx.model.numerals) {
    const done = read.get(u.numeral) ?? read.set(u.numeral, new Set()).get(u.numeral)!;
    if (done.has(u.head)) continue;
    done.add(u.head);
    const head = singular(u.head.toLowerCase());
    const n = base(u.numeral);
    (heads.get(n) ?? heads.set(n, new Set()).get(n)!).add(head);
    (owners.get(head) ?? owners.set(head, new Set()).get(head)!).add(n);
  }
  const claims = ctx.model.claims.filter((c) => !c.canceled && c.number !== null);
  const given = new Map<string, string>();
  const seen = new Set<string>();
  let k = 0;
  for (const w of written(sec.text)) {
    if (!w.paren) continue;
    while (k < claims.length && claims[k]!.end <= w.start) k++;
    const claim = claims[k];
    if (!claim || claim.bodyStart > w.start) continue;
    const n = base(w.numeral);
    const word = singular(w.word.toLowerCase());
    const own = heads.get(n);
    const other = [...(owners.get(word) ?? [])].filter((m) => m !== n);
    const earlier = given.get(n);
    if (!earlier) given.set(n, word);
    const key = `${claim.number} ${n} ${word}`;
    if (seen.has(key)) continue;
    // The same sign on a part of another name, which the description numbers apart.
    const twice =
      earlier !== undefined && earlier !== word && !(own?.has(word) ?? false) && other.length > 0;
    if (!twice) continue;
    seen.add(key);
    const names = own ? [...own].join('" or "') : earlier!;
    ctx.add('numerals/name-conflict', {
      severity: 'warning',
      section: sec.id,
      claim: claim.number!,
      start: w.wordStart,
      end: w.end,
      message: `Claim ${claim.number} gives the ${w.word} the sign (${w.numeral}), which the description uses for the "${names}"; the ${w.word} is ${other.join(', ')}.`,
      suggestion: `Write the ${w.word} (${other[0]}), or check which part the claim means.`,
    });
  }
}

/** An abstract's "substrate 80" when the description has no 80 at all. */
function abstractNumerals(ctx: CheckContext, sec: Section, described: Map<string, Count>): void {
  const seen = new Set<string>();
  for (const w of written(sec.text)) {
    if (described.has(base(w.numeral)) || seen.has(w.numeral)) continue;
    seen.add(w.numeral);
    ctx.add('numerals/undescribed', {
      section: sec.id,
      start: w.wordStart,
      end: w.end,
      message: `The abstract gives "${w.word}" the numeral ${w.numeral}, which the description never uses.`,
      suggestion: `Use the description's numeral for the ${w.word}, or remove the numeral.`,
    });
  }
}

/** "the <name> N" before a number: the article and up to three lowercase words. */
const THE_NAME = /\b(?:[Tt]he|said)\s+((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)\s+$/;

/**
 * A description number used once, written "the <name> N" (up to three words), with a numeral the
 * draft has nowhere else (no 12a beside a lone 12, not in claims or abstract) and a head noun the
 * draft has nowhere else, with or without a numeral. Silent on names with capitals
 * ("the Titan 6500"), on labels and values, and on inherent parts defined by what they belong to
 * ("the illuminated surface 40 of the screen").
 */
function onceNumerals(ctx: CheckContext, described: Map<string, Count>): void {
  const elsewhere = countDigits(ctx.model.sections.filter((s) => OUTSIDE_DESCRIPTION.has(s.kind)));
  let scans = 0;
  for (const [digits, { n, section, at }] of described) {
    if (n !== 1 || elsewhere.has(digits) || /^(?:19|20)\d\d$/.test(digits)) continue;
    const text = section.text;
    const end = at + digits.length;
    if (text[at - 1] !== ' ' || /^[\w′'’]/.test(text.slice(end)) || quantity(text, end)) continue;
    const lead = Math.max(0, at - 60);
    const the = THE_NAME.exec(text.slice(lead, at));
    if (!the) continue;
    const name = the[1]!;
    const start = lead + the.index + the[0].trimEnd().length - name.length;
    const words = name.split(/\s+/);
    if (words.some((w) => LABEL.test(w) || COUNTED.test(w))) continue;
    const head = singular(words[words.length - 1]!);
    if (INHERENT.has(head) && /^\s+of\b/.test(text.slice(end, end + 5))) continue;
    if (!closesPhrase(text.slice(end, end + 24))) continue;
    // "the spacing 525 between the bottom edge of tab 515 and support surface 520": a gap or a
    // distance named by the two things it lies between is defined where it is written.
    if (BETWEEN.test(text.slice(end, end + 120))) continue;
    // "a mirror 37 … the scanner 38 … the point 36": a part numbered in the run of the passage's
    // numerals belongs to the figure being described, named once as granted texts often do.
    if (inSequence(text, at, Number(digits))) continue;
    // The part's noun nowhere else in the draft (a few scans of the text at most, so the check
    // stays linear): a modifier of a noun the draft describes ("the illuminated surface 40") is
    // a variant of a known part, not a new one.
    if (++scans > MAX_SCANS) break;
    if (!once(ctx.lowerText(), head)) continue;
    ctx.add('numerals/undescribed', {
      severity: 'warning',
      section: section.id,
      start,
      end,
      message: `"the ${name} ${digits}" appears once: the ${name} is never introduced or described, and ${digits} is used nowhere else.`,
      suggestion: `Introduce and describe the ${name} ${digits}, or check the numeral and the name.`,
    });
  }
}

const INHERENT = new Set(DEFAULT_INHERENT);

/** Words that may follow a reference numeral: it ends its noun phrase. */
const AFTER_NUMERAL =
  /^(?:is|are|was|were|be|been|being|has|have|had|can|could|may|might|will|would|shall|should|must|does|do|did|and|or|but|nor|not|of|in|on|at|to|from|by|with|without|for|into|onto|upon|over|under|through|via|between|against|along|around|about|across|behind|beyond|within|toward|towards|which|that|who|whose|where|when|while|as|so|then|thereby|therein|thereof|thereto|than|if|also|only|each|both|either|all|together|here|there|further|still|again|firmly|securely|tightly)$/;

/**
 * Whether the words after a number end the noun phrase as a numeral does ("the clip 41 engages",
 * "the clip 41."), unlike a number inside a name ("the layer 3 switch", "the type 2 device").
 */
function closesPhrase(after: string): boolean {
  const word = /^\s*([A-Za-z]+)/.exec(after)?.[1];
  return !word || /^[A-Z]/.test(word) || AFTER_NUMERAL.test(word) || /(?:s|ed|ing)$/.test(word);
}
const MAX_SCANS = 20;

/** "between <one thing> and <another>" right after a numeral. */
const BETWEEN = /^\s+between\s[^.;:]{1,80}?\sand\s/;

/** Whether a numeral one or two away from `n` stands within a few sentences of `at`. */
function inSequence(text: string, at: number, n: number): boolean {
  const around = text.slice(Math.max(0, at - 400), at + 400);
  for (const m of around.matchAll(/(?<![\d.,])(\d{1,4})[a-zA-Z]?(?![\d.,]\d|\d)/g)) {
    const k = Number(m[1]);
    if (k === n || Math.abs(k - n) > 2) continue;
    // "about 35 mm", "FIG. 36": values and figures are no numerals of the passage.
    const end = m.index + m[0].length;
    if (quantityAfter(around.slice(end, end + 14))) continue;
    if (/FIG(?:URE)?S?\.?\s*$/i.test(around.slice(Math.max(0, m.index - 8), m.index))) continue;
    return true;
  }
  return false;
}

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
