import type { DraftModel, Finding, Paragraph, Section } from '../types';

const NOT_DESCRIPTION = new Set(['title', 'claims', 'abstract']);
/** A claim term is a phrase: at most this long, on one line, not the claim's own "3." */
const MAX_TERM = 120;

/** The paragraph number of every paragraph of the description sections, by section id. */
function paragraphNumbers(model: DraftModel): Map<string, Array<number | undefined>> {
  const sections = model.sections.filter((s) => !NOT_DESCRIPTION.has(s.kind));
  const printed = sections.some((s) => s.paragraphs.some((p) => p.number !== null));
  const out = new Map<string, Array<number | undefined>>();
  let ordinal = 0;
  let last: number | undefined;
  for (const s of sections) {
    out.set(
      s.id,
      s.paragraphs.map((p) => {
        // "[0000]" marks an unnumbered block (a formula, a sub-heading) in USPTO full text.
        if (p.number !== null && Number(p.number) > 0) return (last = Number(p.number));
        if (printed) return last;
        return p.isHeading ? undefined : ++ordinal;
      }),
    );
  }
  return out;
}

/** Index of the paragraph holding `offset` (the last one starting at or before it), or -1. */
function paragraphAt(paragraphs: Paragraph[], offset: number): number {
  let lo = 0;
  let hi = paragraphs.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (paragraphs[mid]!.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function claimTerm(section: Section | undefined, f: Finding): string | undefined {
  if (!section || f.end <= f.start || f.end - f.start > MAX_TERM) return undefined;
  const text = section.text.slice(f.start, f.end).trim();
  if (!/[A-Za-z0-9]/.test(text) || text.includes('\n') || /^\d+\s*[.)]/.test(text))
    return undefined;
  return text;
}

/**
 * Adds where a reviewer looks to each finding: the claim term of a claim finding and the
 * paragraph number of a description finding. One place for every check, run after them all.
 */
export function locateFindings(model: DraftModel, findings: Finding[]): void {
  const byId = new Map(model.sections.map((s) => [s.id, s]));
  let numbers: Map<string, Array<number | undefined>> | undefined;
  for (const f of findings) {
    const section = byId.get(f.section);
    if (!section) continue;
    if (f.claim !== undefined && section.kind === 'claims') {
      const term = claimTerm(section, f);
      if (term !== undefined) f.term = term;
      continue;
    }
    // A zero-length finding at the start is about the section as a whole, not a paragraph.
    if (NOT_DESCRIPTION.has(section.kind) || (f.start === 0 && f.end === 0)) continue;
    numbers ??= paragraphNumbers(model);
    const i = paragraphAt(section.paragraphs, f.start);
    const n = i < 0 ? undefined : numbers.get(section.id)?.[i];
    if (n !== undefined) f.paragraph = n;
  }
}
