import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { FigureSummary } from '../../../core/api/figures';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';

/**
 * Runs our checks on one freshly written section, in the context of the whole draft. May answer
 * later (the real checker runs on a worker thread); `signal` drops it when the run stops.
 */
export type SectionChecker = (input: {
  sections: Sections;
  section: GeneratedSection;
  jurisdiction: Jurisdiction;
  /** The figures drawn from the claims, when the description is held to them. */
  figures?: FigureSummary[];
  signal?: AbortSignal;
}) => GenerationFinding[] | Promise<GenerationFinding[]>;

/**
 * What a repair pass is asked to fix: the errors; the claim-form warnings (an element that names
 * no thing, a fragment, a step that is no action), which make a claim unusable as filed; and any
 * departure from the figures drawn from the claims (their numerals are fixed facts to keep).
 */
export function repairable(findings: GenerationFinding[]): GenerationFinding[] {
  return findings.filter(
    (f) => f.severity === 'error' || f.rule.startsWith('form/') || f.rule.startsWith('figures/'),
  );
}

/** Rule id of the warning given when the model stopped at its output limit. */
export const CUT_OFF_RULE = 'output_limit';

/** Warning on a section the model stopped writing at its output limit (marks its last line). */
export function cutOffFinding(section: GeneratedSection, text: string): GenerationFinding {
  const body = text.trimEnd();
  const start = body.lastIndexOf('\n') + 1;
  return {
    rule: CUT_OFF_RULE,
    severity: 'warning',
    message: 'The model stopped at the output limit; the section may be cut short.',
    section,
    start,
    end: body.length,
  };
}
