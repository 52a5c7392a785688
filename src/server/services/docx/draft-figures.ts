import type { Draft } from '../../../core/api/drafts';
import type { FigureListItem, FigureSummary } from '../../../core/api/figures';
import { parseDraft } from '../../../core/patent';
import { drawFigures, type FigureSet, type NumeralEntry } from '../../../core/patent/figures';

/**
 * The figures drawn from a draft's current claims (FIG. 1 on), on letter sheets; `numerals` are
 * the ones kept with the draft (its parts keep them, see core figures/numerals).
 */
export function draftFigures(
  draft: { sections: Pick<Draft['sections'], 'claims'> },
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

/**
 * The figures as `GET /figures` lists them. A figure is `outdated` when the draft keeps numerals
 * (its description was written from our figures) and the detailed description misses one of the
 * figure's numerals, or still names one its claim had that is drawn no more.
 */
export function presentFigureList(
  set: FigureSet,
  sections: Pick<Draft['sections'], 'detailed_description'>,
  kept: readonly NumeralEntry[],
): FigureListItem[] {
  const text = sections.detailed_description;
  const named = new Set(text.match(/\b\d{2,4}\b/g) ?? []);
  const drawn = new Set(set.numerals.map((e) => e.numeral));
  return presentFigures(set).map((f) => {
    const own = new Set(f.numerals.map((n) => n.numeral));
    const outdated =
      kept.length > 0 &&
      text.trim() !== '' &&
      (f.numerals.some((n) => !named.has(n.numeral)) ||
        kept.some(
          (e) =>
            (e.claim === f.claim || own.has(e.numeral)) &&
            !drawn.has(e.numeral) &&
            named.has(e.numeral),
        ));
    return { ...f, outdated };
  });
}
