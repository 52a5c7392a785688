import type { SectionKind } from '../types';

const HEADINGS: Array<[SectionKind, RegExp]> = [
  ['title', /^title(?: of (?:the )?(?:invention|disclosure))?$/],
  [
    'crossReference',
    /^(?:cross[- ]?references?(?: to related applications?)?|related applications?|priority claim|claim of priority|priority)$/,
  ],
  [
    'federalResearch',
    /^(?:statement (?:regarding|as to rights to inventions made under) federally sponsored.*|federally sponsored research.*|government (?:interest|rights|support|license rights))$/,
  ],
  [
    'jointResearch',
    /^(?:the )?names? of (?:the )?parties to a joint research agreement$|^joint research agreement$/,
  ],
  [
    'sequenceListing',
    /^(?:reference to (?:a )?)?sequence listing.*$|^incorporation by reference of sequence listing.*$/,
  ],
  [
    'priorDisclosures',
    /^statement regarding prior disclosures.*$|^prior disclosures? by (?:the )?(?:inventor|joint inventor).*$/,
  ],
  [
    'field',
    /^(?:technical )?field(?: of (?:the )?(?:invention|disclosure|art))?$|^technical field$|^field and background(?: of the invention)?$/,
  ],
  [
    'background',
    /^background(?: art| information)?(?: of (?:the )?(?:invention|disclosure|related art))?$|^(?:description of (?:the )?)?(?:related|prior) art$|^discussion of (?:the )?(?:background|related) art$/,
  ],
  [
    'summary',
    /^(?:brief )?summary(?: of (?:the )?(?:invention|disclosure|embodiments))?$|^(?:disclosure|objects?) of (?:the )?invention$|^summary and objects? of the invention$/,
  ],
  [
    'drawings',
    /^(?:brief )?description of (?:the )?(?:several views of the )?(?:drawings?|figures?)$|^brief description of (?:the )?(?:accompanying )?drawings?$|^drawings$/,
  ],
  [
    'detailed',
    /^detailed description(?: of .*)?$|^description of (?:the )?(?:preferred |example |exemplary |illustrative )*embodiments?.*$|^(?:best )?modes? (?:for|of) carrying out.*$|^best mode$/,
  ],
  [
    'claims',
    /^(?:what is claimed is|what is claimed|claimed is|what i claim is|i claim|we claim|what we claim is|the invention claimed is|claims|claim|the claims|patent claims|the claimed invention is)$/,
  ],
  ['abstract', /^abstract(?: of (?:the )?disclosure)?$/],
  ['description', /^description$/],
];

/** A heading recognised on its own line. */
export interface HeadingMatch {
  kind: SectionKind;
  /** Offset of the heading text inside the line (after markdown markers). */
  offset: number;
  length: number;
  bold: boolean;
  inlineTitle: string | null;
}

const MARKERS = /^(\s*(?:#{1,6}\s+)?)(\*\*|__)?(.*?)(\*\*|__)?\s*$/;

/** Returns the heading a line is, or null (headings are short lines without a final period). */
export function matchHeading(line: string): HeadingMatch | null {
  if (line.length > 120 || line.trim().length === 0) return null;
  const m = MARKERS.exec(line);
  if (!m) return null;
  const lead = m[1]!.length + (m[2]?.length ?? 0);
  const core = m[3]!;
  const titleInline = /^title(?: of (?:the )?invention)?\s*:\s*(\S.*)$/i.exec(core);
  if (titleInline) {
    return {
      kind: 'title',
      offset: lead,
      length: core.length,
      bold: !!m[2],
      inlineTitle: titleInline[1]!,
    };
  }
  const key = core
    .toLowerCase()
    .replace(/[:.]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [kind, re] of HEADINGS) {
    if (re.test(key))
      return { kind, offset: lead, length: core.length, bold: !!m[2], inlineTitle: null };
  }
  return null;
}
