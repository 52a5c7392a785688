import type { ClaimCategory, Span } from '../types';

// A transition is a word of its own: not the end of a hyphenated word ("water-containing").
const TRANSITION_MAIN =
  /\b(?:which|that)?\s*(?<!-)(?:comprising|comprises|comprise|consisting essentially of|consisting of|consists of|consists essentially of|including|includes|characteri[sz]ed in that|characteri[sz]ed by|the improvement comprising|composed of|containing)\b/i;
const TRANSITION_WEAK = /(?<!-)\b(?:having|wherein|whereby|where|in which|further comprising)\b/i;

/** Splits a claim body into preamble, transition and elements; offsets relative to `base`. */
export function claimStructure(
  body: string,
  base: number,
): { preamble: Span; transition: Span | null; elements: Span[] } {
  const t = TRANSITION_MAIN.exec(body) ?? TRANSITION_WEAK.exec(body);
  if (!t) {
    const text = body.trimEnd();
    return {
      preamble: { start: base, end: base + text.length, text },
      transition: null,
      elements: [],
    };
  }
  const tStart = t.index + (t[0].length - t[0].trimStart().length);
  const pre = body.slice(0, tStart).replace(/[\s,]+$/, '');
  const preamble = { start: base, end: base + pre.length, text: pre };
  const transition = {
    start: base + tStart,
    end: base + t.index + t[0].length,
    text: body.slice(tStart, t.index + t[0].length),
  };
  return { preamble, transition, elements: splitElements(body, t.index + t[0].length, base) };
}

function splitElements(body: string, from: number, base: number): Span[] {
  const out: Span[] = [];
  const multiline = body.indexOf('\n', from) >= 0;
  let depth = 0;
  let segStart = from;
  const push = (end: number): void => {
    let s = segStart;
    let e = end;
    while (s < e && /[\s:;,]/.test(body[s]!)) s++;
    while (e > s && /[\s;.,]/.test(body[e - 1]!)) e--;
    const tail = /(?:[\s;,]+(?:and|or|and\/or))+$/i.exec(body.slice(s, e));
    if (tail) e -= tail[0].length;
    while (e > s && /[\s;.,]/.test(body[e - 1]!)) e--;
    if (e > s) out.push({ start: base + s, end: base + e, text: body.slice(s, e) });
  };
  for (let i = from; i < body.length; i++) {
    const c = body[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((multiline ? c === '\n' : c === ';') && depth === 0) {
      push(i);
      segStart = i + 1;
    }
  }
  push(body.length);
  return out;
}

const CATEGORY_RULES: Array<[ClaimCategory, RegExp]> = [
  ['design', /\bornamental design\b/i],
  ['use', /^\s*(?:the\s+)?use of\b/i],
  [
    'crm',
    /\b(?:computer[- ]readable|machine[- ]readable|processor[- ]readable|storage media|storage medium|recording medium|program product|memory device storing|non-transitory|computer program)\b/i,
  ],
  ['method', /\b(?:method|process|procedure)\b/i],
  [
    'composition',
    /\b(?:composition|compound|formulation|alloy|mixture|solution|emulsion|polymer|resin|antibody|salt|peptide|polypeptide|nucleic acid|oligonucleotide|vaccine|catalyst|material|coating|medicament|pharmaceutical|crystal|preparation|kit)\b/i,
  ],
  ['system', /\bsystem\b/i],
];

const HEAD_PHRASE =
  /^[^,;:]*?(?=\s+(?:for|of|according|as|to|that|which|wherein|comprising|including|in|on|with|having|adapted|configured|capable|by|using|when|where|defined|recited|claimed|set forth|consisting)\b|[,;:]|$)/i;

/** Classifies a claim from its preamble; `unknown` when nothing matches. */
export function claimCategory(preamble: string): ClaimCategory {
  if (/\bornamental design\b|^\s*the\s+design\s+(?:for|of)\b/i.test(preamble)) return 'design';
  if (/^\s*(?:the\s+)?use of\b/i.test(preamble)) return 'use';
  const head = HEAD_PHRASE.exec(preamble.slice(0, 300))?.[0] ?? preamble.slice(0, 120);
  for (const [cat, re] of CATEGORY_RULES) if (re.test(head)) return cat;
  if (
    /\b(?:apparatus|device|assembly|machine|system|unit|structure|circuit|article|tool|member|mechanism|instrument|equipment)\b/i.test(
      head,
    )
  )
    return 'apparatus';
  return head.trim() ? 'apparatus' : 'unknown';
}
