import { parseDraft } from '../../../src/core/patent';
import type { DraftModel, SectionKind } from '../../../src/core/patent';
import type { PatentDoc } from './corpus';

/** How heading lines are marked: bare lines, Markdown "#"/"##" headings, or bold. */
export type HeadingStyle = 'plain' | 'markdown' | 'bold';

/** The headings a document is assembled with; the first line of each heading gets the style. */
export interface Layout {
  name: string;
  /** Lines before the claims; ends with " " when claim 1 follows on the same line. */
  claims: string;
  /** Writes the title: `{t}` is the title text. */
  title: string;
  /** A heading put above the real description, and the section kind it must open. */
  description: [string, SectionKind] | null;
  abstract: string;
  style: HeadingStyle;
}

const BASE: Layout = {
  name: '',
  claims: 'CLAIMS\nWhat is claimed is:',
  title: '{t}',
  description: null,
  abstract: 'ABSTRACT',
  style: 'plain',
};

/** The ways filed applications head their claims. */
export const CLAIM_HEADINGS = [
  'CLAIMS\nWhat is claimed is:',
  'Claims\nI claim:',
  'We claim:',
  'The invention claimed is:',
  'What is claimed is:',
  'Claims:',
  'CLAIMS',
  'What is claimed is: ',
  'CLAIMS ',
  'Having thus described the invention, what is claimed as new and desired to be secured by Letters Patent is:',
  'The embodiments of the invention in which an exclusive property or privilege is claimed are defined as follows:',
];

/** Headings of the other sections, each with the kind it names. */
export const DESCRIPTION_HEADINGS: Array<[string, SectionKind]> = [
  ['CROSS-REFERENCE TO RELATED APPLICATIONS', 'crossReference'],
  ['Cross-reference to related applications', 'crossReference'],
  ['Field', 'field'],
  ['TECHNICAL FIELD', 'field'],
  ['Background', 'background'],
  ['BACKGROUND OF THE INVENTION', 'background'],
  ['Summary', 'summary'],
  ['Brief Summary', 'summary'],
  ['SUMMARY OF THE INVENTION', 'summary'],
  ['Brief Description of the Drawings', 'drawings'],
  ['Detailed Description', 'detailed'],
  ['DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS', 'detailed'],
  ['Description of Embodiments', 'detailed'],
  ['DESCRIPTION', 'description'],
];

export const TITLES = ['{t}', 'TITLE\n{t}', 'Title: {t}', 'TITLE OF THE INVENTION\n{t}'];
export const ABSTRACTS = ['ABSTRACT', 'Abstract', 'ABSTRACT OF THE DISCLOSURE', 'Abstract:'];

/** Every layout the tests and the bench assemble, named by what varies. */
export function layouts(): Layout[] {
  const out: Layout[] = [];
  for (const style of ['plain', 'markdown', 'bold'] as HeadingStyle[]) {
    for (const claims of CLAIM_HEADINGS)
      out.push({ ...BASE, style, claims, name: `${style} claims ${JSON.stringify(claims)}` });
    for (const description of DESCRIPTION_HEADINGS)
      out.push({ ...BASE, style, description, name: `${style} ${JSON.stringify(description[0])}` });
    for (const title of TITLES.slice(1))
      out.push({ ...BASE, style, title, name: `${style} title ${JSON.stringify(title)}` });
    for (const abstract of ABSTRACTS.slice(1))
      out.push({ ...BASE, style, abstract, name: `${style} ${JSON.stringify(abstract)}` });
  }
  return out;
}

function styled(heading: string, style: HeadingStyle, level = '##'): string {
  if (style === 'plain') return heading;
  const [first, ...rest] = heading.split('\n');
  const mark = style === 'bold' ? `**${first!.trim()}**` : `${level} ${first!.trim()}`;
  return [mark + (first!.endsWith(' ') ? ' ' : ''), ...rest].join('\n');
}

/** A document of blocks (a heading, a paragraph) in the order a filed application has them. */
export interface Block {
  text: string;
  /** A heading-styled paragraph ('title': the Title style). */
  heading: boolean | 'title';
}

