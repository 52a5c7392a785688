import type { Paragraph, Section, SectionInput, SectionKind } from '../types';
import { matchHeading } from './headings';

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
const CLAIM_LINE = /^\s*\d{1,4}\s*[.)]\s*\S/;

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

interface RawSection {
  kind: SectionKind;
  heading: string | null;
  headingStart: number;
  start: number;
  end: number;
}

function finish(text: string, raw: RawSection[]): Section[] {
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

/** Finds the sections of a plain-text draft by its headings. */
export function sectionsFromText(text: string): Section[] {
  const raw: RawSection[] = [];
  let pos = 0;
  let firstContent = true;
  let bodyStart = 0;
  let current: RawSection | null = null;
  const close = (end: number): void => {
    if (current) raw.push({ ...current, end });
    else if (text.slice(bodyStart, end).trim())
      raw.push({ kind: 'preface', heading: null, headingStart: bodyStart, start: bodyStart, end });
  };
  while (pos <= text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const line = text.slice(pos, nl).replace(/\r$/, '');
    const h = matchHeading(line);
    if (h) {
      close(pos);
      if (h.inlineTitle !== null) {
        const at = pos + line.indexOf(h.inlineTitle);
        raw.push({
          kind: 'title',
          heading: line.slice(h.offset, at - pos).trim(),
          headingStart: pos + h.offset,
          start: at,
          end: at + h.inlineTitle.trimEnd().length,
        });
        current = null;
        bodyStart = nl + 1;
        pos = nl + 1;
        firstContent = false;
        continue;
      }
      current = {
        kind: h.kind,
        heading: line.slice(h.offset, h.offset + h.length),
        headingStart: pos + h.offset,
        start: Math.min(nl + 1, text.length),
        end: 0,
      };
      bodyStart = current.start;
      firstContent = false;
    } else if (firstContent && line.trim()) {
      firstContent = false;
      if (
        !CLAIM_LINE.test(line) &&
        line.trim().length <= 500 &&
        !/[.;]\s*$/.test(line.trim()) &&
        hasLaterHeading(text, nl)
      ) {
        const lead = line.length - line.trimStart().length;
        raw.push({
          kind: 'title',
          heading: null,
          headingStart: pos,
          start: pos + lead,
          end: pos + line.trimEnd().length,
        });
        bodyStart = nl + 1;
        current = null;
        pos = nl + 1;
        continue;
      }
    }
    pos = nl + 1;
  }
  if (current) close(text.length);
  else if (text.slice(bodyStart).trim()) {
    const lead = text.slice(bodyStart).search(/\S/);
    const onlyClaims =
      raw.length === 0 && CLAIM_LINE.test(text.slice(bodyStart + lead, bodyStart + lead + 12));
    raw.push({
      kind: onlyClaims ? 'claims' : 'description',
      heading: null,
      headingStart: bodyStart,
      start: bodyStart,
      end: text.length,
    });
  }
  return finish(
    text,
    raw.filter((r) => r.end >= r.start),
  );
}

function hasLaterHeading(text: string, from: number): boolean {
  let pos = from + 1;
  let seen = 0;
  while (pos < text.length && seen < 400) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    if (matchHeading(text.slice(pos, nl).replace(/\r$/, ''))) return true;
    pos = nl + 1;
    seen++;
  }
  return false;
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
