/**
 * How a draft's text is laid out when it is filed: which blocks of the description get `[0001]`
 * paragraph numbers (37 CFR 1.52(b)(6)) and what number each claim is filed under. The DOCX export
 * prints this, and the editor shows the same numbers beside the text, so both read one function.
 */
import type { SectionName } from './engine/types';

/** One block of section text: a heading (not numbered) or a paragraph. */
export interface Block {
  kind: 'heading' | 'paragraph';
  /** The block's text without a typed `[0001]` number, lines joined by spaces. */
  text: string;
  /** Where the block starts in the section text (line ends normalised to "\n"). */
  start: number;
}

/** A numbered paragraph of the description: its block and its filing number. */
export interface NumberedBlock extends Block {
  number: number | null;
}

/** The description sections, in 37 CFR 1.77(b) order, with their (uppercase) headings. */
export const DESCRIPTION_SECTIONS: readonly (readonly [SectionName, string])[] = [
  ['cross_reference', 'CROSS-REFERENCE TO RELATED APPLICATIONS'],
  ['background', 'BACKGROUND'],
  ['summary', 'SUMMARY'],
  ['drawings_description', 'BRIEF DESCRIPTION OF THE DRAWINGS'],
  ['detailed_description', 'DETAILED DESCRIPTION'],
];

const PARAGRAPH_NUMBER = /^\s*\[\d{4,}\]\s*/;
const BLANK_LINE = /\n\s*\n/g;

/** True for a line that reads as a sub-heading: short, uppercase, no final period. */
function looksLikeHeading(text: string): boolean {
  return (
    text.length <= 80 &&
    !text.includes('\n') &&
    /[A-Z]/.test(text) &&
    text === text.toUpperCase() &&
    !/[.;:,]$/.test(text)
  );
}

/** Chunks of text between blank lines, each with where its first non-space character is. */
function chunksOf(text: string): { text: string; raw: string; start: number }[] {
  const normal = text.replace(/\r\n?/g, '\n');
  const out: { text: string; raw: string; start: number }[] = [];
  let from = 0;
  const push = (end: number) => {
    const raw = normal.slice(from, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ text: trimmed, raw, start: from + lead });
  };
  for (const m of normal.matchAll(BLANK_LINE)) {
    push(m.index);
    from = m.index + m[0].length;
  }
  push(normal.length);
  return out;
}

/** Splits section text into blocks on blank lines, dropping paragraph numbers already typed. */
export function blocksOf(text: string): Block[] {
  return chunksOf(text).map(({ text: chunk, start }) => {
    const body = chunk.replace(PARAGRAPH_NUMBER, '').replace(/\s*\n\s*/g, ' ');
    return { kind: looksLikeHeading(body) ? 'heading' : 'paragraph', text: body, start };
  });
}

/**
 * Every description section's blocks with their `[0001]` numbers, counted on across the
 * sections in filing order; headings are not numbered.
 */
export function paragraphNumbers(
  sections: Readonly<Record<SectionName, string>>,
): Partial<Record<SectionName, NumberedBlock[]>> {
  const out: Partial<Record<SectionName, NumberedBlock[]>> = {};
  let number = 0;
  for (const [name] of DESCRIPTION_SECTIONS) {
    out[name] = blocksOf(sections[name]).map((b) => ({
      ...b,
      number: b.kind === 'paragraph' ? ++number : null,
    }));
  }
  return out;
}

/** A paragraph number as printed: `[0001]`. */
export function formatParagraphNumber(n: number): string {
  return `[${String(n).padStart(4, '0')}]`;
}

/** One claim line with its indentation level (two spaces per level). */
export interface ClaimLine {
  level: number;
  text: string;
}

/** One claim as filed: its number, where it starts in the claims text, and its lines. */
export interface FiledClaim {
  number: number;
  /** Whether the text carries its number ("1. A …"); if not, the filing adds it. */
  typed: boolean;
  start: number;
  lines: ClaimLine[];
}

const CLAIM_NUMBER = /^(\d{1,4})\s*[.)](?=\s|$)/;

/**
 * The claims as they are filed (blank-line separated): a claim that starts with its number keeps
 * it; one that does not is filed as the claim after the one before it ("1." for the first).
 */
export function filedClaims(text: string): FiledClaim[] {
  let previous = 0;
  return chunksOf(text).map(({ raw, start }) => {
    const lines = raw
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const indent = line.length - line.trimStart().length;
        return { level: Math.min(4, Math.floor(indent / 2)), text: line.trim() };
      });
    const typed = CLAIM_NUMBER.exec(lines[0]!.text);
    const number = typed ? Number(typed[1]) : previous + 1;
    previous = number;
    if (!typed) lines[0] = { ...lines[0]!, text: `${number}. ${lines[0]!.text}` };
    return { number, typed: Boolean(typed), start, lines };
  });
}
