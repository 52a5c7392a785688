import type { SectionName } from '../../../core/api/drafts';
import type { GeneratedSection, GenerationTarget } from '../../../core/api/generation';
import { plannedSections } from '../../../core/api/planned-sections';
import type { DraftDocument } from './draft-document';
import { diffStats, diffText } from './text-diff';
import { viewTrace, type TracedSection } from './trace';

/**
 * What the last generation of each section left in it, as seen by this tab (per open document).
 * Kept outside the document so a generation's own text is never mistaken for the user's.
 */
const generated = new WeakMap<DraftDocument, Map<SectionName, string>>();

/** Remembers the sections' current text as what a generation produced. */
export function noteGenerated(document: DraftDocument, sections: readonly SectionName[]): void {
  let map = generated.get(document);
  if (!map) generated.set(document, (map = new Map()));
  for (const s of sections) map.set(s, document.get(s));
}

/** What the last generation left in a section, when this tab knows it. */
export function lastGenerated(document: DraftDocument, section: SectionName): string | undefined {
  return generated.get(document)?.get(section);
}

/**
 * Whether a section's text is all paragraphs a generation wrote, unedited (known from the
 * section's trace, which keeps each traced paragraph as generated). Used after a reload, when
 * this tab did not see the generation.
 */
function allGenerated(text: string, trace: TracedSection | undefined): boolean {
  if (!trace?.items.length || trace.items.some((i) => !i.text)) return false;
  const views = viewTrace(text, trace.items);
  if (views.some((v) => v.edited || !v.span)) return false;
  let rest = '';
  let at = 0;
  for (const { span } of [...views].sort((a, b) => a.span!.start - b.span!.start)) {
    rest += text.slice(at, span!.start);
    at = Math.max(at, span!.end);
  }
  rest += text.slice(at);
  return !rest.trim();
}

/** A section whose text the user wrote and a generation would replace. */
export interface Replacement {
  section: GeneratedSection;
  /** The section's text now (the user's). */
  text: string;
  /** What the last generation left there, when known: the diff shows the user's edits to it. */
  generated: string | null;
  /** Words in the section now. */
  words: number;
  /**
   * Words the user wrote or changed in the generated text (the diff's additions), when the
   * generated text is known: what regenerating loses, where `words` is what it replaces.
   */
  edited: number | null;
}

/** Words in a text, counted as the diff view counts them. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
}

/**
 * The sections of `target` holding text the user wrote: non-empty and not what the last
 * generation of the section produced. When the editor cannot tell (no generation seen here and
 * no trace covering the text), the text counts as the user's: better to ask once too often.
 */
export function userSections(
  document: DraftDocument,
  target: GenerationTarget,
  traces: Partial<Record<SectionName, TracedSection>>,
): Replacement[] {
  const out: Replacement[] = [];
  // The sections the server will write: a whole draft keeps numbered claims as they are.
  for (const section of plannedSections(target, document.sections())) {
    const text = document.get(section);
    if (!text.trim()) continue;
    const last = lastGenerated(document, section);
    if (last !== undefined ? text === last : allGenerated(text, traces[section])) continue;
    out.push({
      section,
      text,
      generated: last ?? null,
      words: wordCount(text),
      edited: last === undefined ? null : diffStats(diffText(last, text)).added,
    });
  }
  return out;
}

/** The sections of `target` with no text (what "Only fill empty sections" generates). */
export function emptySections(
  document: DraftDocument,
  target: GenerationTarget,
): GeneratedSection[] {
  return plannedSections(target, document.sections()).filter((s) => !document.get(s).trim());
}
