/**
 * A draft's section names, limits and generation targets without their schemas: what the client's
 * first screen needs, without loading zod. `drafts.ts` and `generation.ts` build their schemas from
 * these and re-export them, so the server's imports do not change.
 */
import { SECTION_NAMES, type SectionName } from '../patent/engine/types';

export { SECTION_NAMES, type SectionName };

/** Longest disclosure accepted, in characters (about 80,000 words). */
export const MAX_DISCLOSURE_CHARS = 500_000;
/** Longest section accepted, in characters (a 100-page description is about 300,000). */
export const MAX_SECTION_CHARS = 1_000_000;
/** Longest title accepted (37 CFR 1.72(a): 500 characters). */
export const MAX_TITLE_CHARS = 500;
/** Longest attorney docket number accepted. */
export const MAX_DOCKET_CHARS = 64;
/** Longest client-matter reference accepted. */
export const MAX_CLIENT_MATTER_CHARS = 100;
/** Characters of the Title section a draft summary carries. */
export const TITLE_SECTION_PREVIEW_CHARS = 200;
/** Longest extra instruction accepted with a generation. */
export const MAX_INSTRUCTIONS_CHARS = 4000;

/** Sections a generation can write, in the order a whole draft is written (claims first). */
export const GENERATED_SECTIONS = [
  'claims',
  'title',
  'cross_reference',
  'background',
  'summary',
  'drawings_description',
  'detailed_description',
  'abstract',
] as const satisfies readonly SectionName[];
export type GeneratedSection = (typeof GENERATED_SECTIONS)[number];

/** The description proper: what `"description"` generates. */
export const DESCRIPTION_SECTIONS = [
  'background',
  'summary',
  'drawings_description',
  'detailed_description',
] as const satisfies readonly GeneratedSection[];

/**
 * What to generate: the whole draft, a group, or one section. `cross_reference` stays empty
 * unless the disclosure names related applications.
 */
export const GENERATION_TARGETS = ['all', 'description', ...GENERATED_SECTIONS] as const;
export type GenerationTarget = (typeof GENERATION_TARGETS)[number];

/** The sections a target writes, in generation order. */
export function sectionsOf(target: GenerationTarget): GeneratedSection[] {
  if (target === 'all') return [...GENERATED_SECTIONS];
  if (target === 'description') return [...DESCRIPTION_SECTIONS];
  return [target];
}

/** The empty section set of a new draft. */
export function emptySections(): Record<SectionName, string> {
  return {
    title: '',
    cross_reference: '',
    background: '',
    summary: '',
    drawings_description: '',
    detailed_description: '',
    claims: '',
    abstract: '',
  };
}
