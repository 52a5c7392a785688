import { SECTION_NAMES, type SectionName, type Sections } from '../../../core/api/drafts';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';
import type { Jurisdiction } from '../../../core/api/drafts';
import { analyzeDraft, type SectionKind } from '../../../core/patent';

/** Our section names → the analysis engine's section kinds. */
const KIND: Record<SectionName, SectionKind> = {
  title: 'title',
  cross_reference: 'crossReference',
  background: 'background',
  summary: 'summary',
  drawings_description: 'drawings',
  detailed_description: 'detailed',
  claims: 'claims',
  abstract: 'abstract',
};

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
  for (const name of SECTION_NAMES) if (sections[name].trim()) input[KIND[name]] = sections[name];
  const { findings } = analyzeDraft(input, { jurisdiction });
  return findings.filter((f) => f.section === KIND[section]).map((f) => ({ ...f, section }));
}
