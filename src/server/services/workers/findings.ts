import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { FigureSummary } from '../../../core/api/figures';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';
import { checkDraft } from '../../../core/patent/draft-checks';
import { SECTION_KIND } from '../../../core/patent/engine/types';

/**
 * The analysis engine's findings located in the section just written (CPU-bound: run in a worker).
 * `figures`, the figures drawn from the claims, hold the description to their numerals.
 */
export function sectionFindings({
  sections,
  section,
  jurisdiction,
  figures,
}: {
  sections: Sections;
  section: GeneratedSection;
  jurisdiction: Jurisdiction;
  figures?: FigureSummary[];
}): GenerationFinding[] {
  return checkDraft({ sections, jurisdiction, figures })
    .filter((f) => f.section === SECTION_KIND[section])
    .map((f) => ({ ...f, section }));
}
