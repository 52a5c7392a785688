import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  TextRun,
  convertInchesToTwip,
} from 'docx';
import type { Draft } from '../../../core/api/drafts';
import {
  DESCRIPTION_SECTIONS,
  filedClaims,
  formatParagraphNumber,
  paragraphNumbers,
} from '../../../core/patent/filing-layout';
import type { NumeralEntry } from '../../../core/patent/figures';
import { draftFigures } from '../../../core/patent/draft-checks';
import { sheetSection } from './sheet-pages';

const FONT = 'Times New Roman';
/** 12 pt, in half-points. */
const SIZE = 24;
/** 1.5 line spacing (240 = single). */
const LINE = 360;
const CLAIM_INDENT = convertInchesToTwip(0.5);
/** Centimetres → twips, rounded (2.0 cm = 1134). */
const cm = (value: number): number => Math.round((value / 2.54) * 1440);

const spacing = { line: LINE, lineRule: LineRuleType.AUTO, after: 0, before: 0 };

/**
 * Headings use Word's own styles (Title, Heading 1, Heading 2), so Word's navigation pane, its
 * table of contents and a firm's template (which restyles them) see the draft's structure. The
 * styles are set to the filing layout: centred, 12 pt Times, not bold, black, in capitals through
 * Word's "All caps" setting — the title keeps the case it was typed in, and a re-import brings it
 * back that way.
 */
const headingLook = {
  run: { font: FONT, size: SIZE, allCaps: true, bold: false, italics: false, color: '000000' },
  paragraph: {
    alignment: AlignmentType.CENTER,
    spacing: { ...spacing, before: 240, after: 120 },
    keepNext: true,
  },
};
const headingStyles = [
  { id: 'Title', name: 'Title', outlineLevel: undefined },
  { id: 'Heading1', name: 'Heading 1', outlineLevel: 0 },
  { id: 'Heading2', name: 'Heading 2', outlineLevel: 1 },
].map(({ id, name, outlineLevel }) => ({
  id,
  name,
  basedOn: 'Normal',
  next: 'Normal',
  quickFormat: true,
  run: headingLook.run,
  paragraph: { ...headingLook.paragraph, outlineLevel },
}));

type Level = 'title' | 1 | 2;
const LEVELS = {
  title: HeadingLevel.TITLE,
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
} as const;

/** A heading paragraph in Word's style for its level; no direct formatting. */
function heading(text: string, level: Level, pageBreakBefore = false): Paragraph {
  return new Paragraph({ text, heading: LEVELS[level], pageBreakBefore });
}

function numbered(number: number, text: string): Paragraph {
  return new Paragraph({
    children: [
      new TextRun({ text: formatParagraphNumber(number), bold: true }),
      new TextRun({ text: `\t${text}` }),
    ],
    spacing: { ...spacing, after: 120 },
    indent: { firstLine: convertInchesToTwip(0.5) },
  });
}

function plain(text: string, options: { indentLevel?: number; after?: number } = {}): Paragraph {
  return new Paragraph({
    children: [new TextRun({ text })],
    spacing: { ...spacing, after: options.after ?? 0 },
    indent: options.indentLevel ? { left: CLAIM_INDENT * options.indentLevel } : undefined,
  });
}

/** The parts of a draft the export prints. */
export type ExportedDraft = Pick<Draft, 'title' | 'sections'> &
  Partial<Pick<Draft, 'docket_number' | 'client_matter'>>;

/** "Attorney Docket No. …" and "Client-Matter …" at the top right of every page, if set. */
function header(draft: ExportedDraft): Header | undefined {
  const lines = [
    draft.docket_number?.trim() && `Attorney Docket No. ${draft.docket_number.trim()}`,
    draft.client_matter?.trim() && `Client-Matter ${draft.client_matter.trim()}`,
  ].filter((line): line is string => Boolean(line));
  if (!lines.length) return undefined;
  return new Header({
    children: lines.map(
      (text) =>
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          spacing: { line: 240, lineRule: LineRuleType.AUTO, after: 0, before: 0 },
          children: [new TextRun({ text, size: 20 })],
        }),
    ),
  });
}

