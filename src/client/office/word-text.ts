import type { SectionName } from '../../core/api/drafts';
import { matchHeading } from '../../core/patent/parse/headings';
import type { SectionKind } from '../../core/patent';

/** One body paragraph as read from Word (one load, no per-paragraph calls). */
export interface ParagraphInfo {
  text: string;
  style: string;
  styleBuiltIn: string;
  outlineLevel: number;
  /** Word's own numbering ("1."), empty when the paragraph is not a list item. */
  listString: string;
  inTable: boolean;
  /** The tag of the content control the paragraph is in, or null. */
  controlTag: string | null;
}

/** Where a paragraph's text sits inside its section's text. */
export interface Piece {
  paragraph: number;
  /** Offset of the paragraph's first character (after any list string) in the section text. */
  at: number;
  /** Characters of the Word paragraph's own text. */
  length: number;
}

/** A draft section found in the document. */
export interface WordSection {
  name: SectionName;
  /** The heading paragraph, or null (a control of ours without one). */
  heading: number | null;
  /** Body paragraphs: first..last inclusive (first > last when empty). */
  first: number;
  last: number;
  /** Inside our own content control `claimwright:<name>`. */
  owned: boolean;
  text: string;
  pieces: Piece[];
}

/** The document as the checks see it. */
export interface DocumentModel {
  paragraphs: ParagraphInfo[];
  sections: Partial<Record<SectionName, WordSection>>;
  /** Content controls that are not ours (left alone). */
  foreignControls: number;
  tables: number;
  /** Pending tracked changes, when the host can tell (see readDocument). */
  revisions?: RevisionState;
}

/**
 * What we know of pending tracked changes: how many (WordApi 1.6), or only whether Word is
 * tracking now (1.4: pending changes cannot be listed there).
 */
export type RevisionState = { pending: number } | { trackingOn: boolean };

/** Tag prefix of our content controls. */
export const TAG_PREFIX = 'claimwright:';
export const tagOf = (name: SectionName) => `${TAG_PREFIX}${name}`;
/**
 * The tag of the control around a figure we inserted (picture and caption): ours, so never
 * counted as another add-in's, and no section: the reader skips it, and a section found by its
 * heading ends before it.
 */
export const FIGURE_TAG = `${TAG_PREFIX}figure`;

const KIND_TO_NAME: Partial<Record<SectionKind, SectionName>> = {
  title: 'title',
  crossReference: 'cross_reference',
  background: 'background',
  summary: 'summary',
  drawings: 'drawings_description',
  detailed: 'detailed_description',
  description: 'detailed_description',
  claims: 'claims',
  abstract: 'abstract',
};

/** The section a heading's text names ("Claims", "What is claimed is:", "BACKGROUND"). */
export function sectionOfHeadingText(text: string): SectionName | null {
  const match = matchHeading(text.trim());
  return match && !match.inlineTitle ? (KIND_TO_NAME[match.kind] ?? null) : null;
}

function isHeadingStyle(p: ParagraphInfo): boolean {
  return (p.outlineLevel >= 1 && p.outlineLevel <= 9) || /^Heading\s?[1-9]$/i.test(p.style);
}

/** The section a paragraph opens: heading text recognised, in a heading style or not. */
function headingAt(p: ParagraphInfo): SectionName | null {
  if (p.inTable || p.listString) return null;
  const name = sectionOfHeadingText(p.text);
  if (name) return name;
  return null;
}

/** Word's manual line break (Shift+Enter) inside a paragraph's text. */
export const LINE_BREAK = '\v';

/**
 * The paragraph's text as the checks read it: line breaks as newlines (a claim's elements on
 * their own lines), Word's list numbering typed out ("1. A …"). Lengths stay the same.
 */
function shown(p: ParagraphInfo): { text: string; prefix: number } {
  const text = p.text.replace(/\v/g, '\n');
  if (!p.listString) return { text, prefix: 0 };
  const prefix = `${p.listString} `;
  return { text: prefix + text, prefix: prefix.length };
}

