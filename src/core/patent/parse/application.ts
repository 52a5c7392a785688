/**
 * An imported file read as a patent application: the text cut at its headings into the draft's
 * sections. The DOCX export prints the title, the 37 CFR 1.77 headings, `[0001]` paragraph
 * numbers and one claim line a paragraph; importing that file again must give the same sections.
 */
import type { SectionName } from '../engine/types';
import type { SectionKind } from '../types';
import { sectionsFromText } from './outline';

/** Where each kind of heading the parser knows goes among the draft's sections. */
const TARGET: Partial<Record<SectionKind, SectionName>> = {
  title: 'title',
  crossReference: 'cross_reference',
  federalResearch: 'cross_reference',
  jointResearch: 'cross_reference',
  sequenceListing: 'cross_reference',
  priorDisclosures: 'cross_reference',
  field: 'background',
  background: 'background',
  summary: 'summary',
  drawings: 'drawings_description',
  detailed: 'detailed_description',
  description: 'detailed_description',
  claims: 'claims',
  abstract: 'abstract',
};

/** Kinds that have no section of their own: their heading stays as a sub-heading. */
const KEEP_HEADING = new Set<SectionKind>([
  'federalResearch',
  'jointResearch',
  'sequenceListing',
  'priorDisclosures',
  'field',
]);

const PARAGRAPH_NUMBER = /^[ \t]*\[\d{1,5}\][ \t]*/gm;
const CLAIM_START = /^\s*\d{1,4}\s*[.)]\s+\S/;

/**
 * Claims as the editor keeps them: one blank-line block per claim, element lines under it
 * indented. Word files (and the export) have one paragraph a line, so a claim's element lines
 * arrive as blocks of their own; they join the claim before them.
 */
function regroupClaims(text: string): string {
  const claims: string[][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (CLAIM_START.test(line) || !claims.length) claims.push([line.trim()]);
    else claims[claims.length - 1]!.push(/^\s/.test(line) ? line.trimEnd() : `  ${line.trim()}`);
  }
  return claims.map((lines) => lines.join('\n')).join('\n\n');
}

/**
 * The draft sections of an imported patent application, or null when the text does not read as
 * one (no claims under a claims heading): such a file is a disclosure and is imported as one.
 */
export function applicationSections(text: string): Partial<Record<SectionName, string>> | null {
  const found = sectionsFromText(text.replace(/\r\n?/g, '\n'));
  const claims = found.find((s) => s.kind === 'claims');
  if (!claims || !CLAIM_START.test(claims.text)) return null;
  const out: Partial<Record<SectionName, string>> = {};
  const add = (name: SectionName, piece: string) => {
    if (!piece.trim()) return;
    out[name] = out[name] ? `${out[name]}\n\n${piece}` : piece;
  };
  for (const section of found) {
    let name = TARGET[section.kind];
    // Text before the first heading: a one-line title, else the start of the description.
    if (!name && section.kind === 'preface') {
      name = !out.title && !section.text.trim().includes('\n') ? 'title' : 'detailed_description';
    }
    if (!name) continue;
    let body = section.text.replace(PARAGRAPH_NUMBER, '').trim();
    // A Word left indent arrives as leading spaces: it nests claim elements, nothing elsewhere.
    body = name === 'claims' ? regroupClaims(body) : body.replace(/^[ \t]+/gm, '');
    if (name === 'title') body = body.replace(/\s+/g, ' ');
    if (KEEP_HEADING.has(section.kind) && section.heading && body) {
      body = `${section.heading.replace(/[:.]\s*$/, '').toUpperCase()}\n\n${body}`;
    }
    add(name, body);
  }
  return out;
}
