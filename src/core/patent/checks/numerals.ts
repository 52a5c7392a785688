import type { NumeralUse } from '../types';
import { singular } from '../text';
import type { CheckContext } from './context';

/** 1.84(p): one numeral per part, and figure references that match the brief description. */
export function checkNumerals(ctx: CheckContext): void {
  const byNumeral = new Map<string, NumeralUse[]>();
  for (const u of ctx.model.numerals) {
    if (/^\d$/.test(u.numeral) || /^(?:19|20)\d\d$/.test(u.numeral)) continue;
    const list = byNumeral.get(u.numeral);
    if (list) list.push(u);
    else byNumeral.set(u.numeral, [u]);
  }
  const main = new Map<string, string>();
  const partNames = new Set<string>();
  for (const [numeral, uses] of byNumeral) {
    const counts = new Map<string, number>();
    for (const u of uses) counts.set(singular(u.head), (counts.get(singular(u.head)) ?? 0) + 1);
    let best = '';
    let n = 0;
    for (const [h, c] of counts) if (c > n) [best, n] = [h, c];
    if (n >= 2) {
      main.set(numeral, best);
      partNames.add(best);
    }
  }
  for (const [numeral, uses] of byNumeral) {
    const head = main.get(numeral);
    if (!head) continue;
    const names = uses
      .filter((u) => u.head === head || singular(u.head) === head)
      .map((u) => u.name);
    const conflict = uses.find((u) => {
      const h = singular(u.head);
      return (
        h !== head &&
        partNames.has(h) &&
        !names.some((name) => name.split(' ').map(singular).includes(h)) &&
        !u.name.split(' ').map(singular).includes(head)
      );
    });
    if (!conflict) continue;
    ctx.add('numerals/name-conflict', {
      section: conflict.section,
      start: conflict.start,
      end: conflict.end,
      message: `Numeral ${numeral} names "${head}" elsewhere but "${conflict.name}" here.`,
      suggestion: 'Give each part its own numeral and use one name per numeral.',
    });
  }
  figures(ctx);
}

function figures(ctx: CheckContext): void {
  const listed = new Set<string>();
  const hasDrawings = ctx.model.sections.some((s) => s.kind === 'drawings');
  for (const f of ctx.model.figures) if (f.listed) listed.add(f.figure);
  if (!hasDrawings || listed.size === 0) return;
  const listedBases = new Set([...listed].map((l) => l.replace(/[A-Z]$/, '')));
  const used = new Set<string>();
  const reported = new Set<string>();
  for (const f of ctx.model.figures) {
    if (f.listed) continue;
    used.add(f.figure);
    used.add(f.figure.replace(/[A-Z]$/, ''));
    if (
      listed.has(f.figure) ||
      listedBases.has(f.figure) ||
      listedBases.has(f.figure.replace(/[A-Z]$/, '')) ||
      reported.has(f.figure)
    )
      continue;
    reported.add(f.figure);
    ctx.add('numerals/figure-missing', {
      section: f.section,
      start: f.start,
      end: f.end,
      message: `FIG. ${f.figure} is not listed in the brief description of the drawings.`,
      suggestion: `Add "FIG. ${f.figure} is …" to the brief description, or correct the number.`,
    });
  }
  if (!ctx.model.sections.some((s) => s.kind === 'detailed' || s.kind === 'description')) return;
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
