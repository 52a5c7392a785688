/**
 * Lays a figure out with dagre (@dagrejs/dagre). Why dagre and not elkjs: dagre is synchronous,
 * small (~80 kB with graphlib) and pure JavaScript, so core can lay a figure out in the browser, the
 * server and the CLI alike, well inside a 50 ms budget; elkjs is a ~1.5 MB transpiled-Java bundle
 * whose API is asynchronous (web workers), which every caller of a pure core function would inherit.
 * Our graphs are small layered graphs (flowcharts, block diagrams), dagre's home ground.
 */
import dagre from '@dagrejs/dagre';
import { FONT_SIZE, textHeight, textWidth } from './metrics';
import {
  boundaryPoint,
  drawNode,
  drawNumeral,
  insideShape,
  measure,
  numeralReserve,
  type Measured,
} from './shapes';
import type { Drawing, EdgeSpec, FigureSpec, NodeSpec, Point, Rect, Shape } from './types';

/** Padding inside a block diagram's frame. */
const FRAME_PAD = 18;

/** What to lay out: some of a figure's nodes and the edges among them. */
export interface LayoutInput {
  nodes: NodeSpec[];
  edges: EdgeSpec[];
  frame: FigureSpec['frame'];
  flow: boolean;
  rankdir: 'TB' | 'LR';
}

/** A laid-out figure (or part of one) in its own coordinates, origin at the top-left. */
export function layoutFigure(input: LayoutInput): Drawing {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: input.rankdir,
    nodesep: input.flow ? 20 : 30,
    ranksep: input.flow ? 24 : 44,
    edgesep: 14,
    marginx: 0,
    marginy: 0,
  });
  g.setDefaultEdgeLabel(() => ({}));
  const measured = new Map<string, Measured>();
  for (const spec of input.nodes) {
    const m = measure(spec, input.flow);
    measured.set(spec.id, m);
    // Room for the numeral on both sides keeps the shape centred on dagre's node, so edges meet it.
    g.setNode(spec.id, { width: m.w + 2 * numeralReserve(spec.numeral), height: m.h });
  }
  input.edges.forEach((e, i) => {
    if (!measured.has(e.from) || !measured.has(e.to)) return;
    const label = e.label
      ? {
          width: textWidth(e.label) + 4,
          height: textHeight(1),
          labelpos: 'r' as const,
          labeloffset: 6,
        }
      : {};
    g.setEdge(e.from, e.to, { ...label, ...(e.hidden ? { weight: 2 } : {}) }, `e${i}`);
  });
  dagre.layout(g);

  const out: Drawing = { width: 0, height: 0, shapes: [], texts: [], lines: [] };
  const rects = new Map<string, Rect>();
  for (const spec of input.nodes) {
    const n = g.node(spec.id);
    rects.set(spec.id, drawNode(out, measured.get(spec.id)!, n.x!, n.y!));
  }
  input.edges.forEach((e, i) => {
    if (e.hidden || !rects.has(e.from) || !rects.has(e.to)) return;
    const label = g.edge({ v: e.from, w: e.to, name: `e${i}` });
    if (!label?.points) return;
    const points = clip(
      label.points,
      kindOf(input, e.from),
      rects.get(e.from)!,
      kindOf(input, e.to),
      rects.get(e.to)!,
    );
    out.lines.push({ role: 'edge', arrow: e.arrow, points });
    if (e.label && label.x !== undefined && label.y !== undefined) {
      const w = textWidth(e.label);
      const h = textHeight(1);
      out.texts.push({
        role: 'edge-label',
        lines: [e.label],
        size: FONT_SIZE,
        box: { x: label.x - w / 2, y: label.y - h / 2, w, h },
      });
    }
  });
  if (input.frame) frame(out, input.frame.numeral);
  normalise(out);
  return out;
}

function kindOf(input: LayoutInput, id: string): Shape['kind'] {
  return input.nodes.find((n) => n.id === id)?.kind ?? 'box';
}

/** Trims an edge's polyline to the drawn shapes (dagre's nodes are wider: they hold the numerals). */
function clip(
  points: Point[],
  fromKind: Shape['kind'],
  from: Rect,
  toKind: Shape['kind'],
  to: Rect,
): Point[] {
  let pts = points.map((p) => ({ x: p.x, y: p.y }));
  const centre = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
  let i = 0;
  while (i < pts.length - 1 && insideShape(fromKind, from, pts[i]!)) i++;
  pts = [boundaryPoint(fromKind, from, pts[i] ?? centre(to)), ...pts.slice(i)];
  let j = pts.length - 1;
  while (j > 1 && insideShape(toKind, to, pts[j]!)) j--;
  pts = [...pts.slice(0, j + 1), boundaryPoint(toKind, to, pts[j]!)];
  // Points still at the node's outer (numeral) box add nothing once the ends meet the shapes.
  return pts.filter(
    (p, k) =>
      k === 0 ||
      k === pts.length - 1 ||
      !(insideShape(fromKind, from, p) || insideShape(toKind, to, p)),
  );
}

/** Draws the frame around a block diagram (the system itself) with its numeral. */
function frame(out: Drawing, numeral: string): void {
  const b = bounds(out);
  const rect = {
    x: b.x - FRAME_PAD,
    y: b.y - FRAME_PAD,
    w: b.w + 2 * FRAME_PAD,
    h: b.h + 2 * FRAME_PAD,
  };
  out.shapes.unshift({ id: 'frame', kind: 'frame', rect });
  drawNumeral(out, 'frame', rect, numeral, rect.y + textHeight(1), 'frame');
}

/** The box that holds every shape, text and line of a drawing. */
export function bounds(d: Pick<Drawing, 'shapes' | 'texts' | 'lines'>): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (r: Rect): void => {
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.w);
    y1 = Math.max(y1, r.y + r.h);
  };
  d.shapes.forEach((s) => add(s.rect));
  d.texts.forEach((t) => add(t.box));
  d.lines.forEach((l) => l.points.forEach((p) => add({ x: p.x, y: p.y, w: 0, h: 0 })));
  return x0 === Infinity ? { x: 0, y: 0, w: 0, h: 0 } : { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Moves a drawing so its bounds start at the origin, and records its size. */
function normalise(d: Drawing): void {
  const b = bounds(d);
  translate(d, -b.x, -b.y);
  d.width = b.w;
  d.height = b.h;
}

/** Shifts every shape, text and line of a drawing. */
export function translate(d: Drawing, dx: number, dy: number, scale = 1): void {
  const r = (x: Rect): Rect => ({
    x: x.x * scale + dx,
    y: x.y * scale + dy,
    w: x.w * scale,
    h: x.h * scale,
  });
  d.shapes = d.shapes.map((s) => ({ ...s, rect: r(s.rect) }));
  d.texts = d.texts.map((t) => ({ ...t, box: r(t.box), size: t.size * scale }));
  d.lines = d.lines.map((l) => ({
    ...l,
    points: l.points.map((p) => ({ x: p.x * scale + dx, y: p.y * scale + dy })),
  }));
}
