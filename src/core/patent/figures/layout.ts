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
  /** Width to pack a block diagram's unconnected groups of parts into (the sheet's). */
  maxWidth?: number;
}

/** Gap between groups of parts packed side by side. */
const PACK_GAP = 28;

/** Parts that are connected to each other, each group with its own edges, in the parts' order. */
function components(input: LayoutInput): Array<{ nodes: NodeSpec[]; edges: EdgeSpec[] }> {
  const group = new Map(input.nodes.map((n, i) => [n.id, i]));
  const find = (id: string): number => {
    let i = group.get(id)!;
    while (group.get(input.nodes[i]!.id) !== i) i = group.get(input.nodes[i]!.id)!;
    return i;
  };
  for (const e of input.edges) {
    if (!group.has(e.from) || !group.has(e.to)) continue;
    const [a, b] = [find(e.from), find(e.to)];
    if (a !== b) group.set(input.nodes[Math.max(a, b)]!.id, Math.min(a, b));
  }
  const out = new Map<number, { nodes: NodeSpec[]; edges: EdgeSpec[] }>();
  for (const n of input.nodes) {
    const root = find(n.id);
    if (!out.has(root)) out.set(root, { nodes: [], edges: [] });
    out.get(root)!.nodes.push(n);
  }
  for (const e of input.edges)
    if (group.has(e.from) && group.has(e.to)) out.get(find(e.from))!.edges.push(e);
  return [...out.values()];
}

/**
 * A block diagram whose parts are not all connected: each connected group is laid out by dagre and
 * the groups are packed in rows (dagre would put them side by side in one long row).
 */
export function layoutBlocks(input: LayoutInput): Drawing {
  const parts = components(input);
  if (parts.length < 2 || input.flow) return layoutFigure(input);
  const limit =
    (input.maxWidth ?? Infinity) -
    (input.frame ? 2 * FRAME_PAD + numeralReserve(input.frame.numeral) : 0);
  const out: Drawing = { width: 0, height: 0, shapes: [], texts: [], lines: [] };
  let x = 0;
  let y = 0;
  let rowH = 0;
  for (const part of parts) {
    const d = layoutFigure({ ...input, ...part, frame: null });
    if (x > 0 && x + d.width > limit) {
      x = 0;
      y += rowH + PACK_GAP;
      rowH = 0;
    }
    translate(d, x, y);
    out.shapes.push(...d.shapes);
    out.texts.push(...d.texts);
    out.lines.push(...d.lines);
    x += d.width + PACK_GAP;
    rowH = Math.max(rowH, d.height);
  }
  if (input.frame) frame(out, input.frame.numeral);
  normalise(out);
  return out;
}

/** A laid-out figure (or part of one) in its own coordinates, origin at the top-left. */
export function layoutFigure(input: LayoutInput): Drawing {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: input.rankdir,
    ...(input.flow ? { align: 'UL' as const } : {}),
    nodesep: input.flow ? 20 : 24,
    ranksep: input.flow ? 24 : 44,
    edgesep: 40,
    marginx: 0,
    marginy: 0,
  });
  g.setDefaultEdgeLabel(() => ({}));
  const measured = new Map<string, Measured>();
  for (const spec of input.nodes) {
    const m = measure(spec, input.flow);
    measured.set(spec.id, m);
    // Room for the numeral on the right only; in a flowchart every node gets the same room (numeral
    // or not) so the column stays aligned once each shape is drawn left of its room.
    const room = roomFor(spec, input.flow);
    g.setNode(spec.id, { width: m.w + room, height: m.h });
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
    // The main line of a flowchart weighs more than a NO branch, so dagre keeps it straight.
    const weight = input.flow && e.label !== 'NO' ? 8 : 1;
    g.setEdge(e.from, e.to, { ...label, weight }, `e${i}`);
  });
  dagre.layout(g);

  const out: Drawing = { width: 0, height: 0, shapes: [], texts: [], lines: [] };
  const rects = new Map<string, Rect>();
  for (const spec of input.nodes) {
    const n = g.node(spec.id);
    const shift = roomFor(spec, input.flow) / 2;
    rects.set(spec.id, drawNode(out, measured.get(spec.id)!, n.x! - shift, n.y!));
  }
  input.edges.forEach((e, i) => {
    if (e.hidden || !rects.has(e.from) || !rects.has(e.to)) return;
    const label = g.edge({ v: e.from, w: e.to, name: `e${i}` });
    if (!label?.points) return;
    const from = rects.get(e.from)!;
    const to = rects.get(e.to)!;
    // Between neighbouring ranks a connection is one straight line, centre to centre.
    const aligned = Math.abs(centre(from).x - centre(to).x) < 1;
    const direct = (label.points.length <= 3 && !e.label) || (input.flow && aligned);
    // A flowchart's shapes all sit R/2 left of dagre's nodes: its bends move with them.
    const dx = input.flow ? -roomFor(input.nodes[0]!, true) / 2 : 0;
    const route = direct
      ? [centre(from), centre(to)]
      : label.points.map((p: Point) => ({ x: p.x + dx, y: p.y }));
    const points = clip(
      route,
      kindOf(input, e.from),
      rects.get(e.from)!,
      kindOf(input, e.to),
      rects.get(e.to)!,
    );
    out.lines.push({ role: 'edge', arrow: e.arrow, points });
    if (e.label && label.x !== undefined && label.y !== undefined) {
      const w = textWidth(e.label);
      const h = textHeight(1);
      const at = direct ? points[0]!.y + 2 : label.y - h / 2;
      out.texts.push({
        role: 'edge-label',
        lines: [e.label],
        size: FONT_SIZE,
        box: { x: (direct ? points[0]!.x : label.x + dx) + 5, y: at, w, h },
      });
    }
  });
  if (input.frame) frame(out, input.frame.numeral);
  normalise(out);
  return out;
}

function roomFor(spec: NodeSpec, flow: boolean): number {
  return flow ? numeralReserve('0000') : numeralReserve(spec.numeral);
}

const centre = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

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
  let i = 0;
  while (i < pts.length - 1 && insideShape(fromKind, from, pts[i]!)) i++;
  pts = [boundaryPoint(fromKind, from, pts[i] ?? centre(to)), ...pts.slice(i)];
  let j = pts.length - 1;
  while (j > 0 && insideShape(toKind, to, pts[j]!)) j--;
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
