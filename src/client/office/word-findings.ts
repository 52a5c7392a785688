import type { SectionName } from '../../core/api/drafts';
import type { TextRange } from './draft-target';
import {
  MAX_SEARCH_CHARS,
  type WordGlobal,
  type WordRange,
  type WordRequestContext,
} from './word-api';
import { pieceAt, type DocumentModel } from './word-text';

/** Our comments start with this, so "Clear marks" removes only ours. */
export const COMMENT_PREFIX = 'Claimwright: ';

/** One search that finds an end of a range: the needle and which match (in body order) it is. */
interface Probe {
  needle: string;
  nth: number;
}

/** Matches of `needle` Word's search would find (no overlaps, case kept) before `end` of `para`. */
function countBefore(model: DocumentModel, para: number, end: number, needle: string): number {
  let count = 0;
  for (let i = 0; i <= para; i++) {
    const text = model.paragraphs[i]!.text;
    const limit = i === para ? end : text.length;
    let at = text.indexOf(needle);
    while (at >= 0 && at < limit) {
      count++;
      at = text.indexOf(needle, at + needle.length);
    }
  }
  return count;
}

/**
 * Word gives "^" a meaning in searches ("^p") and finds a line break only as "^l": a start
 * needle stops before either, an end needle starts after the last one.
 */
const SPECIAL = /[\^\v]/;
const safe = (needle: string) => needle.split(SPECIAL)[0]!;

/**
 * The searches that find a section range in the body. Word searches at most 255 characters and
 * never across paragraphs: the start is found by the range's first ≤255 characters in its first
 * paragraph, the end by its last ≤255 in its last, and the two are joined with expandTo.
 */
export function probesFor(
  model: DocumentModel,
  name: SectionName,
  range: TextRange,
): { start: Probe; end: Probe | null } | null {
  const section = model.sections[name];
  if (!section) return null;
  const first = pieceAt(section, range.start);
  const last = pieceAt(section, Math.max(range.start, range.end - 1));
  if (!first || !last) return null;
  const firstText = model.paragraphs[first.paragraph]!.text;
  const from = Math.min(Math.max(0, range.start - first.at), firstText.length);
  const firstEnd =
    first === last ? Math.min(range.end - first.at, firstText.length) : firstText.length;
  const startNeedle = safe(firstText.slice(from, Math.min(firstEnd, from + MAX_SEARCH_CHARS)));
  if (!startNeedle) return null;
  const start = {
    needle: startNeedle,
    nth: countBefore(model, first.paragraph, from, startNeedle),
  };
  const wholeInStart = first === last && firstEnd - from <= MAX_SEARCH_CHARS;
  if (wholeInStart && startNeedle.length === firstEnd - from) return { start, end: null };
  const lastText = model.paragraphs[last.paragraph]!.text;
  const to = Math.min(Math.max(0, range.end - last.at), lastText.length);
  let endFrom = Math.max(first === last ? from : 0, to - MAX_SEARCH_CHARS);
  const special = Math.max(lastText.lastIndexOf('^', to - 1), lastText.lastIndexOf('\v', to - 1));
  if (special >= endFrom) endFrom = special + 1;
  const endNeedle = lastText.slice(endFrom, to);
  if (!endNeedle) return { start, end: null };
  return {
    start,
    end: { needle: endNeedle, nth: countBefore(model, last.paragraph, endFrom, endNeedle) },
  };
}

/** A section range to find. */
export interface RangeTarget {
  name: SectionName;
  range: TextRange;
}

/**
 * Finds section ranges in the document and hands each to `use` (select, comment, highlight) in
 * the same batch: one sync for a single range whose searches each want their first match, else
 * two however many ranges (all searches loaded at once, then the right matches used). Returns
 * which targets were found (text no longer there: false).
 */
export async function withRanges(
  word: WordGlobal,
  model: DocumentModel,
  targets: RangeTarget[],
  use: (range: WordRange, index: number, context: WordRequestContext) => void,
): Promise<boolean[]> {
  const probes = targets.map((t) => probesFor(model, t.name, t.range));
  return word.run(async (context) => {
    const body = context.document.body;
    const search = (p: Probe) => body.search(p.needle, { matchCase: true });
    const ends = (p: NonNullable<(typeof probes)[number]>) =>
      [p.start, p.end].filter((x): x is Probe => x !== null);
    const only = probes.length === 1 ? probes[0] : null;
    if (only && ends(only).every((p) => p.nth === 0)) {
      const [a, b] = ends(only).map((p) => search(p).getFirst());
      use(b ? a!.expandTo(b) : a!, 0, context);
      try {
        await context.sync();
        return [true];
      } catch (error) {
        if ((error as { code?: string }).code === 'ItemNotFound') return [false];
        throw error;
      }
    }
    const loaded = probes.map((p) => (p ? ends(p).map((e) => search(e).load('items/text')) : null));
    await context.sync();
    const found = probes.map((p, i) => {
      if (!p) return false;
      const hits = ends(p).map((e, j) => loaded[i]![j]!.items[e.nth]);
      if (hits.some((h) => !h)) return false;
      const [a, b] = hits as WordRange[];
      use(b ? a!.expandTo(b) : a!, i, context);
      return true;
    });
    if (found.some(Boolean)) await context.sync();
    return found;
  });
}

/** One range: see withRanges. */
export async function withRange(
  word: WordGlobal,
  model: DocumentModel,
  name: SectionName,
  range: TextRange,
  use: (range: WordRange, context: WordRequestContext) => void,
): Promise<boolean> {
  const [found] = await withRanges(word, model, [{ name, range }], (r, _i, c) => use(r, c));
  return found ?? false;
}

/** Removes our comments (those starting with COMMENT_PREFIX): two syncs. Returns how many. */
export async function clearComments(word: WordGlobal): Promise<number> {
  return word.run(async (context) => {
    const comments = context.document.body.getComments().load('items/content');
    await context.sync();
    const mine = comments.items.filter((c) => c.content.startsWith(COMMENT_PREFIX));
    for (const c of mine) c.delete();
    await context.sync();
    return mine.length;
  });
}

/** A comment's text for a finding. */
export function commentText(message: string, suggestion?: string): string {
  return `${COMMENT_PREFIX}${message}${suggestion ? ` Suggestion: ${suggestion}` : ''}`;
}
