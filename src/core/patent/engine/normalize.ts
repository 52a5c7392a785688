import { MAX_ANALYSED_CHARS, MIN_WORDS } from './limits';
import type { DraftError, DraftNote } from './types';

/** Where a paragraph sits in the disclosure, from the heading above it. */
export type Role = 'body' | 'background' | 'summary' | 'drawings' | 'cross_reference' | 'claims';

/** A paragraph of cleaned disclosure text. */
export interface SourceParagraph {
  text: string;
  role: Role;
}

/** The disclosure after cleaning, or why it cannot be used. */
export type Cleaned =
  | {
      ok: true;
      paragraphs: SourceParagraph[];
      notes: DraftNote[];
      /** The title the disclosure gives itself on a "Title: …" line, as written. */
      title?: string;
    }
  | { ok: false; error: DraftError };

const HEADING_ROLES: [RegExp, Role][] = [
  [/cross[- ]?reference|related applications?|priority/i, 'cross_reference'],
  [/background|prior art|related art|technical field|^field/i, 'background'],
  [/drawings|figures/i, 'drawings'],
  [/summary/i, 'summary'],
  [/claim/i, 'claims'],
  [/description|embodiment|detailed|abstract/i, 'body'],
];

const PUNCT_MAP: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\t': ' ',
};

function cleanChars(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u2212\u00a0\t]/g, (c) => PUNCT_MAP[c] ?? c)
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff\ufffd]/g, ' ')
    .replace(/[\ud800-\udfff]/g, ' ');
}

function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 20_000);
  const visible = sample.replace(/\s+/g, '').length;
  if (visible === 0) return true;
  const letters = sample.replace(/\P{L}+/gu, '').length;
  const latin = sample.replace(/[^A-Za-z]+/g, '').length;
  return letters / visible >= 0.6 && latin / Math.max(letters, 1) >= 0.5;
}

function isHeading(line: string): boolean {
  const words = line.split(/\s+/);
  if (words.length > 12 || /[.;,]$/.test(line) || !/[A-Za-z]/.test(line)) return false;
  const letters = line.replace(/[^A-Za-z]/g, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  const small = /^(of|the|and|for|in|on|to|a|an|or|with|by|at)$/;
  const titleCase = words.every((w) => /^[A-Z0-9]/.test(w) || small.test(w));
  return upper / letters.length > 0.8 || (words.length <= 8 && titleCase);
}

function roleOf(heading: string): Role {
  for (const [re, role] of HEADING_ROLES) if (re.test(heading)) return role;
  return 'body';
}

/**
 * A labelled line of a disclosure form: "Title: …", "Background." alone on its line, "Summary of
 * the invention: …" with the section's first sentence after it. Inventor, date and docket lines
 * are form data, not technical text.
 */
const SECTION_LABEL =
  /^(title(?: of(?: the)? invention)?|(?:technical )?field(?: of(?: the)? invention)?|background(?: of(?: the)? invention)?|(?:brief )?summary(?: of(?: the)? invention)?|brief description of(?: the)? (?:drawings|figures)|detailed description(?: of(?: the)? (?:preferred )?embodiments?)?|description(?: of(?: the)? invention)?|abstract|claims|(?:inventors?|assignee|applicant|docket(?: no\.?| number)?|date|attorney|prepared by)(?=\s*:))\s*[:.]\s*(.*)$/i;
const FORM_DATA = /^(?:inventors?|assignee|applicant|docket|date|attorney|prepared by)/i;

interface Paragraphs {
  paragraphs: SourceParagraph[];
  title?: string;
}

function toParagraphs(text: string): Paragraphs {
  const out: SourceParagraph[] = [];
  let title: string | undefined;
  let role: Role = 'body';
  for (const block of text.split(/\n\s*\n/)) {
    let lines: string[] = [];
    const flush = (): void => {
      const joined = lines.join(' ').replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(joined)) out.push({ text: joined, role });
      lines = [];
    };
    for (const rawLine of block.split('\n')) {
      const line = rawLine.replace(/^\s*\[\d{3,}\]\s*/, '').trim();
      if (!line) continue;
      const label = SECTION_LABEL.exec(line);
      if (label) {
        const [, name = '', rest = ''] = label;
        if (/^title/i.test(name)) {
          title ??= rest.replace(/[.\s]+$/, '') || undefined;
          continue;
        }
        if (FORM_DATA.test(name)) continue;
        flush();
        role = roleOf(name);
        if (rest) lines.push(rest);
        continue;
      }
      if (isHeading(line) && lines.length === 0) {
        role = roleOf(line);
        continue;
      }
      lines.push(line);
    }
    flush();
  }
  return { paragraphs: out, title };
}

function cutAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  return end > max / 2 ? head.slice(0, end + 1) : head;
}

/** Cleans a disclosure: line ends, unicode, control characters, headings, paragraph numbers. */
export function cleanDisclosure(input: unknown): Cleaned {
  if (typeof input !== 'string') {
    return { ok: false, error: { code: 'not_text', detail: 'The disclosure must be text.' } };
  }
  const notes: DraftNote[] = [];
  const raw =
    input.length > MAX_ANALYSED_CHARS * 2 ? input.slice(0, MAX_ANALYSED_CHARS * 2) : input;
  const chars = cleanChars(raw);
  if (!looksLikeText(chars)) {
    const detail = 'The disclosure does not look like text (binary or unreadable characters).';
    return { ok: false, error: { code: 'not_text', detail } };
  }
  const text = cutAtSentence(chars, MAX_ANALYSED_CHARS);
  if (text.length < chars.length || raw.length < input.length) {
    notes.push({
      code: 'truncated',
      message: `Only the first ${text.length} characters of the disclosure (of ${input.length}) were analysed.`,
    });
  }
  const words = text.match(/[A-Za-z]{2,}/g)?.length ?? 0;
  if (text.trim() === '') {
    return { ok: false, error: { code: 'empty', detail: 'The disclosure is empty.' } };
  }
  if (words < MIN_WORDS) {
    const detail = `The disclosure is too short to draft from: at least ${MIN_WORDS} words are needed.`;
    return { ok: false, error: { code: 'too_short', detail } };
  }
  return { ok: true, ...toParagraphs(text), notes };
}