/** The paragraphs of the specification, claims and abstract in filing order. */
function body(draft: Pick<Draft, 'title' | 'sections'>): Paragraph[] {
  const { sections } = draft;
  const out: Paragraph[] = [];
  const title = (sections.title || draft.title).trim();
  if (title) out.push(heading(title.replace(/\s+/g, ' '), 'title'));
  const numbers = paragraphNumbers(sections);
  for (const [name, label] of DESCRIPTION_SECTIONS) {
    const blocks = numbers[name] ?? [];
    if (!blocks.length) continue;
    out.push(heading(label, 1));
    for (const block of blocks) {
      out.push(block.number === null ? heading(block.text, 2) : numbered(block.number, block.text));
    }
  }
  // The claims' lead-in, as filed ("What is claimed is:", left, not in capitals), is a Heading 1
  // too, so the navigation pane lists the claims between the description and the abstract.
  out.push(
    new Paragraph({
      children: [new TextRun({ text: 'What is claimed is:', allCaps: false })],
      heading: HeadingLevel.HEADING_1,
      alignment: AlignmentType.LEFT,
      pageBreakBefore: true,
      spacing: { ...spacing, after: 120 },
    }),
  );
  for (const { lines } of filedClaims(sections.claims)) {
    lines.forEach((line, i) =>
      out.push(
        plain(line.text, { indentLevel: line.level, after: i === lines.length - 1 ? 240 : 0 }),
      ),
    );
  }
  out.push(heading('ABSTRACT', 1, true));
  const abstract = sections.abstract.replace(/\s*\n\s*/g, ' ').trim();
  if (abstract) out.push(plain(abstract));
  return out;
}

/**
 * A DOCX in the USPTO filing layout: letter portrait, margins
 * 2.0/2.5/2.0/2.0 cm, Times New Roman 12 pt, 1.5 spacing, uppercase unbolded headings, bold
 * `[0001]` paragraph numbers, claims and abstract each on a new page, numbered pages; then the
 * drawing sheets drawn from the claims, one picture a page.
 */
export async function exportDocx(
  draft: ExportedDraft,
  numerals: readonly NumeralEntry[] = [],
): Promise<Buffer> {
  const top = header(draft);
  const sheets = await sheetSection(
    draftFigures(draft.sections.claims, numerals, draft.sections.detailed_description).sheets,
  );
  const doc = new Document({
    creator: 'Claimwright',
    title: (draft.sections.title || draft.title || 'Patent application').slice(0, 255),
    styles: {
      default: { document: { run: { font: FONT, size: SIZE }, paragraph: { spacing } } },
      paragraphStyles: headingStyles,
    },
    features: { updateFields: false },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: convertInchesToTwip(8.5),
              height: convertInchesToTwip(11),
              orientation: PageOrientation.PORTRAIT,
            },
            margin: {
              top: cm(2.0),
              bottom: cm(2.0),
              left: cm(2.5),
              right: cm(2.0),
            },
          },
        },
        ...(top ? { headers: { default: top } } : {}),
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: [PageNumber.CURRENT] })],
              }),
            ],
          }),
        },
        children: body(draft),
      },
      ...(sheets ? [sheets] : []),
    ],
  });
  return Packer.toBuffer(doc);
}

/** Words that name no invention in particular: a title of only these is no file name. */
const GENERIC = new Set(
  'a an and apparatus device draft for method methods new of system systems the untitled'.split(
    ' ',
  ),
);

/** Text as a file-name part: letters, digits, '-' and '_', words joined by '-'. */
function fileSafe(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
}

/**
 * The export's file name: the docket number when set, else the title; a title that is empty or
 * generic ("System and Method") gets the draft's date and the start of its id, so two drafts'
 * exports never share a name like "System-and-Method.docx".
 */
export function exportFileName(
  draft: Pick<Draft, 'id' | 'title' | 'sections' | 'docket_number' | 'created_at'>,
): string {
  const docket = fileSafe(draft.docket_number ?? '');
  if (docket) return `${docket}.docx`;
  const title = fileSafe(draft.sections.title || draft.title || '');
  const generic = !title || title.split('-').every((w) => GENERIC.has(w.toLowerCase()));
  if (!generic) return `${title}.docx`;
  const day = draft.created_at.slice(0, 10);
  const tail = [day, draft.id.slice(0, 8)].filter(Boolean).join('-');
  return `${title || 'draft'}-${tail}.docx`;
}
