import { FONT_SIZE, textHeight, textWidth, widest, wrap } from './metrics';
import type { Drawing, NodeSpec, Point, Rect, Shape } from './types';

const PAD_X = 10;
const PAD_Y = 6;
/** Gap between a shape and its numeral's lead line, and the lead line's length. */
const LEAD_GAP = 3;
const LEAD = 16;
const LINE = textHeight(1);

/** Characters a line for each kind of label (a box of 28 characters is about 3 inches wide). */
const CHARS = { flow: 32, block: 20, part: 18, decision: 15, group: 22 };

/** The room a numeral and its lead line take beside a shape. */
export function numeralReserve(numeral: string | null): number {
  return numeral ? LEAD_GAP + LEAD + textWidth(numeral) + 2 : 0;
}

/** A node measured: its shape's size and wrapped label; a group's parts measured too. */
export interface Measured {
  spec: NodeSpec;
  w: number;
  h: number;
  lines: string[];
  parts: Measured[];
}

/** Sizes a node so its label fits inside its shape. */
export function measure(spec: NodeSpec, flow: boolean): Measured {
  if (spec.kind === 'decision') {
    const lines = wrap(spec.label, CHARS.decision);
    // A w×h text block fits in a diamond when tw/w + th/h ≤ 1: twice the block each way does.
    return {
      spec,
      w: 2 * textWidth('x'.repeat(widest(lines))) + 16,
      h: 2 * textHeight(lines.length) + 12,
      lines,
      parts: [],
    };
  }
  if (spec.kind === 'terminal') {
    const lines = [spec.label];
    const h = LINE + 2 * PAD_Y;
    return { spec, w: textWidth(spec.label) + h, h, lines, parts: [] };
  }
  if (spec.kind === 'connector') {
    const d = Math.max(textWidth(spec.label), LINE) + 14;
    return { spec, w: d, h: d, lines: [spec.label], parts: [] };
  }
  if (spec.kind === 'group') {
    const lines = wrap(spec.label, CHARS.group);
    const parts = spec.parts.map((p) => measure(p, false));
    const inner = Math.max(...parts.map((p) => p.w + numeralReserve(p.spec.numeral)));
    const w = Math.max(textWidth('x'.repeat(widest(lines))), inner) + 2 * PAD_X;
    const h =
      PAD_Y + textHeight(lines.length) + parts.reduce((s, p) => s + p.h + PAD_Y * 1.5, 0) + PAD_Y;
    return { spec, w, h, lines, parts };
  }
  const lines = wrap(
    spec.label,
    spec.parts.length || !flow ? (spec.id.includes('-') ? CHARS.part : CHARS.block) : CHARS.flow,
  );
  return {
    spec,
    w: textWidth('x'.repeat(widest(lines))) + 2 * PAD_X,
    h: textHeight(lines.length) + 2 * PAD_Y,
    lines,
    parts: [],
  };
}

/** Where the ray from a shape's centre towards `p` leaves the shape. */
export function boundaryPoint(kind: Shape['kind'], r: Rect, p: Point): Point {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const dx = p.x - cx;
  const dy = p.y - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  let t: number;
  if (kind === 'decision') t = 1 / (Math.abs(dx) / (r.w / 2) + Math.abs(dy) / (r.h / 2));
  else if (kind === 'connector') t = r.w / 2 / Math.hypot(dx, dy);
  else t = Math.min(dx ? r.w / 2 / Math.abs(dx) : Infinity, dy ? r.h / 2 / Math.abs(dy) : Infinity);
  return { x: cx + dx * t, y: cy + dy * t };
}

/** Whether a point lies inside (or on) a shape. */
export function insideShape(kind: Shape['kind'], r: Rect, p: Point): boolean {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  if (kind === 'decision')
    return Math.abs(p.x - cx) / (r.w / 2) + Math.abs(p.y - cy) / (r.h / 2) <= 1 + 1e-9;
  if (kind === 'connector') return Math.hypot(p.x - cx, p.y - cy) <= r.w / 2 + 1e-9;
  return (
    p.x >= r.x - 1e-9 && p.x <= r.x + r.w + 1e-9 && p.y >= r.y - 1e-9 && p.y <= r.y + r.h + 1e-9
  );
}

function centredText(lines: string[], cx: number, cy: number): Rect {
  const w = textWidth('x'.repeat(widest(lines)));
  const h = textHeight(lines.length);
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Draws a numeral right of a shape with a lead line to the shape's edge, at `y`. */
export function drawNumeral(
  out: Drawing,
  kind: Shape['kind'],
  r: Rect,
  numeral: string,
  y: number,
  owner: string,
): void {
  const from =
    kind === 'decision' || kind === 'connector' ? rightAt(kind, r, y) : { x: r.x + r.w, y };
  const textX = r.x + r.w + LEAD_GAP + LEAD;
  out.lines.push({
    role: 'lead',
    arrow: false,
    points: [
      { x: from.x, y: from.y },
      { x: textX - 1, y },
    ],
  });
  out.texts.push({
    role: 'numeral',
    owner,
    lines: [numeral],
    size: FONT_SIZE,
    box: { x: textX, y: y - LINE / 2, w: textWidth(numeral), h: LINE },
  });
}

/** The point on a diamond's or circle's right-hand boundary at height y. */
function rightAt(kind: Shape['kind'], r: Rect, y: number): Point {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const k = Math.min(1, Math.abs(y - cy) / (r.h / 2));
  const half = kind === 'decision' ? (r.w / 2) * (1 - k) : (r.w / 2) * Math.sqrt(1 - k * k);
  return { x: cx + half, y };
}

/** The height a numeral sits at beside a shape: its upper part, clear of edges leaving below. */
function numeralY(m: Measured, r: Rect): number {
  if (m.spec.kind === 'decision') return r.y + r.h / 2 - Math.min(r.h / 4, LINE);
  return r.y + Math.min(r.h / 2, Math.max(LINE / 2 + 2, r.h * 0.3));
}

/** Draws a measured node centred at (cx, cy): shape, label, numeral, and a group's parts. */
export function drawNode(out: Drawing, m: Measured, cx: number, cy: number, parent?: string): Rect {
  const rect = { x: cx - m.w / 2, y: cy - m.h / 2, w: m.w, h: m.h };
  out.shapes.push({ id: m.spec.id, kind: m.spec.kind, rect, ...(parent ? { parent } : {}) });
  if (m.spec.kind === 'group') {
    const titleH = textHeight(m.lines.length);
    out.texts.push({
      role: 'label',
      owner: m.spec.id,
      lines: m.lines,
      size: FONT_SIZE,
      box: { ...centredText(m.lines, cx, 0), y: rect.y + PAD_Y },
    });
    let y = rect.y + PAD_Y + titleH + PAD_Y;
    for (const part of m.parts) {
      const px = rect.x + PAD_X + part.w / 2;
      drawNode(out, part, px, y + part.h / 2, m.spec.id);
      y += part.h + PAD_Y * 1.5;
    }
  } else {
    out.texts.push({
      role: 'label',
      owner: m.spec.id,
      lines: m.lines,
      size: FONT_SIZE,
      box: centredText(m.lines, cx, cy),
    });
  }
  if (m.spec.numeral)
    drawNumeral(out, m.spec.kind, rect, m.spec.numeral, numeralY(m, rect), m.spec.id);
  return rect;
}
