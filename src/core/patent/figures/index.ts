/** Figures from claims: flowcharts and block diagrams on 37 CFR 1.84 sheets, as geometry and SVG. */
import type { Claim } from '../types';
import {
  drawFigure,
  drawRun,
  numeralsOf,
  specsOnce,
  type FigureSet,
  type RunOptions,
} from './draw';
import type { NumeralEntry } from './numerals';
import type { DrawnFigure, FigureSpec } from './types';

export type * from './types';
export { figureSvg, sheetSvg } from './svg';
export { PAGES, usable } from './sheets';
export { specForClaim } from './extract';
export { FONT_SIZE, CAP_HEIGHT } from './metrics';
export { matchClaims, readEntries, type NumeralEntry } from './numerals';
export { sheetsPdf } from './pdf';
export { drawFigure, type FigureSet } from './draw';
export { numeralsFromDescription } from './described';

/** The numerals a drawing is drawn again with, worked out from those it was first drawn with. */
export interface Reseeding {
  numerals: readonly NumeralEntry[];
  avoid: ReadonlySet<string>;
}

/** Options of `drawFigures`. */
export interface DrawOptions extends RunOptions {
  /**
   * Numbers the figures again from the numerals a first drawing gives them (`FigureSet.numerals`):
   * the result is the drawing with the numerals and `avoid` it returns in place of the options'
   * (none: the first drawing). The first drawing is only numbered, not laid out, unless the
   * second leaves a part or figure out to fit (see `laidAsPlanned`).
   */
  reseed?: (drawn: readonly NumeralEntry[]) => Reseeding | undefined;
}

/** Draws a figure for each independent method, system, apparatus or medium claim. Never throws. */
export function drawFigures(claims: Claim[], options: DrawOptions = {}): FigureSet {
  const { reseed, ...plain } = options;
  if (!reseed) return drawRun(claims, plain, drawFigure);
  // Numbering takes no layout: the first drawing's numerals are planned, and only the second is
  // laid out. Where that one leaves a part or figure out, the first may have too: both are drawn.
  // (A first drawing whose wider numerals alone would have left parts out that the second fits is
  // not drawn: those parts take the description's numerals, where two drawings gave fresh ones.)
  const specs = specsOnce();
  const planned = drawRun(claims, plain, planFigure, specs);
  const seeds = reseed(planned.numerals);
  if (seeds) {
    const second = { ...plain, numerals: seeds.numerals, avoid: seeds.avoid };
    const set = drawRun(claims, second, drawFigure, specs);
    if (laidAsPlanned(set, planned)) return set;
  }
  const first = drawRun(claims, plain, drawFigure, specs);
  const again = reseed(first.numerals);
  return again
    ? drawRun(claims, { ...plain, numerals: again.numerals, avoid: again.avoid }, drawFigure, specs)
    : first;
}

/** A figure numbered but not laid out: no sheets, every numeral taken as drawn. */
function planFigure(spec: FigureSpec): DrawnFigure {
  const { number, title, claim, kind } = spec;
  // The notes as planned: laying the spec out may add one (parts left out to fit).
  const notes = [...spec.notes];
  return { number, title, claim, kind, numerals: numeralsOf(spec), notes, sheets: [], spec };
}

/** The same figures of the same claims, each numbered. */
function sameFigures(a: FigureSet, b: FigureSet): boolean {
  const claims = (set: FigureSet) => set.figures.map((f) => f.claim).join(' ');
  return a.skipped.length === b.skipped.length && claims(a) === claims(b);
}

/** Whether a figure as laid out kept every numeral and part of its plan. */
function laidWhole(plan: DrawnFigure, laid: DrawnFigure): boolean {
  return (
    laid.numerals.length === numeralsOf(laid.spec).length && laid.notes.length === plan.notes.length
  );
}

/**
 * Whether laying out left every figure and numeral of the plan in: no figure failed to fit and
 * none dropped its blocks' parts (then a first drawing's numerals are the plan's).
 */
function laidAsPlanned(set: FigureSet, plan: FigureSet): boolean {
  return sameFigures(set, plan) && set.figures.every((f, i) => laidWhole(plan.figures[i]!, f));
}
