import { RULES_BY_ID } from '../rules';
import type { FigureFacts } from './figures';
import type { Claim, DraftModel, Finding, Section, Severity } from '../types';
import { clampRange } from '../text';

/** Word lists the user can replace or extend. */
export interface WordListOptions {
  /** Replaces the default patent-profanity list. */
  profanity?: string[];
  /** Added to the profanity list. */
  profanityAdd?: string[];
  /** Removed from the profanity list. */
  profanityRemove?: string[];
  /** Added to the inherent-part nouns that need no antecedent. */
  inherent?: string[];
  /** Replaces the generic placeholders of the 112(f) nonce-term check. */
  placeholders?: string[];
}

/** Options of `analyzeDraft`. */
export interface AnalyzeOptions {
  jurisdiction?: 'us' | 'ep';
  /** Rule switches by id ("antecedent/qualifier") or family ("profanity"); ids win over families. */
  rules?: Record<string, boolean>;
  words?: WordListOptions;
  /** USPTO entity size for fees. */
  entity?: 'large' | 'small' | 'micro';
  /** Filing date (YYYY-MM-DD) that picks the fee table row; defaults to the latest row. */
  date?: string;
  /** Add the USPTO non-DOCX surcharge (37 CFR 1.16(u)). */
  nonDocx?: boolean;
  /** Figures drawn from the claims (`drawFigures`): turns on the `figures/…` checks. */
  figures?: FigureFacts[];
}

/** What every check receives. */
export interface CheckContext {
  model: DraftModel;
  jurisdiction: 'us' | 'ep';
  options: AnalyzeOptions;
  claimsSection: Section | undefined;
  byNumber: Map<number, Claim>;
  enabled(rule: string): boolean;
  /** The draft's sections lower-cased and joined by newlines (built once, when first asked). */
  lowerText(): string;
  /** How often a word (lower-cased, singular) occurs in the draft as a whole word, plurals too. */
  wordCount(word: string): number;
  /** How often a run of digits ("12") stands in the draft as a number of its own ("12a" counts). */
  numberCount(digits: string): number;
  add(rule: string, f: Omit<Finding, 'rule' | 'severity'> & { severity?: Severity }): void;
}

/** Builds the context and the finding sink for one analysis. */
export function makeContext(
  model: DraftModel,
  options: AnalyzeOptions,
  out: Finding[],
): CheckContext {
  const jurisdiction = options.jurisdiction === 'ep' ? 'ep' : 'us';
  const rules = options.rules ?? {};
  const cache = new Map<string, boolean>();
  const enabled = (rule: string): boolean => {
    const hit = cache.get(rule);
    if (hit !== undefined) return hit;
    const info = RULES_BY_ID.get(rule);
    let on = !info?.jurisdictions || info.jurisdictions.includes(jurisdiction);
    const family = rule.split('/')[0]!;
    if (rules[family] !== undefined) on = rules[family]!;
    if (rules[rule] !== undefined) on = rules[rule]!;
    cache.set(rule, on);
    return on;
  };
  const lengths = new Map(model.sections.map((s) => [s.id, s.text.length]));
  const byNumber = new Map<number, Claim>();
  for (const c of model.claims)
    if (c.number !== null && !byNumber.has(c.number)) byNumber.set(c.number, c);
  let lower: string | undefined;
  const words = new Map<string, number>();
  const lowerText = () => (lower ??= model.sections.map((s) => s.text.toLowerCase()).join('\n'));
  // Counted per word asked (a few per draft), each by one scan: no word list of the whole draft.
  const wordCount = (word: string): number => {
    const hit = words.get(word);
    if (hit !== undefined) return hit;
    const esc = word.replace(/[^a-z0-9]/g, (c) => `\\${c}`);
    const plural = word.endsWith('y') ? `|${esc.slice(0, -1)}ies` : '';
    const re = new RegExp(`(?<![a-z-])(?:${esc}(?:s|es)?${plural})(?![a-z-])`, 'g');
    const n = lowerText().match(re)?.length ?? 0;
    words.set(word, n);
    return n;
  };
  let numbers: Map<string, number> | undefined;
  const numberCount = (digits: string): number => {
    if (!numbers) {
      numbers = new Map();
      for (const [d] of lowerText().matchAll(/(?<![\d.,])\d+(?![\d]|[.,]\d)/g))
        numbers.set(d, (numbers.get(d) ?? 0) + 1);
    }
    return numbers.get(digits) ?? 0;
  };
  return {
    model,
    jurisdiction,
    options,
    claimsSection: model.sections.find((s) => s.kind === 'claims'),
    byNumber,
    enabled,
    lowerText,
    wordCount,
    numberCount,
    add(rule, f) {
      if (!enabled(rule)) return;
      const len = lengths.get(f.section) ?? model.text.length;
      const [start, end] = clampRange(f.start, f.end, len);
      const severity = f.severity ?? RULES_BY_ID.get(rule)?.severity ?? 'info';
      const finding: Finding = {
        rule,
        severity,
        message: f.message,
        section: lengths.has(f.section) ? f.section : 'document',
        start,
        end,
      };
      if (f.claim !== undefined) finding.claim = f.claim;
      if (f.suggestion !== undefined) finding.suggestion = f.suggestion;
      out.push(finding);
    },
  };
}
