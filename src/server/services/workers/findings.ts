import { SECTION_NAMES, type Sections } from '../../../core/api/drafts';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';
import type { Jurisdiction } from '../../../core/api/drafts';
import { analyzeDraft, type SectionKind } from '../../../core/patent';
import { SECTION_KIND } from '../../../core/patent/engine/types';

/** The analysis engine's findings located in the section just written (CPU-bound: run in a worker). */
export function sectionFindings({
  sections,
  section,
  jurisdiction,
}: {
  sections: Sections;
  section: GeneratedSection;
  jurisdiction: Jurisdiction;
}): GenerationFinding[] {
  const input: Partial<Record<SectionKind, string>> = {};
  for (const name of SECTION_NAMES)
    if (sections[name].trim()) input[SECTION_KIND[name]] = sections[name];
  const { findings } = analyzeDraft(input, { jurisdiction });
  return findings
    .filter((f) => f.section === SECTION_KIND[section])
    .map((f) => ({ ...f, section }));
}
