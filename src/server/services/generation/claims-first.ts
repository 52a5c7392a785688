import type { Sections } from '../../../core/api/drafts';
import type { GeneratedSection } from '../../../core/api/generation';
import { hasClaims } from '../../../core/api/planned-sections';

// Planning lives in core: the editor asks before replacing exactly these sections.
export { hasClaims, plannedSections } from '../../../core/api/planned-sections';

/** The draft's claims when the generation writes from them instead of writing them, else undefined. */
export function claimsToWriteFrom(
  planned: readonly GeneratedSection[],
  sections: Sections,
): string | undefined {
  return !planned.includes('claims') && hasClaims(sections.claims) ? sections.claims : undefined;
}
