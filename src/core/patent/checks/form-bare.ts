import { singular, tokenize } from '../text';
import type { CheckContext } from './context';
import { elementItem } from './form-items';
import { leadPhrase } from './form-np';
import { nonThingOf, type NonThing } from './form-property';
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
 * A whole line (the one before it ends in ";" or ":") that opens with a measure or event and its
 * complement: "a temperature of the fluid;", "an increase in the pressure of the chamber;".
 */
function measureLine(text: string, lines: Line[], k: number): NonThing | null {
  const l = lines[k]!;
  const prev = lines[k - 1];
  if (prev && !/[;:]\s*(?:and|or)?\s*$/.test(text.slice(prev.start, l.start))) return null;
  const label = /^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s*)?/i.exec(text.slice(l.start, l.end))!;
  const start = l.start + label[0].length;
  const body = text.slice(start, l.end).replace(/[;,.]?\s*(?:and|or)?\s*$/i, '');
  if (!/^(?:a|an)\s/i.test(body)) return null;
  return nonThingOf(elementItem(body, start));
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
    // Most lines are long: only a short one can be a bare measure.
    if (l.end - l.start > 100) continue;
    const m = BARE.exec(text.slice(l.start, l.end));
    const head = m ? singular(m[3]!.toLowerCase()) : '';
    const measure = m && isNonThing(head) ? null : measureLine(text, lines, k);
    if ((!m || !isNonThing(head)) && !measure) continue;
    heads ??= lines.map((x) => leadHead(text, x));
    if (heads.some((h, j) => j !== k && h !== null && isNonThing(h))) continue;
    const start = measure ? measure.start : l.start + m![1]!.length;
    const end = measure ? measure.end : start + m![2]!.length;
    const word = measure ? measure.word : head;
    const said = text.slice(start, end);
    ctx.add('form/non-thing', {
      ...at,
      start,
      end,
      message: `Claim ${at.claim} has a line "${said}" that only names ${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}: a measure, event or state, not a part.`,
      suggestion: `Say what has the ${word} and what it is ("wherein the drum rotates at a speed of…"), or delete the line.`,
    });
  }
}
