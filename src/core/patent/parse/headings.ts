import type { SectionKind } from '../types';

/**
 * The sentence that opens the claims of a filed application ("What is claimed is:", "I claim:",
 * "Having thus described the invention, what is claimed as new is:", the Canadian "The
 * embodiments … are defined as follows:"); matched on the lowercased line without its colon.
 */
const CLAIM_INTRO = new RegExp(
  '^(?:(?:having|accordingly|therefore|thus|now)\\b[^:]{0,200}?,\\s*)?(?:' +
    [
      String.raw`(?:what|that which) (?:is|are) claimed(?: as (?:new|the invention)[^:]{0,120}?)?(?: is| are)?`,
      String.raw`(?:what )?(?:i|we) claim(?: as (?:my|our) invention)?(?: is| are)?`,
      String.raw`(?:the )?(?:invention|subject[- ]matter) claimed is|the claimed invention is`,
      String.raw`it is claimed`,
      String.raw`claimed is`,
      String.raw`the embodiments of the invention in which an exclusive property or privilege is claimed are defined as follows`,
    ].join('|') +
    ')$',
);

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
    /^(?:more )?detailed description(?: of .*)?$|^description of (?:the )?(?:preferred |example |exemplary |illustrative )*embodiments?.*$|^(?:best )?modes? (?:for|of) carrying out.*$|^best mode$/,
  ],
  ['claims', /^(?:claims?|the claims|patent claims|claims section)$/],
  ['claims', CLAIM_INTRO],
  ['abstract', /^abstract(?: of (?:the )?disclosure)?$/],
  ['description', /^description$/],
];

/** A heading recognised at the start of a line. */
export interface HeadingMatch {
  kind: SectionKind;
  /** Offset of the heading text inside the line (after markdown markers). */
  offset: number;
  length: number;
  bold: boolean;
  inlineTitle: string | null;
  /** Where the section body starts inside the line when the line goes on after its heading
   * ("What is claimed is: 1. A widget…"); null when the body starts on a later line. */
  bodyAt: number | null;
}

const MARKERS = /^(\s*(?:#{1,6}\s+)?)(\*\*|__)?(.*?)(\*\*|__)?\s*$/;

/** The lookup form of a heading: lowercase, no emphasis marks, no final colon or period. */
function keyOf(core: string): string {
  return core
    .toLowerCase()
    .replace(/[*_]+/g, '')
    .replace(/\s*[:.]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function kindOf(key: string): SectionKind | null {
  for (const [kind, re] of HEADINGS) if (re.test(key)) return kind;
  return null;
}

/** Returns the heading a line is, or null (headings are short lines without a final period). */
export function matchHeading(line: string): HeadingMatch | null {
  if (line.trim().length === 0) return null;
  if (line.length > 500) return matchInlineClaims(line);
  const m = MARKERS.exec(line);
  if (!m) return null;
  const lead = m[1]!.length + (m[2]?.length ?? 0);
  const core = m[3]!;
  const bold = !!m[2];
  const titleInline = /^title(?: of (?:the )?invention)?\s*:\s*(\S.*)$/i.exec(core);
  if (titleInline) {
    const inlineTitle = titleInline[1]!.replace(/[*_]+$/, '');
    return { kind: 'title', offset: lead, length: core.length, bold, inlineTitle, bodyAt: null };
  }
  const kind = line.length <= 120 ? kindOf(keyOf(core)) : null;
  if (kind)
    return { kind, offset: lead, length: core.length, bold, inlineTitle: null, bodyAt: null };
  return matchInlineClaims(line);
}

const INLINE_CLAIMS =
  /^(\s*(?:#{1,6}\s+)?)((?:\*\*|__)?)([^\d\n]{1,240}?)((?:\*\*|__)?)[ \t]*(?=\d{1,4}\s*[.)]\s)/;

/** A claims heading followed on the same line by claim 1 ("CLAIMS 1. A widget…"). */
function matchInlineClaims(line: string): HeadingMatch | null {
  const m = INLINE_CLAIMS.exec(line);
  if (!m || !/^\s*1\s*[.)]/.test(line.slice(m[0].length))) return null;
  const core = m[3]!.trimEnd();
  if (kindOf(keyOf(core)) !== 'claims') return null;
  const lead = m[1]!.length + m[2]!.length;
  return {
    kind: 'claims',
    offset: lead,
    length: core.length,
    bold: !!m[2],
    inlineTitle: null,
    bodyAt: m[0].length,
  };
}
