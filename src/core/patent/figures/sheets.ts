import { layoutBlocks, translate } from './layout';
import { FONT_SIZE, textHeight, textWidth } from './metrics';
import { measure } from './shapes';
import type { Drawing, EdgeSpec, FigureSpec, NodeSpec, PageFormat, Sheet } from './types';

const CM = 72 / 2.54;
/**
 * 37 CFR 1.84(g) asks at least 2.5 cm top and left, 1.5 cm right, 1.0 cm bottom; a millimetre more
 * each way keeps the minimum when a word processor scales a sheet picture down by 1 %.
 */
const MARGIN = { top: 2.6 * CM, left: 2.6 * CM, right: 1.6 * CM, bottom: 1.1 * CM };

/** Letter (21.6 × 27.9 cm) and A4 sheets. */
export const PAGES: Record<PageFormat['name'], PageFormat> = {
  letter: { name: 'letter', width: 612, height: 792, margin: MARGIN },
  a4: { name: 'a4', width: 595.28, height: 841.89, margin: MARGIN },
};

/** The sheet number band at the top of the sight and the caption band under the figure. */
const NUMBER_BAND = textHeight(1) + 14;
const CAPTION_SIZE = 16;
const CAPTION_BAND = textHeight(1, CAPTION_SIZE) + 16;

/** The room a figure has on a sheet. */
export function usable(page: PageFormat): { w: number; h: number } {
  return {
    w: page.width - page.margin.left - page.margin.right,
    h: page.height - page.margin.top - page.margin.bottom - NUMBER_BAND - CAPTION_BAND,
  };
}

type Chunk = { nodes: NodeSpec[]; edges: EdgeSpec[] };

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Splits a flowchart into `k` runs of steps, joined by off-page connectors ("A" to "A"). */
function splitFlow(spec: FigureSpec, k: number): Chunk[] {
  const units: NodeSpec[][] = [];
  for (const n of spec.nodes) {
    if (n.id.includes('-') && units.length) units[units.length - 1]!.push(n);
    else units.push([n]);
  }
  const height = (u: NodeSpec[]): number => Math.max(...u.map((n) => measure(n, true).h)) + 40;
  const total = units.reduce((s, u) => s + height(u), 0);
  const groups: NodeSpec[][][] = [[]];
  let sum = 0;
  for (const u of units) {
    const h = height(u);
    if (sum + h > total / k && groups[groups.length - 1]!.length && groups.length < k) {
      groups.push([]);
      sum = 0;
    }
    groups[groups.length - 1]!.push(u);
    sum += h;
  }
  const where = new Map<string, number>();
  groups.forEach((g, c) => g.flat().forEach((n) => where.set(n.id, c)));
  const chunks: Chunk[] = groups.map((g) => ({ nodes: g.flat(), edges: [] }));
  let letter = 0;
  for (const e of spec.edges) {
    const a = where.get(e.from)!;
    const b = where.get(e.to)!;
    if (a === b) {
      chunks[a]!.edges.push(e);
      continue;
    }
    const label = LETTERS[letter++ % LETTERS.length]!;
    const out: NodeSpec = {
      id: `c${letter}-out`,
      kind: 'connector',
      label,
      name: '',
      numeral: null,
      parts: [],
    };
    const back: NodeSpec = {
      id: `c${letter}-in`,
      kind: 'connector',
      label,
      name: '',
      numeral: null,
      parts: [],
    };
    chunks[a]!.nodes.push(out);
    chunks[a]!.edges.push({ ...e, to: out.id });
    chunks[b]!.nodes.unshift(back);
    chunks[b]!.edges.push({ from: back.id, to: e.to, arrow: true });
  }
  return chunks;
}

/** Splits a block diagram's parts into `k` runs (connections between runs are not drawn). */
function splitBlocks(spec: FigureSpec, k: number): Chunk[] {
  const size = Math.ceil(spec.nodes.length / k);
  const chunks: Chunk[] = [];
  for (let i = 0; i < spec.nodes.length; i += size) {
    const nodes = spec.nodes.slice(i, i + size);
    const ids = new Set(nodes.map((n) => n.id));
    const edges = spec.edges.filter((e) => ids.has(e.from) && ids.has(e.to));
    chunks.push({ nodes, edges });
  }
  return chunks;
}

