/** Kinds of draft sections, in the order 37 CFR 1.77(b) wants them (generic ones last). */
export const SECTION_ORDER = [
  'title',
  'crossReference',
  'federalResearch',
  'jointResearch',
  'sequenceListing',
  'priorDisclosures',
  'field',
  'background',
  'summary',
  'drawings',
  'detailed',
  'claims',
  'abstract',
] as const;

/** A section kind; `description` is an unlabelled description body, `preface` text before any heading. */
export type SectionKind = (typeof SECTION_ORDER)[number] | 'description' | 'preface';

/** A piece of text located by offsets (relative to its section's text unless stated). */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/** One section of the draft: `text` is the body; `start` is the body's offset in the model text. */
export interface Section {
  id: string;
  kind: SectionKind;
  heading: string | null;
  headingStart: number;
  start: number;
  end: number;
  text: string;
  paragraphs: Paragraph[];
}

/** A paragraph of a section body with its `[0001]` number if any. */
export interface Paragraph extends Span {
  number: string | null;
  isHeading: boolean;
}

/** Claim category, from the preamble (or the parent for dependents without one). */
export type ClaimCategory =
  'apparatus' | 'system' | 'method' | 'crm' | 'composition' | 'use' | 'design' | 'unknown';

/** How a reference to other claims is worded. */
export type RefMode = 'single' | 'alternative' | 'cumulative' | 'preceding';

/** One written reference to other claims ("claim 1 or 2", "any one of claims 1 to 3"). */
export interface ClaimRef {
  mode: RefMode;
  /** The claim numbers cited as written, a range counting as its first number. */
  cited: number[];
  /** Every claim referred to, ranges expanded. */
  claims: number[];
  start: number;
  end: number;
}

/** A parsed claim; offsets relative to the claims section text. */
export interface Claim {
  index: number;
  number: number | null;
  start: number;
  end: number;
  /** Offset where the body starts (after "1. "). */
  bodyStart: number;
  text: string;
  canceled: boolean;
  refs: ClaimRef[];
  parents: number[];
  independent: boolean;
  multiple: boolean;
  category: ClaimCategory;
  preamble: Span;
  transition: Span | null;
  elements: Span[];
}

/** A reference numeral named in the description ("valve 102"). */
export interface NumeralUse {
  numeral: string;
  name: string;
  head: string;
  section: string;
  start: number;
  end: number;
}

/** A figure reference ("FIG. 3A"); `listed` marks the brief description's own entries. */
export interface FigureRef {
  figure: string;
  section: string;
  start: number;
  end: number;
  listed: boolean;
}

/** A note from the parser about text it could not make sense of. */
export interface ParseNote {
  rule: string;
  message: string;
  section: string;
  start: number;
  end: number;
}

/** The document model of a draft. */
export interface DraftModel {
  text: string;
  title: string | null;
  sections: Section[];
  claims: Claim[];
  numerals: NumeralUse[];
  figures: FigureRef[];
  notes: ParseNote[];
  words: number;
}

/** Severity of a finding. */
export type Severity = 'error' | 'warning' | 'info';

/** One finding; `start`/`end` are offsets into the text of section `section` (see `findingRange`). */
export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  claim?: number;
  /** On a claim finding: the claim words it is about (its range, when that is a short phrase). */
  term?: string;
  /**
   * On a description finding: the paragraph it falls in. The printed number when the description
   * numbers its paragraphs ("[0023]" → 23; an unnumbered block such as a table, a heading or a
   * "[0000]" block takes the number of the numbered paragraph before it); otherwise the ordinal
   * the paragraph gets when numbered for filing (from 1 across the description sections, headings
   * not counted and given none).
   */
  paragraph?: number;
  section: string;
  start: number;
  end: number;
  suggestion?: string;
}

/** Structured input: the sections of a draft, in order. */
export interface SectionInput {
  kind: SectionKind;
  text: string;
  heading?: string;
}

/** What `parseDraft` accepts: plain text, a list of sections, or a record by kind. */
export type DraftInput = string | SectionInput[] | Partial<Record<SectionKind, string>>;
