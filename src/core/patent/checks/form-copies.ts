import type { Claim } from '../types';
import type { CheckContext } from './context';
import type { FormItem, FormList } from './form-items';

type At = { section: string; claim: number };

/**
 * A line pasted twice into one claim ("a first ring oscillating unit having…;" twice in a row),
 * whatever the claim's structure: it holds where no list can be read (a preamble ending "…, the
 * oscillator comprising:", a claim of "wherein" clauses) and across a sub-list's edge. Lines of
 * two sub-lists may be alike ("a control terminal coupled to…" under two switches).
 */
export function copies(
  ctx: CheckContext,
  c: Claim,
  list: FormList | null,
  flagged: Set<number>,
  at: At,
): void {
  const items: Array<Pick<FormItem, 'start' | 'end' | 'text' | 'nested'>> =
    list?.items ?? c.elements.map((e) => ({ ...e, nested: false }));
  const seen = new Map<string, Pick<FormItem, 'nested'>>();
  for (const item of items) {
    const key = item.text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key.split(' ').length < 5 || key.endsWith(':')) continue;
    const twin = seen.get(key);
    if (!twin || (twin.nested && item.nested)) {
      if (!twin || !item.nested) seen.set(key, item);
      continue;
    }
    if (flagged.has(item.start)) continue;
    flagged.add(item.start);
    ctx.add('form/duplicate-element', {
      ...at,
      start: item.start,
      end: item.end,
      message: `Claim ${at.claim} recites "${item.text}" twice.`,
      suggestion: 'Delete the second one, or say how the two differ ("a first…", "a second…").',
    });
  }
}

/** A line's words for comparison: no label, connective punctuation or closing "and"/"or". */
function lineKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/^\s*\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s*/, '')
    .replace(/[\s,;.]*(?:\b(?:and|or)\b)?[\s,;.:]*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A line of the claim pasted twice, where the first copy closes a longer item ("segregating …
 * electrode,\n wherein the precursor is in communication with …;" then the same "wherein …" line
 * again): the items differ, the lines do not. Lines under two different parts may be alike, so
 * only lines with no sub-list (":") between them count.
 */
export function copiedLines(
  ctx: CheckContext,
  c: Claim,
  text: string,
  flagged: Set<number>,
  at: At,
): void {
  const seen = new Map<string, number>();
  let from = c.start;
  for (const line of text.slice(c.start, c.end).split('\n')) {
    const start = from + line.length - line.trimStart().length;
    from += line.length + 1;
    if (line.includes(':')) seen.clear();
    const key = lineKey(line);
    if (key.split(' ').length < 5) continue;
    if (!seen.has(key)) {
      seen.set(key, start);
      continue;
    }
    if (flagged.has(start)) continue;
    flagged.add(start);
    const end = start + line.trim().replace(/[\s,;.]*(?:\b(?:and|or)\b)?[\s,;.]*$/i, '').length;
    ctx.add('form/duplicate-element', {
      ...at,
      start,
      end,
      message: `Claim ${at.claim} recites "${text.slice(start, end)}" twice.`,
      suggestion: 'Delete the second one, or say how the two differ ("a first…", "a second…").',
    });
  }
}
