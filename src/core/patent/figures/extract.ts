import type { Claim } from '../types';
import type { EdgeSpec, FigureSpec, NodeSpec } from './types';
import {
  cleanElement,
  decisionOf,
  inlineParts,
  linkTargets,
  matchPart,
  partName,
  readsAsEnglish,
  opensList,
  readsAsSteps,
  startsWithArticle,
  stepLabel,
} from './words';

/** Most numerals one figure can carry in its hundred (n01…n99). */
const MAX_NUMERALS = 99;
/** Parts drawn inside one block; more and the block is drawn plain (said in the figure's notes). */
export const MAX_PARTS = 6;

/** Numerals in the figure's hundred: 202, 204, … (or 201, 202, … when there are more than 49). */
function numberer(figure: number, count: number): () => string {
  const step = count <= 49 ? 2 : 1;
  let next = figure * 100 + step;
  return () => {
    const n = next;
    next += step;
    return String(n);
  };
}

interface Element {
  text: string;
  indent: number;
}

/** The claim's elements with the indent of the line each starts on. */
function elementsOf(claim: Claim): Element[] {
  return claim.elements
    .map((el) => {
      const at = el.start - claim.start;
      const lineStart = claim.text.lastIndexOf('\n', at - 1) + 1;
      const indent = /^[ \t]*/.exec(claim.text.slice(lineStart))![0].length;
      // On the claim's first line (after "1. … comprising") an element is top-level by position.
      return { text: el.text, indent: lineStart === 0 ? -1 : indent };
    })
    .filter((e) => cleanElement(e.text).length > 0);
}

/** A medium claim's operations: its elements, or the ";" list after "cause … to:". */
function operationsOf(claim: Claim): string[] {
  const els = elementsOf(claim).map((e) => e.text);
  if (els.length) return els;
  const colon = claim.text.indexOf(':');
  if (colon < 0) return [];
  return claim.text
    .slice(colon + 1)
    .split(/;\s*/)
    .map(cleanElement)
    .filter(Boolean);
}

/** Reasons a claim gets no figure, or null when it can be drawn. */
function refusal(claim: Claim): string | null {
  const n = claim.number ?? claim.index + 1;
  if (!readsAsEnglish(claim.text)) {
    return `Claim ${n} does not read as English; figures are drawn from English claims only.`;
  }
  if (!['method', 'system', 'apparatus', 'crm'].includes(claim.category)) {
    return `Claim ${n} is a ${claim.category} claim; only method, system, apparatus and medium claims are drawn.`;
  }
  return null;
}

function flowchart(claim: Claim, number: number): FigureSpec | string {
  const n = claim.number ?? claim.index + 1;
  const steps = elementsOf(claim)
    .map((e) => cleanElement(e.text))
    .filter((t) => !/^(?:wherein|whereby)\b/i.test(t) && !opensList(t));
  if (steps.length === 0) {
    return `Claim ${n} lists no steps (no "comprising:" followed by steps), so there is no flowchart to draw.`;
  }
  const decisions = steps.map(decisionOf);
  const count = steps.length + decisions.filter((d) => d?.action).length;
  if (count > MAX_NUMERALS) {
    return `Claim ${n} has ${count} steps; one figure numbers at most ${MAX_NUMERALS}.`;
  }
  const numeral = numberer(number, count);
  const nodes: NodeSpec[] = [node('start', 'terminal', 'START', '', null)];
  const edges: EdgeSpec[] = [];
  let prev = 'start';
  let pendingLabel: string | undefined;
  const link = (to: string): void => {
    edges.push({ from: prev, to, arrow: true, label: pendingLabel });
    pendingLabel = undefined;
    prev = to;
  };
  steps.forEach((step, i) => {
    const d = decisions[i];
    if (!d) {
      const label = stepLabel(step);
      nodes.push(node(`s${i}`, 'box', label, label, numeral()));
      link(`s${i}`);
      return;
    }
    const cond = d.condition.replace(/[?.]*$/, '?');
    nodes.push(node(`s${i}`, 'decision', cond, d.condition, numeral()));
    link(`s${i}`);
    nodes.push(node(`s${i}-no`, 'terminal', 'END', '', null));
    edges.push({ from: `s${i}`, to: `s${i}-no`, arrow: true, label: 'NO' });
    pendingLabel = 'YES';
    if (d.action) {
      nodes.push(node(`s${i}-do`, 'box', d.action, d.action, numeral()));
      link(`s${i}-do`);
    }
  });
  nodes.push(node('end', 'terminal', 'END', '', null));
  link('end');
  return {
    number,
    kind: 'flowchart',
    title: `Flowchart of the method of claim ${n}`,
    claim: n,
    nodes,
    edges,
    frame: null,
    notes: [],
  };
}

function node(
  id: string,
  kind: NodeSpec['kind'],
  label: string,
  name: string,
  numeral: string | null,
  parts: NodeSpec[] = [],
): NodeSpec {
  return { id, kind, label: label.toUpperCase(), name: name.toLowerCase(), numeral, parts };
}

