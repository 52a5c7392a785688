import type { Draft } from '../../../core/api/drafts';
import type { FigureListItem } from '../../../core/api/figures';
import { figureFacts } from '../../../core/patent/draft-checks';
import { matchClaims, type FigureSet, type NumeralEntry } from '../../../core/patent/figures';

/**
 * The figures as `GET /figures` lists them. A figure is `outdated` when the draft has a detailed
 * description that misses one of the figure's numerals (whether it was written from our figures or
 * not: the drawings show a numeral the text never describes), or still names one its claim had
 * that is drawn no more. A figure's claim is found among the claims the numerals were kept for by
 * its own parts, not by its number: a figure drawn from a claim added since (matching none) is
 * `added`, never `outdated` (no paragraphs describe it yet), and a renumbered claim is the same.
 */
export function presentFigureList(
  set: FigureSet,
  sections: Pick<Draft['sections'], 'detailed_description'>,
  kept: readonly NumeralEntry[],
): FigureListItem[] {
  const text = sections.detailed_description;
  const named = new Set(text.match(/\b\d{2,4}\b/g) ?? []);
  const drawn = new Set(set.numerals.map((e) => e.numeral));
  const facts = figureFacts(set);
  const was = kept.length
    ? matchClaims(kept, new Map(facts.map((f) => [f.claim, f.numerals.map((n) => n.name)])))
    : null;
  return facts.map((f) => {
    if (was && !was.has(f.claim)) return { ...f, added: true, outdated: false };
    const earlier = was?.get(f.claim) ?? f.claim;
    const own = new Set(f.numerals.map((n) => n.numeral));
    const outdated =
      text.trim() !== '' &&
      (f.numerals.some((n) => !named.has(n.numeral)) ||
        kept.some(
          (e) =>
            (e.claim === earlier || own.has(e.numeral)) &&
            !drawn.has(e.numeral) &&
            named.has(e.numeral),
        ));
    return { ...f, added: false, outdated };
  });
}
