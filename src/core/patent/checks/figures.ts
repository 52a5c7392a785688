import type { CheckContext } from './context';

/** What the figure checks need of a drawn figure: its number and the numerals on its sheets. */
export interface FigureFacts {
  number: number;
  numerals: Array<{ numeral: string; name: string }>;
}

/**
 * 37 CFR 1.84(p)(4)–(5) and 1.74, for drafts whose figures we drew: every numeral on a sheet is
 * named in the description, every numeral of the description is on a sheet, every figure is
 * described. Silent when no figures are passed (a draft with drawings of its own is not ours to judge).
 */
export function checkFigures(ctx: CheckContext): void {
  const figures = ctx.options.figures;
  if (!figures || figures.length === 0) return;
  const drawn = new Map<string, string>();
  for (const f of figures) for (const n of f.numerals) drawn.set(n.numeral, n.name);
  const claims = ctx.model.sections
    .filter((s) => s.kind === 'claims')
    .map((s) => s.text)
    .join('\n');
  // A number of the claims' own wording ("Hymu 80", "5′-TCT…"), quoted in the description, is
  // read as a numeral there; a reference numeral in a claim stands in parentheses ("(102)").
  const ownWording = (numeral: string): boolean =>
    !drawn.has(numeral) &&
    new RegExp(`(?<![\\w.(])${numeral.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w)])`).test(
      claims,
    );
  const described = new Map<string, (typeof ctx.model.numerals)[number]>();
  for (const u of ctx.model.numerals) {
    if (/^\d$/.test(u.numeral) || /^(?:19|20)\d\d$/.test(u.numeral)) continue;
    if (ownWording(u.numeral)) continue;
    if (!described.has(u.numeral)) described.set(u.numeral, u);
  }
  const detailed = ctx.model.sections.find(
    (s) => s.kind === 'detailed' || s.kind === 'description',
  );
  for (const [numeral, name] of drawn) {
    if (described.has(numeral)) continue;
    ctx.add('figures/numeral-undescribed', {
      section: detailed?.id ?? 'document',
      start: 0,
      end: 0,
      message: `Numeral ${numeral} (${name}) is on a drawing sheet but the description never names it.`,
      suggestion: `Describe the ${name} ${numeral} in the detailed description.`,
    });
  }
  for (const [numeral, use] of described) {
    if (drawn.has(numeral)) continue;
    ctx.add('figures/numeral-undrawn', {
      section: use.section,
      start: use.start,
      end: use.end,
      message: `Numeral ${numeral} (${use.name}) is in the description but on no drawing sheet.`,
      suggestion: 'Draw the part in a figure, or remove the numeral from the description.',
    });
  }
  const listed = new Set(
    ctx.model.figures.filter((f) => f.listed).map((f) => f.figure.replace(/[A-Z]$/, '')),
  );
  const drawings = ctx.model.sections.find((s) => s.kind === 'drawings');
  for (const f of figures) {
    if (listed.has(String(f.number))) continue;
    ctx.add('figures/figure-undescribed', {
      section: drawings?.id ?? 'document',
      start: 0,
      end: 0,
      message: `FIG. ${f.number} is drawn but not described in the brief description of the drawings.`,
      suggestion: `Add "FIG. ${f.number} is …" to the brief description of the drawings.`,
    });
  }
}