function fits(d: Drawing, room: { w: number; h: number }): boolean {
  return d.width <= room.w + 1e-6 && d.height <= room.h + 1e-6;
}

/** Lays a figure out over as few sheets as it needs at full size, or says why it cannot be. */
export function layoutSheets(spec: FigureSpec, page: PageFormat): Drawing[] | string {
  const room = usable(page);
  const flow = spec.kind === 'flowchart';
  const tries: Array<'TB' | 'LR'> = flow ? ['TB'] : ['TB', 'LR'];
  const max = Math.max(
    1,
    flow ? spec.nodes.filter((n) => !n.id.includes('-')).length : spec.nodes.length,
  );
  // Start from the sheets the steps' heights call for: a long method is not laid out whole first.
  const tall = flow
    ? spec.nodes.reduce((sum, n) => sum + (n.id.endsWith('-no') ? 0 : measure(n, true).h + 24), 0)
    : 0;
  // Each sheet of a split flowchart also holds one or two connectors (about 55 pt each).
  const first = Math.ceil(tall / room.h) > 1 ? Math.ceil(tall / (room.h - 110)) : 1;
  for (let k = Math.min(max, first); k <= max; k++) {
    const chunks = flow ? splitFlow(spec, k) : splitBlocks(spec, k);
    for (const rankdir of tries) {
      const drawings = chunks.map((c) =>
        layoutBlocks({ ...c, frame: spec.frame, flow, rankdir, maxWidth: room.w }),
      );
      if (drawings.every((d) => fits(d, room))) return drawings;
    }
  }
  if (spec.nodes.some((n) => n.parts.length)) {
    const plain = spec.nodes.map((n) => ({
      ...n,
      kind: n.kind === 'group' ? ('box' as const) : n.kind,
      parts: [],
    }));
    const again = layoutSheets({ ...spec, nodes: plain }, page);
    if (typeof again !== 'string')
      spec.notes.push('Parts inside blocks were left out so the figure fits its sheets.');
    return again;
  }
  return `Figure ${spec.number} does not fit a sheet at the size 37 CFR 1.84 requires, even split up.`;
}

/** Places one drawing on a sheet: centred in the sight, under the sheet number, above its caption. */
export function placeOnSheet(d: Drawing, page: PageFormat, figure: number, caption: string): Sheet {
  const room = usable(page);
  const left = page.margin.left + (room.w - d.width) / 2;
  const top = page.margin.top + NUMBER_BAND + Math.max(0, (room.h - d.height) / 3);
  const placed: Drawing = { ...d, shapes: d.shapes, texts: d.texts, lines: d.lines };
  translate(placed, left, top);
  const cw = textWidth(caption, CAPTION_SIZE);
  const ch = textHeight(1, CAPTION_SIZE);
  placed.texts.push({
    role: 'caption',
    lines: [caption],
    size: CAPTION_SIZE,
    box: {
      x: page.width / 2 - cw / 2 + (page.margin.left - page.margin.right) / 2,
      y: top + d.height + 12,
      w: cw,
      h: ch,
    },
  });
  return {
    ...placed,
    width: page.width,
    height: page.height,
    index: 0,
    count: 0,
    page,
    figure,
    caption,
  };
}

/** Writes "i/n" at the top centre of each sheet's sight (37 CFR 1.84(t)). */
export function numberSheets(sheets: Sheet[]): void {
  sheets.forEach((s, i) => {
    s.index = i + 1;
    s.count = sheets.length;
    const text = `${s.index}/${s.count}`;
    const w = textWidth(text);
    const mid = s.page.margin.left + (s.page.width - s.page.margin.left - s.page.margin.right) / 2;
    s.texts = s.texts.filter((t) => t.role !== 'sheet-number');
    s.texts.push({
      role: 'sheet-number',
      lines: [text],
      size: FONT_SIZE,
      box: { x: mid - w / 2, y: s.page.margin.top, w, h: textHeight(1) },
    });
  });
}
