import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';

/** Runs our checks on one freshly written section, in the context of the whole draft. */
export type SectionChecker = (input: {
  sections: Sections;
  section: GeneratedSection;
  jurisdiction: Jurisdiction;
}) => GenerationFinding[];

/** Only the errors, which are what a repair pass is asked to fix. */
export function errorsOf(findings: GenerationFinding[]): GenerationFinding[] {
  return findings.filter((f) => f.severity === 'error');
}