/** The blocks of a fixture document under a layout (what a DOCX would hold, one per paragraph). */
export function blocks(d: PatentDoc, l: Layout): Block[] {
  const out: Block[] = [];
  const head = (h: string) => h.split('\n').forEach((text) => out.push({ text, heading: true }));
  const body = (t: string) => out.push({ text: t, heading: false });
  if (l.title === '{t}') out.push({ text: d.title, heading: 'title' });
  else if (l.title.includes('\n')) {
    head(l.title.split('\n')[0]!);
    body(d.title);
  } else body(l.title.replace('{t}', d.title));
  if (l.description) head(l.description[0]);
  body(d.description ?? '');
  const claimLines = l.claims.split('\n');
  const inline = claimLines.pop()!;
  if (claimLines.length) head(claimLines.join('\n'));
  if (inline.endsWith(' ')) body(inline + d.claims);
  else {
    head(inline);
    body(d.claims);
  }
  head(l.abstract);
  body(d.abstract);
  return out.filter((b) => b.text !== '');
}

/** The plain-text (or Markdown) draft of a fixture document under a layout. */
export function assemble(d: PatentDoc, l: Layout): string {
  const parts: string[] = [];
  const title = l.title.replace('{t}', d.title);
  parts.push(styled(title, l.style, '#'));
  if (l.description) parts.push(styled(l.description[0], l.style));
  parts.push(d.description ?? '');
  const claims = styled(l.claims, l.style);
  parts.push(claims.endsWith(' ') ? claims + d.claims : `${claims}\n\n${d.claims}`);
  parts.push(styled(l.abstract, l.style), d.abstract);
  return parts.join('\n\n');
}

/** What is wrong with the parse of a fixture document (empty: claims, title and sections right). */
export function layoutErrors(
  d: PatentDoc,
  l: Layout,
  m: DraftModel = parseDraft(assemble(d, l)),
): string[] {
  const errors: string[] = [];
  if (m.claims.length !== d.claims_list.length)
    errors.push(`${m.claims.length} claims, not ${d.claims_list.length}`);
  const byNumber = new Map(m.claims.map((c) => [c.number, c]));
  // As in corpus.test.ts: the source XML marks no reference on some dependent claims (US06838526B1
  // claim 4 says "as claimed in any one of claims 1 and 2 to 3"), so only marked claims are compared.
  for (const c of d.claims_list) {
    if (!c.xml_claim_refs.length) continue;
    const got = [...new Set(byNumber.get(c.num)?.refs.flatMap((r) => r.cited) ?? [])];
    const want = [...new Set(c.xml_claim_refs)];
    if (got.sort((a, b) => a - b).join() !== want.sort((a, b) => a - b).join())
      errors.push(`claim ${c.num} refers to [${got}], not [${want}]`);
  }
  if (m.sections.filter((s) => s.kind === 'claims').length !== 1)
    errors.push('not one claims section');
  if (m.title !== d.title.trim()) errors.push(`title ${JSON.stringify(m.title)}`);
  const abs = m.sections.find((s) => s.kind === 'abstract');
  if (abs?.text.trim() !== d.abstract.trim()) errors.push('abstract not found');
  if (l.description) {
    const first = m.sections.find((s) => s.kind !== 'title');
    if (first?.kind !== l.description[1]) errors.push(`description opens ${first?.kind}`);
  }
  return errors;
}

/** Writes the blocks as a .docx: headings in Word's Heading 1 (the title in Title), lines as paragraphs. */
export async function toDocx(list: Block[]): Promise<Buffer> {
  const { Document, HeadingLevel, Packer, Paragraph } = await import('docx');
  const children = list.flatMap((b) =>
    b.heading
      ? [
          new Paragraph({
            text: b.text.trim(),
            heading: b.heading === 'title' ? HeadingLevel.TITLE : HeadingLevel.HEADING_1,
          }),
        ]
      : b.text
          .split('\n')
          .filter((line) => line.trim())
          .map(
            (line) =>
              new Paragraph({
                text: line.trim(),
                indent: /^\s/.test(line) ? { left: 720 } : undefined,
              }),
          ),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
