import { singular, tokenize } from '../text';
import type { CheckContext } from './context';
import { leadPhrase } from './form-np';
import { isNonThing } from './form-words';

type At = { section: string; claim: number };

/** One line of a claim: its offsets in the claims section. */
export interface Line {
  start: number;
  end: number;
}

/** A line that is nothing but "a/an", up to two modifiers and a head: "(c) a temperature; and". */
const BARE =
  /^(\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s*)?)((?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*))\s*[;,.]?\s*(?:and|or)?\s*$/i;

/** The head noun a line opens with, singular ("polypeptide" for "(a) an isolated polypeptide …"). */
function leadHead(text: string, l: Line): string | null {
  const body = text
    .slice(l.start, l.end)
    .replace(/^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s*)/i, '');
  const base = l.end - body.length;
  const toks = tokenize(body, base);
  const np = leadPhrase(text, 0, toks);
  return np ? singular(toks[np.end - 1]!.lower) : null;
}

/**
 * A line that only names a measure, event or state ("a speed;") among lines that are not an
 * element list: the "wherein" clauses of a claim, or the alternatives of a group ("(b) … SEQ ID
 * NO:87; a temperature; (c) …"). Such a line says nothing of anything. When another line of the
 * same run opens with a measure too ("at least one of: a temperature; a position of the valve"),
 * the run is a list of measures and is left alone.
 */
export function bareMeasures(ctx: CheckContext, text: string, lines: Line[], at: At): void {
  if (lines.length < 2) return;
  let heads: Array<string | null> | undefined;
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k]!;
    // Most lines are long: only a short one can be bare.
    if (l.end - l.start > 60) continue;
    const m = BARE.exec(text.slice(l.start, l.end));
    const head = m ? singular(m[3]!.toLowerCase()) : '';
    if (!m || !isNonThing(head)) continue;
    heads ??= lines.map((x) => leadHead(text, x));
    if (heads.some((h, j) => j !== k && h !== null && isNonThing(h))) continue;
    const start = l.start + m[1]!.length;
    const end = start + m[2]!.length;
    ctx.add('form/non-thing', {
      ...at,
      start,
      end,
      message: `Claim ${at.claim} has a line "${m[2]}" that only names ${/^[aeiou]/.test(head) ? 'an' : 'a'} ${head}: a measure, event or state of nothing the claim names.`,
      suggestion: `Say what has the ${head} and what it is ("wherein the drum rotates at a speed of…"), or delete the line.`,
    });
  }
}
