import type { Paragraph, Section, SectionInput, SectionKind } from '../types';

/** Default headings used when a draft comes as structured sections. */
export const DEFAULT_HEADINGS: Record<SectionKind, string> = {
  title: 'TITLE',
  crossReference: 'CROSS-REFERENCE TO RELATED APPLICATIONS',
  federalResearch: 'STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH',
  jointResearch: 'NAMES OF THE PARTIES TO A JOINT RESEARCH AGREEMENT',
  sequenceListing: 'SEQUENCE LISTING',
  priorDisclosures: 'STATEMENT REGARDING PRIOR DISCLOSURES BY THE INVENTOR',
  field: 'TECHNICAL FIELD',
  background: 'BACKGROUND',
  summary: 'SUMMARY',
  drawings: 'BRIEF DESCRIPTION OF THE DRAWINGS',
  detailed: 'DETAILED DESCRIPTION',
  claims: 'What is claimed is:',
  abstract: 'ABSTRACT',
  description: 'DESCRIPTION',
  preface: '',
};

const PARA_NUM = /^\s*\[(\d+)\]\s*/;

/** Splits a section body into paragraphs (blank-line blocks, or lines when there are none). */
export function splitParagraphs(body: string): Paragraph[] {
  const out: Paragraph[] = [];
  const byLine = !/\n[ \t]*\n/.test(body.trim());
  let start = -1;
  let end = -1;
  const flush = (): void => {
    if (start < 0) return;
    const text = body.slice(start, end);
    const m = PARA_NUM.exec(text);
    const isHeading =
      !m &&
      text.length <= 100 &&
      !/[.;:,]\s*$/.test(text) &&
      !text.includes('\n') &&
      /[A-Za-z]/.test(text);
    out.push({ start, end, text, number: m ? m[1]! : null, isHeading });
    start = -1;
  };
  let pos = 0;
  while (pos <= body.length) {
    let nl = body.indexOf('\n', pos);
    if (nl < 0) nl = body.length;
    const line = body.slice(pos, nl);
    const blank = line.trim().length === 0;
    if (blank) flush();
    else {
      if (start >= 0 && (byLine || PARA_NUM.test(line))) flush();
      if (start < 0) start = pos + (line.length - line.trimStart().length);
      end = pos + line.trimEnd().length;
    }
    pos = nl + 1;
  }
  flush();
  return out;
}

/** A section found before its body text and paragraphs are cut out. */
export interface RawSection {
  kind: SectionKind;
  heading: string | null;
  headingStart: number;
  start: number;
  end: number;
}

/** Turns located sections into sections with ids ("claims", "claims-2"), bodies and paragraphs. */
export function finish(text: string, raw: RawSection[]): Section[] {
  const counts = new Map<string, number>();
  return raw.map((r) => {
    const n = (counts.get(r.kind) ?? 0) + 1;
    counts.set(r.kind, n);
    const body = text.slice(r.start, r.end);
    return {
      id: n === 1 ? r.kind : `${r.kind}-${n}`,
      kind: r.kind,
      heading: r.heading,
      headingStart: r.headingStart,
      start: r.start,
      end: r.end,
      text: body,
      paragraphs: r.kind === 'claims' ? [] : splitParagraphs(body),
    };
  });
}

/** Builds a draft text and its sections from structured input. */
export function sectionsFromInput(input: SectionInput[]): { text: string; sections: Section[] } {
  let text = '';
  const raw: RawSection[] = [];
  for (const s of input) {
    const heading = s.heading ?? DEFAULT_HEADINGS[s.kind];
    const headingStart = text.length;
    if (heading) text += `${heading}\n\n`;
    const start = text.length;
    text += s.text;
    raw.push({ kind: s.kind, heading: heading || null, headingStart, start, end: text.length });
    text += '\n\n';
  }
  return { text, sections: finish(text, raw) };
}
