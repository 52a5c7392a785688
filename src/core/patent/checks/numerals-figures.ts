import type { CheckContext } from './context';

/**
 * 37 CFR 1.74: every "FIG. n" of the description is listed in the brief description of the
 * drawings, and every listed figure is referred to.
 */
export function figures(ctx: CheckContext): void {
  const listed = new Set<string>();
  const hasDrawings =
    ctx.model.sections.some((s) => s.kind === 'drawings') ||
    ctx.model.figures.some((f) => f.listed);
  for (const f of ctx.model.figures) if (f.listed) listed.add(f.figure);
  if (!hasDrawings || listed.size === 0) return;
  const listedBases = new Set([...listed].map((l) => l.replace(/[A-Z]$/, '')));
  const lettered = new Set([...listed].filter((l) => /[A-Z]$/.test(l)).map((l) => l.slice(0, -1)));
  const used = new Set<string>();
  const reported = new Set<string>();
  for (const f of ctx.model.figures) {
    if (f.listed) continue;
    used.add(f.figure);
    used.add(f.figure.replace(/[A-Z]$/, ''));
    // "FIG. 4" when 4A-4J are listed names listed views; "FIG. 4K" when 4A-4J are listed names a
    // view the list does not have, and so does "FIG. 4B" when "FIG. 4" and "FIG. 4A" are.
    const base = f.figure.replace(/[A-Z]$/, '');
    if (listed.has(f.figure) || listedBases.has(f.figure) || reported.has(f.figure)) continue;
    // "FIG. 5A" when the list has "FIG. 5" alone: 1.74 wants each view described, but the views
    // of one drawn figure are one omission, noted once.
    const view = base !== f.figure && listed.has(base) && !lettered.has(base);
    if (view && reported.has(`v${base}`)) continue;
    reported.add(f.figure);
    reported.add(`v${base}`);
    ctx.add('numerals/figure-missing', {
      section: f.section,
      start: f.start,
      end: f.end,
      message: view
        ? `FIG. ${f.figure} is not described in the brief description of the drawings, which lists FIG. ${base} without its views.`
        : `FIG. ${f.figure} is not listed in the brief description of the drawings.`,
      suggestion: `Add "FIG. ${f.figure} is …" to the brief description, or correct the number.`,
    });
  }
  if (!ctx.model.sections.some((s) => s.kind === 'detailed' || s.kind === 'description')) return;
  // A brief description found inside the description has no sure end: which figures it lists is
  // known, which the description "uses" is not, so unused figures are reported only with a section.
  if (!ctx.model.sections.some((s) => s.kind === 'drawings')) return;
  for (const f of ctx.model.figures) {
    if (
      !f.listed ||
      used.has(f.figure) ||
      used.has(f.figure.replace(/[A-Z]$/, '')) ||
      reported.has(`u${f.figure}`)
    )
      continue;
    reported.add(`u${f.figure}`);
    ctx.add('numerals/figure-unused', {
      section: f.section,
      start: f.start,
      end: f.end,
      message: `FIG. ${f.figure} is listed but never referred to in the description.`,
    });
  }
}
