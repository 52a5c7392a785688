import { SECTION_NAMES, type Sections } from '../../../core/api/drafts';
import type { FigureSummary } from '../../../core/api/figures';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';
import type { Jurisdiction } from '../../../core/api/drafts';
import { analyzeDraft, type SectionKind } from '../../../core/patent';
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
  const input: Partial<Record<SectionKind, string>> = {};
  for (const name of SECTION_NAMES)
    if (sections[name].trim()) input[SECTION_KIND[name]] = sections[name];
  const { findings } = analyzeDraft(input, { jurisdiction, figures });
  return findings
    .filter((f) => f.section === SECTION_KIND[section])
    .map((f) => ({ ...f, section }));
}
