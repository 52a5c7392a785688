import type { SectionName } from '../../../core/api/drafts';
import type { DraftTrace, StoredTraceParagraph } from '../../../core/api/generation';
import { traceSpans, withParagraphText, type Span } from '../../../core/api/trace-text';

export type { Span };

/** One traced paragraph as the client keeps it: its text as generated ('' if there was none). */
export type TraceItem = ReturnType<typeof withParagraphText>[number];

/** A section's trace as the client keeps it. */
export interface TracedSection {
  generationId: string | null;
  items: TraceItem[];
}

/** A trace item against the current text: where its paragraph is now, or that it was edited. */
export interface TraceView extends TraceItem {
  /** Where the paragraph is now (null: no such paragraph any more). */
  span: Span | null;
  /** The text no longer matches what the generation wrote. */
  edited: boolean;
}

/** Matches trace items with the current section text (moved paragraphs are followed). */
export function viewTrace(current: string, items: readonly TraceItem[]): TraceView[] {
  const spans = traceSpans(
    current,
    items.map((i) => i.paragraph),
  );
  return items.map((item) => {
    const span = spans.get(item.paragraph) ?? null;
    if (item.text && span && current.slice(span.start, span.end) === item.text) {
      return { ...item, span, edited: false };
    }
    const at = item.text ? current.indexOf(item.text) : -1;
    if (at >= 0 && (at === 0 || current[at - 1] === '\n')) {
      return { ...item, span: { start: at, end: at + item.text.length }, edited: false };
    }
    return { ...item, span, edited: true };
  });
}

/** The first words of a paragraph, for a list entry. */
export function firstWords(text: string, words = 8): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  const head = all.slice(0, words).join(' ');
  return all.length > words ? `${head}…` : head;
}

/** Where a disclosure sentence is in the disclosure (whitespace may differ), or null. */
export function findSentence(disclosure: string, sentence: string): Span | null {
  const exact = disclosure.indexOf(sentence);
  if (exact >= 0) return { start: exact, end: exact + sentence.length };
  const words = sentence.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const pattern = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  const match = new RegExp(pattern).exec(disclosure);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** A stored paragraph that carries its text as generated (traces saved since the server kept it). */
function hasText(paragraph: StoredTraceParagraph): paragraph is TraceItem {
  return paragraph.text !== undefined;
}

/** The sections a trace route answer names, as client trace state (text from `textOf`). */
export function sectionTraces(
  trace: DraftTrace,
  textOf: (section: SectionName) => string,
): Partial<Record<SectionName, TracedSection>> {
  const out: Partial<Record<SectionName, TracedSection>> = {};
  for (const [section, entry] of Object.entries(trace.sections) as Array<
    [SectionName, NonNullable<DraftTrace['sections'][SectionName]>]
  >) {
    // For an older trace the draft's text stands in, so edits made before the draft was opened
    // don't show.
    const { paragraphs } = entry;
    out[section] = {
      generationId: entry.generation_id,
      items: paragraphs.every(hasText)
        ? paragraphs
        : withParagraphText(textOf(section), paragraphs),
    };
  }
  return out;
}
