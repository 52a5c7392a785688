import type { TraceParagraph } from './generation';

/** A span of a section's text, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** The non-empty lines of a section text with their offsets (what a trace's `paragraph` counts). */
export function textLines(text: string): Array<Span & { blankAfter: boolean }> {
  const out: Array<Span & { blankAfter: boolean }> = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const end = start + line.length;
    if (line.trim()) out.push({ start, end, blankAfter: false });
    else if (out.length) out[out.length - 1]!.blankAfter = true;
    start = end + 1;
  }
  return out;
}

/**
 * The spans of traced paragraphs: from their line up to the next blank line or the next traced
 * line (a claim's element lines belong to the claim whose first line is traced).
 */
export function traceSpans(text: string, paragraphs: readonly number[]): Map<number, Span> {
  const lines = textLines(text);
  const traced = new Set(paragraphs);
  const spans = new Map<number, Span>();
  for (const p of paragraphs) {
    const first = lines[p];
    if (!first) continue;
    let last = p;
    while (!lines[last]!.blankAfter && lines[last + 1] && !traced.has(last + 1)) last++;
    spans.set(p, { start: first.start, end: lines[last]!.end });
  }
  return spans;
}

/** A trace's paragraphs with their text in `text` ('' where the section has no such paragraph). */
export function withParagraphText(
  text: string,
  paragraphs: readonly TraceParagraph[],
): Array<TraceParagraph & { text: string }> {
  const spans = traceSpans(
    text,
    paragraphs.map((p) => p.paragraph),
  );
  return paragraphs.map(({ paragraph, sources }) => {
    const span = spans.get(paragraph);
    return { paragraph, sources, text: span ? text.slice(span.start, span.end) : '' };
  });
}
