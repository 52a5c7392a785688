import type { Rect, Shape, Sheet, TextItem } from '../../../../src/core/patent/figures';
import { CAP_HEIGHT } from '../../../../src/core/patent/figures';

const EPS = 0.01;
const CM = 72 / 2.54;

function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS
  );
}

function cornersInside(shape: Shape, r: Rect): boolean {
  const s = shape.rect;
  const corners = [
    [r.x, r.y],
    [r.x + r.w, r.y],
    [r.x, r.y + r.h],
    [r.x + r.w, r.y + r.h],
  ] as const;
  const cx = s.x + s.w / 2;
  const cy = s.y + s.h / 2;
  return corners.every(([x, y]) => {
    if (shape.kind === 'decision')
      return Math.abs(x - cx) / (s.w / 2) + Math.abs(y - cy) / (s.h / 2) <= 1 + 1e-6;
    if (shape.kind === 'connector') return Math.hypot(x - cx, y - cy) <= s.w / 2 + EPS;
    return x >= s.x - EPS && x <= s.x + s.w + EPS && y >= s.y - EPS && y <= s.y + s.h + EPS;
  });
}

/** Whether segment a–b passes through the inside of r (touching its border is allowed). */
function crosses(a: { x: number; y: number }, b: { x: number; y: number }, r: Rect): boolean {
  const x0 = r.x + 0.5;
  const y0 = r.y + 0.5;
  const x1 = r.x + r.w - 0.5;
  const y1 = r.y + r.h - 0.5;
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: Array<[number, number]> = [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Every way a sheet breaks the drawing rules we hold it to, as readable strings (empty when clean). */
export function sheetProblems(sheet: Sheet): string[] {
  const out: string[] = [];
  const p = sheet.page;
  const sight = {
    x: p.margin.left,
    y: p.margin.top,
    w: p.width - p.margin.left - p.margin.right,
    h: p.height - p.margin.top - p.margin.bottom,
  };
  if (
    p.margin.top < 2.5 * CM ||
    p.margin.left < 2.5 * CM ||
    p.margin.right < 1.5 * CM ||
    p.margin.bottom < 1.0 * CM
  )
    out.push('margins below 1.84(g)');
  const inSight = (r: Rect): boolean =>
    r.x >= sight.x - EPS &&
    r.y >= sight.y - EPS &&
    r.x + r.w <= sight.x + sight.w + EPS &&
    r.y + r.h <= sight.y + sight.h + EPS;
  const byId = new Map(sheet.shapes.map((s) => [s.id, s]));
  const ancestors = (s: Shape): Set<string> => {
    const set = new Set<string>(['frame']);
    let cur = s.parent ? byId.get(s.parent) : undefined;
    while (cur) {
      set.add(cur.id);
      cur = cur.parent ? byId.get(cur.parent) : undefined;
    }
    return set;
  };
  for (const s of sheet.shapes) if (!inSight(s.rect)) out.push(`shape ${s.id} outside the margins`);
  for (const t of sheet.texts) {
    if (!inSight(t.box)) out.push(`${t.role} "${t.lines.join(' ')}" outside the margins`);
    if (t.size * CAP_HEIGHT < 0.32 * CM - EPS)
      out.push(`${t.role} "${t.lines[0]}" smaller than 0.32 cm`);
  }
  for (const l of sheet.lines)
    for (const pt of l.points)
      if (!inSight({ ...pt, w: 0, h: 0 })) out.push(`${l.role} line outside the margins`);
  const shapes = sheet.shapes.filter((s) => s.kind !== 'frame');
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      const a = shapes[i]!;
      const b = shapes[j]!;
      if (ancestors(a).has(b.id) || ancestors(b).has(a.id)) continue;
      if (overlaps(a.rect, b.rect)) out.push(`shapes ${a.id} and ${b.id} overlap`);
    }
  }
  const labels = sheet.texts.filter((t) => t.role === 'label');
  for (const t of labels) {
    const owner = t.owner ? byId.get(t.owner) : undefined;
    if (!owner) out.push(`label "${t.lines.join(' ')}" has no box`);
    else if (!cornersInside(owner, t.box)) out.push(`label "${t.lines.join(' ')}" outside its box`);
    for (const s of shapes) {
      if (s === owner || (owner && ancestors(owner).has(s.id))) continue;
      if (overlaps(s.rect, t.box)) out.push(`label "${t.lines.join(' ')}" overlaps shape ${s.id}`);
    }
  }
  const free: TextItem[] = sheet.texts.filter((t) => t.role !== 'label');
  for (const t of free) {
    const owner = t.owner ? byId.get(t.owner) : undefined;
    // A part's numeral sits inside the block that holds the part, never on the part or a sibling.
    const around = owner ? ancestors(owner) : new Set<string>();
    for (const s of sheet.shapes) {
      if (around.has(s.id)) continue;
      if (s.kind === 'frame' && t.role !== 'sheet-number' && t.role !== 'caption') continue;
      if (overlaps(s.rect, t.box)) out.push(`${t.role} "${t.lines[0]}" overlaps shape ${s.id}`);
    }
  }
  const all = sheet.texts;
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (overlaps(all[i]!.box, all[j]!.box))
        out.push(`texts "${all[i]!.lines[0]}" and "${all[j]!.lines[0]}" overlap`);
    }
  }
  for (const l of sheet.lines) {
    for (let k = 1; k < l.points.length; k++) {
      for (const t of sheet.texts) {
        if (crosses(l.points[k - 1]!, l.points[k]!, t.box))
          out.push(`${l.role} line crosses ${t.role} "${t.lines[0]}"`);
      }
    }
  }
  return out;
}
