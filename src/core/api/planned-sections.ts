import type { Sections } from './drafts';
import { sectionsOf, type GeneratedSection, type GenerationTarget } from './sections';

/** A numbered claim at the start of a line ("1. A system…", "2) The method…"). */
const CLAIM_START = /^[ \t]*\d{1,4}\s*[.)]\s+\S/m;

/** Whether a claims section holds at least one numbered claim. */
export function hasClaims(claims: string): boolean {
  return CLAIM_START.test(claims);
}

/**
 * The sections a generation writes. Generating `all` on a draft whose claims are written keeps
 * them word for word (claims first: the attorney's claims are the invention) and writes the rest.
 * In core so the editor asks about exactly the sections the server will replace.
 */
export function plannedSections(target: GenerationTarget, sections: Sections): GeneratedSection[] {
  const planned = sectionsOf(target);
  if (target !== 'all' || !hasClaims(sections.claims)) return planned;
  return planned.filter((s) => s !== 'claims');
}
