/**
 * The checks of a saved draft, as the server runs them after a generation and the editor runs
 * them live: one input builder, so both find the same (figures drawn with the kept numerals
 * included).
 */
import type { Jurisdiction, Sections } from '../api/drafts';
import { SECTION_NAMES } from '../api/sections';
import type { FigureSummary } from '../api/figures';
import { hasClaims } from '../api/planned-sections';
import { analyzeDraft } from './analyze';
import { SECTION_KIND } from './engine/types';
import { drawFigures, numeralsFromDescription, type FigureSet, type NumeralEntry } from './figures';
import { parseDraft } from './parse';
import type { Finding, SectionKind } from './types';

/** The analysis engine's input for a draft: its non-empty sections by kind. */
export function sectionsInput(sections: Partial<Sections>): Partial<Record<SectionKind, string>> {
  const input: Partial<Record<SectionKind, string>> = {};
  for (const name of SECTION_NAMES) {
    const text = sections[name];
    if (text?.trim()) input[SECTION_KIND[name]] = text;
  }
  return input;
}

/**
 * The figures drawn from a draft's claims (FIG. 1 on), on letter sheets; `numerals` are the ones
 * kept with the draft (its parts keep them, see figures/numerals). With none kept, a `description`
 * written without our figures (disclosure first, or the attorney's own) gives its numerals: a
 * part it already numbers keeps that numeral in the drawing, and no other part is drawn with a
 * numeral the description gives something else, so the drawings and the text agree.
 */
export function draftFigures(
  claims: string,
  numerals: readonly NumeralEntry[] = [],
  description = '',
): FigureSet {
  if (!claims.trim()) return { figures: [], sheets: [], skipped: [], numerals: [] };
  const parsed = parseDraft({ claims }).claims;
  const reseed = numeralsFromDescription(numerals.length ? '' : description);
  return drawFigures(parsed, { page: 'letter', numerals, reseed });
}

/** Drawn figures as facts: number, title, claim and the numerals on their sheets. */
export function figureFacts(set: FigureSet): FigureSummary[] {
  return set.figures.map((f) => ({
    number: f.number,
    title: f.title,
    claim: f.claim,
    numerals: f.numerals.map((n) => ({ numeral: n.numeral, name: n.name })),
  }));
}

/**
 * Whether the description of a draft is held to the figures drawn from its claims: it is once the
 * draft keeps their numerals (a description was written from them) and has claims. A generation
 * writing from the claims holds it too (the server decides that one).
 */
export function heldNumerals(claims: string, kept: readonly NumeralEntry[]): boolean {
  return kept.length > 0 && hasClaims(claims);
}

/** What the checks of a draft read. */
export interface DraftChecksInput {
  sections: Partial<Sections>;
  jurisdiction: Jurisdiction;
  /** The figures the description is held to (`figureFacts`); none: the `figures/…` checks stay silent. */
  figures?: FigureSummary[];
}

/** The findings of a draft's checks (every section; `Finding.section` is the analysis kind). */
export function checkDraft({ sections, jurisdiction, figures }: DraftChecksInput): Finding[] {
  const input = sectionsInput(sections);
  // A draft nobody has written in yet has nothing to be wrong about.
  if (!Object.keys(input).length) return [];
  const findings = analyzeDraft(input, { jurisdiction, figures }).findings;
  if (sections.claims?.trim()) return findings;
  // Claims not written yet are a step still to take, not an error in what was written.
  return findings.map((f) =>
    f.rule === 'claims/none'
      ? { ...f, severity: 'info', message: 'Claims: not written yet.', suggestion: undefined }
      : f,
  );
}

/** What `checkDraftWithNumerals` reads. */
export interface NumeralsChecksInput {
  sections: Partial<Sections>;
  jurisdiction: Jurisdiction;
  numerals: readonly NumeralEntry[];
}

/** The figures a draft's description is held to (see `heldNumerals`), or none. */
export function heldFigures(
  claims: string,
  numerals: readonly NumeralEntry[],
): FigureSummary[] | undefined {
  return heldNumerals(claims, numerals) ? figureFacts(draftFigures(claims, numerals)) : undefined;
}

/**
 * The findings of a draft's checks with its kept figure numerals: the figures are drawn from its
 * claims with them when they hold the description (see `heldNumerals`).
 */
export function checkDraftWithNumerals(input: NumeralsChecksInput): Finding[] {
  const figures = heldFigures(input.sections.claims ?? '', input.numerals);
  return checkDraft({ sections: input.sections, jurisdiction: input.jurisdiction, figures });
}

/**
 * `checkDraftWithNumerals` for a run of checks of one draft (the editor's live checks): the
 * figures are drawn again only when the claims or the numerals changed since the last run, as
 * drawing takes longer than the checks themselves.
 */
export function createDraftChecker(): (input: NumeralsChecksInput) => Finding[] {
  let last: { key: string; figures: FigureSummary[] | undefined } | null = null;
  return (input) => {
    const claims = input.sections.claims ?? '';
    const key = `${JSON.stringify(input.numerals)}\n${claims}`;
    if (last?.key !== key) last = { key, figures: heldFigures(claims, input.numerals) };
    return checkDraft({ ...input, figures: last.figures });
  };
}