function blockDiagram(claim: Claim, number: number): FigureSpec | string {
  const n = claim.number ?? claim.index + 1;
  const els = elementsOf(claim);
  const base = Math.min(...els.map((e) => (e.indent < 0 ? Infinity : e.indent)));
  interface Part {
    name: string;
    text: string;
    parts: string[];
  }
  const parts: Part[] = [];
  for (const e of els) {
    const name = partName(e.text);
    const owner = parts[parts.length - 1];
    if (e.indent > base && owner) {
      if (name && startsWithArticle(e.text) && !owner.parts.includes(name)) owner.parts.push(name);
      owner.text += ` ${e.text}`;
      continue;
    }
    if (!name) {
      if (owner) owner.text += ` ${e.text}`;
      continue;
    }
    const same = parts.find((p) => p.name === name);
    if (same) same.text += ` ${e.text}`;
    else parts.push({ name, text: e.text, parts: inlineParts(e.text) });
  }
  if (parts.length === 0) {
    return `Claim ${n} names no parts (no "comprising:" followed by elements), so there is no block diagram to draw.`;
  }
  const notes: string[] = [];
  const total = parts.reduce(
    (s, p) => s + 1 + (p.parts.length <= MAX_PARTS ? p.parts.length : 0),
    0,
  );
  if (total + 1 > MAX_NUMERALS) {
    return `Claim ${n} names ${total} parts; one figure numbers at most ${MAX_NUMERALS}.`;
  }
  const numeral = numberer(number, total);
  const names = parts.map((p) => p.name);
  const nodes = parts.map((p, i) => {
    const own = numeral();
    if (p.parts.length > MAX_PARTS) {
      notes.push(
        `The ${p.name} names ${p.parts.length} parts; they are described, not drawn inside it.`,
      );
    }
    const inner =
      p.parts.length <= MAX_PARTS
        ? p.parts.map((q, j) => node(`p${i}-${j}`, 'box', q, q, numeral()))
        : [];
    return node(`p${i}`, inner.length ? 'group' : 'box', p.name, p.name, own, inner);
  });
  const edges: EdgeSpec[] = [];
  const seen = new Set<string>();
  parts.forEach((p, i) => {
    for (const target of linkTargets(p.text)) {
      const j = matchPart(target, names);
      const key = [Math.min(i, j), Math.max(i, j)].join('-');
      if (j < 0 || j === i || seen.has(key)) continue;
      seen.add(key);
      edges.push({ from: `p${i}`, to: `p${j}`, arrow: false });
    }
  });
  const whole = partName(claim.preamble.text) ?? claim.category;
  return {
    number,
    kind: 'block',
    title: `Block diagram of the ${claim.category} of claim ${n}`,
    claim: n,
    nodes,
    edges,
    frame: { label: whole.toUpperCase(), name: whole, numeral: String(number * 100) },
    notes,
  };
}

function mediumDiagram(claim: Claim, number: number): FigureSpec | string {
  const n = claim.number ?? claim.index + 1;
  const ops = operationsOf(claim).filter(
    (t) => !/^(?:wherein|whereby)\b/i.test(t) && !opensList(t),
  );
  if (ops.length === 0) {
    return `Claim ${n} lists no operations for the instructions, so there is no diagram to draw.`;
  }
  const numeral = numberer(number, ops.length + 3);
  const processor = node('processor', 'box', 'PROCESSOR', 'processor', numeral());
  const mediumName = partName(claim.preamble.text) ?? 'computer-readable medium';
  const medium = node('medium', 'group', mediumName, mediumName, numeral());
  const notes: string[] = [];
  if (ops.length <= MAX_PARTS) {
    medium.parts = ops.map((op, i) => {
      const label = `instructions: ${stepLabel(op)}`;
      return node(`op${i}`, 'box', label, `instructions for ${stepLabel(op)}`, numeral());
    });
  } else {
    medium.parts = [node('op', 'box', 'INSTRUCTIONS', 'instructions', numeral())];
    notes.push(
      `The ${ops.length} operations of the instructions are described, not drawn one by one.`,
    );
  }
  return {
    number,
    kind: 'block',
    title: `Processor, memory and instructions of the medium of claim ${n}`,
    claim: n,
    nodes: [processor, medium],
    edges: [{ from: 'processor', to: 'medium', arrow: false }],
    frame: null,
    notes,
  };
}

/** One figure spec for a claim, or the reason none can be drawn. */
export function specForClaim(claim: Claim, number: number): FigureSpec | string {
  const no = refusal(claim);
  if (no) return no;
  // "An on-demand automated process…" can be read as an apparatus; its steps say what it is.
  const steps = claim.category !== 'crm' && readsAsSteps(claim.elements.map((e) => e.text));
  if (claim.category === 'method' || steps) return flowchart(claim, number);
  if (claim.category === 'crm') return mediumDiagram(claim, number);
  return blockDiagram(claim, number);
}
