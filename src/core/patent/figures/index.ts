/** Figures from claims: flowcharts and block diagrams on 37 CFR 1.84 sheets, as geometry and SVG. */
import type { Claim } from '../types';
import { specForClaim } from './extract';
import { entriesOf, namesOf, NumeralAssigner, type NumeralEntry } from './numerals';
import { allSigns, FamilySigns, familyOf, signsIn } from './signs';
import { layoutSheets, numberSheets, PAGES, placeOnSheet } from './sheets';
import type {
  DrawnFigure,
  FigureNumeral,
  FigureSpec,
  NodeSpec,
  PageFormat,
  Sheet,
  SkippedClaim,
} from './types';

export type * from './types';
export { figureSvg, sheetSvg } from './svg';
export { PAGES, usable } from './sheets';
export { specForClaim } from './extract';
export { FONT_SIZE, CAP_HEIGHT } from './metrics';
export { readEntries, type NumeralEntry } from './numerals';
export { sheetsPdf } from './pdf';

/** Options of `drawFigures`. */
export interface DrawOptions {
  page?: PageFormat['name'];
  /** Number of the first figure (FIG. 1 unless the draft has drawings of its own). */
  first?: number;
  /** Most figures drawn. */
  max?: number;
  /** Numerals kept from an earlier drawing (see `FigureSet.numerals`): parts keep them. */
  numerals?: readonly NumeralEntry[];
  /** Numerals never given to a part as a fresh one (the description's own, for other parts). */
  avoid?: ReadonlySet<string>;
}

/** Everything `drawFigures` returns: the figures, all their sheets numbered "i/n", and the claims left out. */
export interface FigureSet {
  figures: DrawnFigure[];
  sheets: Sheet[];
  skipped: SkippedClaim[];
  /** Every numeral drawn, by claim and name: keep it with the draft to keep numerals stable. */
  numerals: NumeralEntry[];
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
    spec,
  };
}

/**
 * Gives the parts of a figure the reference signs the claims give them; a block diagram also
 * draws every other part its claim and the claims depending on it give a sign, so that each sign
 * the claims use is on a sheet and described with the figure.
 */
function signParts(spec: FigureSpec, signs: FamilySigns): void {
  if (!signs.drawable.length) return;
  const drawn = new Set<string>();
  const whole = spec.frame && signs.of(spec.frame.name);
  if (spec.frame && whole) {
    spec.frame.sign = whole;
    drawn.add(whole);
  }
  const visit = (n: NodeSpec): void => {
    const sign = n.numeral !== null ? signs.of(n.name) : undefined;
    if (sign && !drawn.has(sign)) {
      n.sign = sign;
      drawn.add(sign);
    }
    n.parts.forEach(visit);
  };
  spec.nodes.forEach(visit);
  if (spec.kind !== 'block' || !spec.frame) return;
  for (const { name, sign } of signs.drawable) {
    if (drawn.has(sign)) continue;
    drawn.add(sign);
    spec.nodes.push({
      id: `sign${sign}`,
      kind: 'box',
      label: name.toUpperCase(),
      name,
      numeral: sign,
      sign,
      parts: [],
    });
  }
}

/** Draws a figure for each independent method, system, apparatus or medium claim. Never throws. */
export function drawFigures(claims: Claim[], options: DrawOptions = {}): FigureSet {
  const page = PAGES[options.page ?? 'letter'];
  const skipped: SkippedClaim[] = [];
  const figures: DrawnFigure[] = [];
  const live = claims.filter((c) => !c.canceled && c.independent);
  const kept = options.numerals ?? [];
  const names = new Map<number, string[]>();
  if (kept.length)
    for (const c of live) {
      try {
        const spec = specForClaim(c, 1);
        if (typeof spec !== 'string') names.set(c.number ?? c.index + 1, namesOf(spec));
      } catch {
        // drawn (and reported) below
      }
    }
  const numerals = new NumeralAssigner(
    kept,
    names,
    new Set([...allSigns(claims), ...(options.avoid ?? [])]),
  );
  let number = options.first ?? 1;
  for (const claim of live) {
    if (figures.length >= (options.max ?? 12)) break;
    const at = claim.number ?? claim.index + 1;
    let drawn: DrawnFigure | string;
    let given: string[] = [];
    try {
      const spec = specForClaim(claim, number);
      if (typeof spec !== 'string') {
        signParts(spec, new FamilySigns(familyOf(claim, claims).flatMap((c) => signsIn(c.text))));
        given = numerals.assign(spec);
      }
      drawn = typeof spec === 'string' ? spec : drawFigure(spec, page);
    } catch (e) {
      // A figure is an aid, never a reason to fail: an unforeseen claim shape is reported, not thrown.
      drawn = `Claim ${at} could not be drawn: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (typeof drawn === 'string') {
      numerals.release(given);
      skipped.push({ claim: at, reason: drawn });
    } else {
      figures.push(drawn);
      number++;
    }
  }
  const sheets = figures.flatMap((f) => f.sheets);
  numberSheets(sheets);
  const entries = figures.flatMap((f) => {
    const onSheet = new Set(f.numerals.map((n) => n.numeral));
    return entriesOf(f.spec).filter((e) => onSheet.has(e.numeral));
  });
  return { figures, sheets, skipped, numerals: entries };
}
