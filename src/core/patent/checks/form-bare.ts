import { singular } from '../text';
import type { Claim } from '../types';
import type { CheckContext } from './context';
import { isNonThing } from './form-words';

type At = { section: string; claim: number };

/** A line that is nothing but "a/an", up to two modifiers and a head: "(c) a temperature; and". */
const BARE =
  /^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s*)?(?:a|an)\s+((?:[a-z][\w-]*\s+){0,2}?)([a-z][\w-]*)\s*[;,.]?\s*(?:and|or)?\s*$/i;

/**
 * A line of a claim that is only a measure, event or state ("a speed;") where the claim is no
 * plain list of elements: among the "wherein" clauses of a claim, or among the alternatives of
 * a group ("(b) … SEQ ID NO:87; a temperature; (c) …"). Such a line says nothing of anything.
 * A group whose every line is a measure ("selected from: a temperature; a pressure") is a list
 * of measures and is left alone.
 */
export function bareMeasures(ctx: CheckContext, c: Claim, text: string, at: At): void {
  if (c.elements.length < 2) return;
  const lines = c.elements.map((e) => {
    const m = BARE.exec(text.slice(e.start, e.end));
    const head = m ? singular(m[2]!.toLowerCase()) : '';
    return { e, m, head, measure: !!m && isNonThing(head) };
  });
  if (lines.every((l) => l.measure)) return;
  for (const { e, m, head, measure } of lines) {
    if (!measure || !m) continue;
    const s = e.start + text.slice(e.start, e.end).search(/\b(?:a|an)\s/i);
    const end = s + m[0].slice(m[0].search(/\b(?:a|an)\s/i)).search(/\s*[;,.]?\s*(?:and|or)?\s*$/);
    const phrase = text.slice(s, end);
    ctx.add('form/non-thing', {
      ...at,
      start: s,
      end,
      message: `Claim ${at.claim} has a line "${phrase}" that only names ${/^[aeiou]/.test(head) ? 'an' : 'a'} ${head}: a measure, event or state of nothing the claim names.`,
      suggestion: `Say what has the ${head} and what it is ("wherein the drum rotates at a speed of…"), or delete the line.`,
    });
  }
}
