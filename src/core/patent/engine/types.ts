import type { SectionKind } from '../types';
/** Section names of a generated draft, in filing order (37 CFR 1.77(b)). */
export const SECTION_NAMES = [
  'title',
  'cross_reference',
  'background',
  'summary',
  'drawings_description',
  'detailed_description',
  'claims',
  'abstract',
] as const;

/** One section of a generated draft. */
export type SectionName = (typeof SECTION_NAMES)[number];

/** Our section names → the analysis's section kinds (the `section` id of its findings). */
export const SECTION_KIND: Readonly<Record<SectionName, SectionKind>> = {
  title: 'title',
  cross_reference: 'crossReference',
  background: 'background',
  summary: 'summary',
  drawings_description: 'drawings',
  detailed_description: 'detailed',
  claims: 'claims',
  abstract: 'abstract',
};

/** Jurisdiction whose claim conventions the engine follows. */
export type Jurisdiction = 'us' | 'ep';

/** Options of the offline engine. */
export interface DraftOptions {
  jurisdiction?: Jurisdiction;
  /** Sections to produce; the others are returned empty. Default: all. */
  sections?: readonly SectionName[];
}

/** Where one paragraph (or claim) of a section came from: offsets into that section's text. */
export interface TraceEntry {
  section: SectionName;
  start: number;
  end: number;
  /** Claim number, for entries of the claims section. */
  claim?: number;
  /** Indices into `Draft.sentences`. */
  sources: number[];
}

/** A note about the input: what was cut, or why nothing could be drafted. */
export interface DraftNote {
  code: 'truncated' | 'cleaned' | 'no_figures' | 'no_cross_reference' | DraftError['code'];
  message: string;
}

/** Why no draft could be made; the sections are then all empty. */
export interface DraftError {
  code: 'empty' | 'too_short' | 'not_text' | 'no_subject_matter';
  detail: string;
}

/** A generated draft. */
export interface Draft {
  sections: Record<SectionName, string>;
  trace: TraceEntry[];
  /** The disclosure's sentences (after cleaning) that `trace` sources point into. */
  sentences: string[];
  notes: DraftNote[];
  /** Set when the input could not be drafted from (empty or not text). */
  error: DraftError | null;
}

/** One streamed piece of a section. */
export interface DraftDelta {
  section: SectionName;
  text: string;
}
