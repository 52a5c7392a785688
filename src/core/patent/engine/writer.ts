import type { SectionName, TraceEntry } from './types';

/** A paragraph of generated text with the disclosure sentences it came from. */
export interface Para {
  text: string;
  sources: number[];
  claim?: number;
}

/** Joins paragraphs with blank lines and records each one's offsets and sources. */
export function assemble(
  section: SectionName,
  paras: readonly Para[],
): { text: string; trace: TraceEntry[] } {
  let text = '';
  const trace: TraceEntry[] = [];
  for (const p of paras) {
    if (!p.text.trim()) continue;
    if (text) text += '\n\n';
    const start = text.length;
    text += p.text;
    const entry: TraceEntry = {
      section,
      start,
      end: text.length,
      sources: [...new Set(p.sources)].sort((a, b) => a - b),
    };
    if (p.claim !== undefined) entry.claim = p.claim;
    trace.push(entry);
  }
  return { text, trace };
}

const SOFTEN: [RegExp, string][] = [
  [/\b(?:the|this) present invention\b/g, 'the present disclosure'],
  [/\b(?:The|This) present invention\b/g, 'The present disclosure'],
  [/\bpresent inventions?\b/gi, 'present disclosure'],
  [/\b(?:this|the) invention\b/g, 'the disclosure'],
  [/\b(?:This|The) invention\b/g, 'The disclosure'],
  [/\ban invention\b/g, 'a disclosure'],
  [/\bAn invention\b/g, 'A disclosure'],
  [/\binventions\b/g, 'embodiments'],
  [/\binvention\b/g, 'disclosure'],
  [/\bInvention\b/g, 'Disclosure'],
  [/\bprior art\b/g, 'related art'],
  [/\bPrior art\b/g, 'Related art'],
  [/\bsaid\b(?= [a-z])/g, 'the'],
];

/** Rewrites narrowing words of disclosure text ("the present invention" → "the present disclosure"). */
export function soften(text: string): string {
  let out = text.replace(/\s*\[\d{1,4}\]/g, '');
  for (const [re, to] of SOFTEN) out = out.replace(re, to);
  return out;
}
