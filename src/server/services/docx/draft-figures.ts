import type { Draft } from '../../../core/api/drafts';
import type { FigureSummary } from '../../../core/api/figures';
import { parseDraft } from '../../../core/patent';
import { drawFigures, type FigureSet, type NumeralEntry } from '../../../core/patent/figures';

/**
 * The figures drawn from a draft's current claims (FIG. 1 on), on letter sheets; `numerals` are
 * the ones kept with the draft (its parts keep them, see core figures/numerals).
 */
export function draftFigures(
  draft: Pick<Draft, 'sections'>,
  numerals: readonly NumeralEntry[] = [],
): FigureSet {
  if (!draft.sections.claims.trim()) return { figures: [], sheets: [], skipped: [], numerals: [] };
  return drawFigures(parseDraft({ claims: draft.sections.claims }).claims, {
    page: 'letter',
    numerals,
  });
}

/** A drawn figure as the API lists it. */
export function presentFigures(set: FigureSet): FigureSummary[] {
  return set.figures.map((f) => ({
    number: f.number,
    title: f.title,
    claim: f.claim,
    numerals: f.numerals.map((n) => ({ numeral: n.numeral, name: n.name })),
  }));
}
