import { SECTION_NAMES, type SectionName } from '../../../core/api/sections';
import { SECTION_KIND } from '../../../core/patent/engine/types';

/** Our section names → the analysis engine's section kinds (its finding `section` ids). */
export { SECTION_KIND };

/** The heading each section shows (and the DraftTarget's `SectionRef.heading`). */
export const SECTION_LABELS: Record<SectionName, string> = {
  title: 'Title',
  cross_reference: 'Cross-reference to related applications',
  background: 'Background',
  summary: 'Summary',
  drawings_description: 'Brief description of the drawings',
  detailed_description: 'Detailed description',
  claims: 'Claims',
  abstract: 'Abstract',
};

/** The section a finding's `section` id names (analysis kinds or our names), if any. */
export function sectionOfFinding(id: string): SectionName | null {
  for (const name of SECTION_NAMES) {
    if (id === name || id === SECTION_KIND[name]) return name;
  }
  return null;
}

/** The section a `SectionRef.heading` names: its label, its name or its analysis kind. */
export function sectionOfHeading(heading: string): SectionName | null {
  const wanted = heading.trim().toLowerCase();
  for (const name of SECTION_NAMES) {
    if (SECTION_LABELS[name].toLowerCase() === wanted) return name;
  }
  return sectionOfFinding(heading.trim());
}
