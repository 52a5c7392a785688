/** One drawing run: a figure for each independent claim, numbered, given numerals, laid out. */
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
  SkippedClaim,
  Sheet,
} from './types';

/** Options of one drawing run (see `DrawOptions`). */
export interface RunOptions {
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

/** Turns a numbered spec into a figure, or says why it cannot. */
export type Draw = (spec: FigureSpec, page: PageFormat) => DrawnFigure | string;

/** Makes the spec of a claim's figure (`specForClaim`). */
export type SpecOf = (claim: Claim, number: number) => FigureSpec | string;

/**
 * `specForClaim` for several runs over the same claims: each spec is made once and each run gets
 * its own copy (a run numbers its specs in place).
 */
export function specsOnce(): SpecOf {
  const made = new Map<Claim, Map<number, FigureSpec | string>>();
  return (claim, number) => {
    const byNumber = made.get(claim) ?? made.set(claim, new Map()).get(claim)!;
    if (!byNumber.has(number)) byNumber.set(number, specForClaim(claim, number));
    const spec = byNumber.get(number)!;
    return typeof spec === 'string' ? spec : structuredClone(spec);
  };
}

/** Every numeral of a spec: the frame's, then its nodes' and their parts'. */
export function numeralsOf(spec: FigureSpec): FigureNumeral[] {
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

/**
 * Draws a figure for each independent method, system, apparatus or medium claim, each numbered
 * spec turned into a figure by `draw`. Never throws.
 */
export function drawRun(
  claims: Claim[],
  options: RunOptions,
  draw: Draw,
  specOf: SpecOf = specForClaim,
): FigureSet {
  const page = PAGES[options.page ?? 'letter'];
  const skipped: SkippedClaim[] = [];
  const figures: DrawnFigure[] = [];
  const live = claims.filter((c) => !c.canceled && c.independent);
  const kept = options.numerals ?? [];
  const names = new Map<number, string[]>();
  if (kept.length)
    for (const c of live) {
      try {
        const spec = specOf(c, 1);
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
      const spec = specOf(claim, number);
      if (typeof spec !== 'string') {
        signParts(spec, new FamilySigns(familyOf(claim, claims).flatMap((c) => signsIn(c.text))));
        given = numerals.assign(spec);
      }
      drawn = typeof spec === 'string' ? spec : draw(spec, page);
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