function build(
  paragraphs: ParagraphInfo[],
  name: SectionName,
  heading: number | null,
  first: number,
  last: number,
  owned: boolean,
): WordSection {
  const pieces: Piece[] = [];
  const parts: string[] = [];
  let at = 0;
  for (let i = first; i <= last; i++) {
    const p = paragraphs[i]!;
    // Tables are not draft text: the checks skip them, and so do offsets.
    if (p.inTable || p.text.trim() === '') continue;
    const { text, prefix } = shown(p);
    if (parts.length) at += 2;
    pieces.push({ paragraph: i, at: at + prefix, length: p.text.length });
    parts.push(text);
    at += text.length;
  }
  return { name, heading, first, last, owned, text: parts.join('\n\n'), pieces };
}

/**
 * Finds the draft's sections in the body: our tagged controls first (their first paragraph is the
 * heading when it reads as one), then headings recognised by their text; a section runs to the
 * next heading of any kind (a heading-styled paragraph or a recognised heading).
 */
export function modelOf(paragraphs: ParagraphInfo[]): DocumentModel {
  const sections: Partial<Record<SectionName, WordSection>> = {};
  const tags = new Set<string>();
  let tables = 0;
  for (const p of paragraphs) {
    if (p.controlTag && !p.controlTag.startsWith(TAG_PREFIX)) tags.add(p.controlTag);
    if (p.inTable) tables++;
  }
  let i = 0;
  while (i < paragraphs.length) {
    const p = paragraphs[i]!;
    const tag = p.controlTag?.startsWith(TAG_PREFIX) ? p.controlTag : null;
    if (tag) {
      let end = i;
      while (end + 1 < paragraphs.length && paragraphs[end + 1]!.controlTag === tag) end++;
      if (tag === FIGURE_TAG) {
        i = end + 1;
        continue;
      }
      const name = tag.slice(TAG_PREFIX.length) as SectionName;
      const hasHeading = headingAt(p) === name;
      if (!sections[name])
        sections[name] = build(
          paragraphs,
          name,
          hasHeading ? i : null,
          hasHeading ? i + 1 : i,
          end,
          true,
        );
      i = end + 1;
      continue;
    }
    const name = headingAt(p);
    if (!name || sections[name]) {
      i++;
      continue;
    }
    let end = i;
    while (
      end + 1 < paragraphs.length &&
      !paragraphs[end + 1]!.controlTag?.startsWith(TAG_PREFIX) &&
      !headingAt(paragraphs[end + 1]!) &&
      !isHeadingStyle(paragraphs[end + 1]!)
    )
      end++;
    sections[name] = build(paragraphs, name, i, i + 1, end, false);
    i = end + 1;
  }
  return { paragraphs, sections, foreignControls: tags.size, tables };
}

/** A section's blocks (blank-line separated), each as its lines, trailing spaces dropped. */
function blocksOf(text: string): string[][] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== ''),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * A section's text as Word paragraphs: one per blank-line block, the block's lines joined by
 * Word's line break (so a claim and its elements stay one paragraph, as the checks read them).
 */
export function paragraphsOf(text: string): string[] {
  return blocksOf(text).map((lines) => lines.join(LINE_BREAK));
}

/** A section's text as reading it back from Word gives it: blocks by blank lines, lines by "\n". */
export function normalText(text: string): string {
  return blocksOf(text)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}

/** The piece holding a section offset (the first piece at or after it). */
export function pieceAt(section: WordSection, offset: number): Piece | null {
  for (const piece of section.pieces) if (offset < piece.at + piece.length) return piece;
  return section.pieces.at(-1) ?? null;
}

/** How many times `needle` occurs (as Word's search finds it: no overlaps) before `end`. */
export function occurrencesBefore(hay: string, needle: string, end: number): number {
  const h = hay.toLowerCase();
  const n = needle.toLowerCase();
  let count = 0;
  let at = h.indexOf(n);
  while (at >= 0 && at < end) {
    count++;
    at = h.indexOf(n, at + n.length);
  }
  return count;
}
