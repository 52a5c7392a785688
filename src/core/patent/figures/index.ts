/** Figures from claims: flowcharts and block diagrams on 37 CFR 1.84 sheets, as geometry and SVG. */
import type { Claim } from '../types';
import { specForClaim } from './extract';
import { layoutSheets, numberSheets, PAGES, placeOnSheet } from './sheets';
import type {
  DrawnFigure,
  FigureNumeral,
  FigureSpec,
  PageFormat,
  Sheet,
  SkippedClaim,
} from './types';

export type * from './types';
export { figureSvg, sheetSvg } from './svg';
export { PAGES, usable } from './sheets';
export { specForClaim } from './extract';
export { FONT_SIZE, CAP_HEIGHT } from './metrics';

/** Options of `drawFigures`. */
export interface DrawOptions {
  page?: PageFormat['name'];
  /** Number of the first figure (FIG. 1 unless the draft has drawings of its own). */
  first?: number;
  /** Most figures drawn. */
  max?: number;
}

/** Everything `drawFigures` returns: the figures, all their sheets numbered "i/n", and the claims left out. */
export interface FigureSet {
  figures: DrawnFigure[];
  sheets: Sheet[];
  skipped: SkippedClaim[];
}

function numeralsOf(spec: FigureSpec): FigureNumeral[] {
  const out: FigureNumeral[] = [];
  if (spec.frame) out.push({ numeral: spec.frame.numeral, name: spec.frame.name });
  for (const n of spec.nodes) {
    if (n.numeral) out.push({ numeral: n.numeral, name: n.name });
    for (const p of n.parts) if (p.numeral) out.push({ numeral: p.numeral, name: p.name });
  }
  return out;
}

/** Draws one figure from its spec onto sheets (numbered later), or says why it cannot. */
export function drawFigure(spec: FigureSpec, page: PageFormat): DrawnFigure | string {
  const drawings = layoutSheets(spec, page);
  if (typeof drawings === 'string') return drawings;
  const sheets = drawings.map((d, i) =>
    placeOnSheet(
      d,
      page,
      spec.number,
      drawings.length > 1
        ? `FIG. ${spec.number}${String.fromCharCode(65 + i)}`
        : `FIG. ${spec.number}`,
    ),
  );
  return {
    number: spec.number,
    title: spec.title,
    claim: spec.claim,
    kind: spec.kind,
    // Numerals of parts dropped to fit (see layoutSheets) are not on the sheet: list what is drawn.
    numerals: numeralsOf(spec).filter((x) =>
      sheets.some((s) => s.texts.some((t) => t.role === 'numeral' && t.lines[0] === x.numeral)),
    ),
    notes: spec.notes,
    sheets,
  };
}

/** Draws a figure for each independent method, system, apparatus or medium claim. Never throws. */
export function drawFigures(claims: Claim[], options: DrawOptions = {}): FigureSet {
  const page = PAGES[options.page ?? 'letter'];
  const skipped: SkippedClaim[] = [];
  const figures: DrawnFigure[] = [];
  let number = options.first ?? 1;
  for (const claim of claims) {
    if (claim.canceled || !claim.independent) continue;
    if (figures.length >= (options.max ?? 12)) break;
    const at = claim.number ?? claim.index + 1;
    let drawn: DrawnFigure | string;
    try {
      const spec = specForClaim(claim, number);
      drawn = typeof spec === 'string' ? spec : drawFigure(spec, page);
    } catch (e) {
      // A figure is an aid, never a reason to fail: an unforeseen claim shape is reported, not thrown.
      drawn = `Claim ${at} could not be drawn: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (typeof drawn === 'string') skipped.push({ claim: at, reason: drawn });
    else {
      figures.push(drawn);
      number++;
    }
  }
  const sheets = figures.flatMap((f) => f.sheets);
  numberSheets(sheets);
  return { figures, sheets, skipped };
}
