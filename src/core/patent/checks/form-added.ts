import type { Claim } from '../types';
import type { CheckContext } from './context';
import { elementItem } from './form-items';
import { nonThingOf } from './form-property';
import { statesFact } from './form-steps';
import { isNonThing } from './form-words';
import { singular, tokenize } from '../text';

type At = { section: string; claim: number };

/**
 * A part a dependent claim adds by a verb of having parts ("…, further comprising a X",
 * "wherein the housing includes an outlet and a X"), where the claim's body is no list the form
 * checks read: each "a/an" phrase so added is an element like any listed one, and one that names
 * a measure or an event ("a pressure drop across the outlet") is no part. "Has"/"having" stay
 * out: "wherein the plate has a thickness of 2 mm" says what the plate is, it adds nothing.
 */
const ADDS =
  /\b(?:(?:further|also|additionally)\s+)?(?:comprising|comprises|comprise|including|includes|include|containing|contains|(?:provided|equipped|fitted)\s+with)\s+(?=(?:an?|one\s+or\s+more|at\s+least\s+one|two|three|four|several|multiple)\s|[a-z]+\s*(?:[.;]|$))/gi;
/** What opens an added element: an article or a count ("one or more vibrations", "two speeds"). */
const OPENS =
  /^(?:an?|one\s+or\s+more|at\s+least\s+one(?!\s+of\b)|two|three|four|several|multiple)\s/i;
/**
 * Things whose contents may be measures: a signal "comprises a transmit power level", a set of
 * positions "comprising a range". What such a thing holds is data or a span, not a part.
 */
const HOLDS_DATA =
  /^(?:signals?|messages?|information|data|packets?|frames?|fields?|records?|sets?|groups?|ranges?|plurality|lists?|tables?|codes?|instructions?|parameters?|values?|vectors?|sequences?|patterns?|profiles?|maps?|files?|reports?|requests?|commands?|headers?|payloads?|positions?|states?|conditions?|modes?|settings?|characteristics?|properties|features?)$/i;
/** The subject of "includes": "wherein the housing includes", "the motor including". */
const SUBJECT =
  /\b(?:the|said)\s+(?:[\w-]+\s+){0,4}?([\w-]+)\s+(?:(?:is|are)\s+)?(?:(?:further|also|additionally)\s+)?$/i;

/** Whether the verb at `at` adds parts to a physical thing: the claimed thing, or a named part. */
function addsParts(body: string, m: RegExpMatchArray): boolean {
  if (/^further\s/i.test(m[0])) return true;
  const before = body.slice(Math.max(0, m.index! - 80), m.index);
  // "The apparatus of claim 1, which comprises …": the claimed thing itself adds.
  if (/\bclaims?\s+\d+\s*,?\s*(?:which|that)\s+$/i.test(before)) return true;
  const found = SUBJECT.exec(before);
  // "a set of positions of the armrest comprising a range": the armrest is not what comprises.
  if (
    !found ||
    /\b(?:of|in|on|at|for|with|from|to|by|between)\s+$/i.test(before.slice(0, found.index))
  )
    return false;
  // What a measure or an event comprises ("the current operation comprises a read operation")
  // is measures or events.
  return !HOLDS_DATA.test(found[1]!) && !isNonThing(singular(found[1]!.toLowerCase()));
}

/** Where the added phrases end: a clause, a sentence or another verb's object. */
const LIST_END = /[;.:]|,\s*(?:and\s+|or\s+)?(?:wherein|whereby|where|such|so|which|that)\b/i;
/** Between two added phrases: ", a …", ", and a …", " and a …". */
const JOIN =
  /\s*,\s*(?:and\s+)?(?=(?:an?|one\s+or\s+more|at\s+least\s+one)\s)|\s+and\s+(?=(?:an?|one\s+or\s+more|at\s+least\s+one)\s)/gi;

/**
 * Flags what a dependent claim adds after `after` (an offset in the section: where the list the
 * other rules read ends, or the claim's start). In a method claim only "further comprising a …"
 * adds, and what it adds is a step: a measure there is no act.
 */
export function addedNonThings(
  ctx: CheckContext,
  c: Claim,
  text: string,
  at: At,
  after = c.bodyStart,
): void {
  const method = c.category === 'method';
  if (c.independent || !['apparatus', 'system', 'composition', 'method'].includes(c.category))
    return;
  const body = text.slice(c.bodyStart, c.end);
  for (const m of body.matchAll(ADDS)) {
    if (c.bodyStart + m.index < after || (method && !/^further\s/i.test(m[0]))) continue;
    if (!addsParts(body, m)) continue;
    const from = m.index + m[0].length;
    const stop = LIST_END.exec(body.slice(from));
    const list = body.slice(from, stop ? from + stop.index : body.length);
    let at0 = 0;
    for (const piece of list.split(JOIN)) {
      const offset = list.indexOf(piece, at0);
      at0 = offset + piece.length;
      // A bare word only right after "further comprising" ("…, further comprising vibration.").
      const bare =
        !OPENS.test(piece) &&
        /^[a-z]+\s*$/i.test(piece) &&
        /^(?:further|also|additionally)\s/i.test(m[0]);
      if (!OPENS.test(piece) && !bare) continue;
      const hit = nonThingOf(elementItem(piece, c.bodyStart + from + offset));
      if (!hit) continue;
      const phrase = text.slice(hit.start, hit.end);
      const an = /^[aeiou]/.test(hit.word) ? 'an' : 'a';
      if (method) {
        ctx.add('form/non-action-step', {
          ...at,
          start: hit.start,
          end: hit.end,
          message: `Claim ${at.claim} adds "${phrase}" as a step, but ${an} ${hit.word} is a measure, event or state, not an act.`,
          suggestion: `Say what is done with the ${hit.word} ("measuring ${an} ${hit.word}…", "keeping the ${hit.word} below…").`,
        });
        continue;
      }
      ctx.add('form/non-thing', {
        ...at,
        start: hit.start,
        end: hit.end,
        message: `Claim ${at.claim} adds "${phrase}" as a part, but ${an} ${hit.word} is a measure, event, state or process, not a part.`,
        suggestion: `Name the part that has, sets or causes the ${hit.word}, or say in a "wherein" clause what ${hit.word} a named part has.`,
      });
    }
  }
}

/** "…, further comprising": what follows in a method claim is one more step. */
const FURTHER =
  /\b(?:further|also|additionally)\s+(?:comprising|comprises|comprise|including|includes|include)\s+/gi;
/** Where an added step ends: a clause of its own, or the sentence. */
const STEP_END = /[;.:]|,\s*(?:and\s+)?(?:wherein|whereby|where|thereby)\b/i;

/**
 * What "further comprising" adds to a method claim must be an act. A sentence of state in its
 * place ("…, further comprising the substrate being at a predetermined temperature", "the frame
 * being stationary") says how something is, not what the method does.
 */
export function addedConditions(
  ctx: CheckContext,
  c: Claim,
  text: string,
  at: At,
  after = c.bodyStart,
): void {
  if (c.category !== 'method') return;
  const body = text.slice(c.bodyStart, c.end);
  for (const m of body.matchAll(FURTHER)) {
    if (c.bodyStart + m.index < after) continue;
    const from = m.index + m[0].length;
    const stop = STEP_END.exec(body.slice(from));
    const piece = body.slice(from, stop ? from + stop.index : body.length).trimEnd();
    const start = c.bodyStart + from;
    // "a/an …" is a measure or a thing, `addedNonThings`' to judge.
    if (!piece || OPENS.test(piece) || !statesFact(tokenize(piece, start), piece, start)) continue;
    ctx.add('form/non-action-step', {
      ...at,
      start,
      end: start + piece.length,
      message: `Claim ${at.claim} adds "${piece}" as a step, but it states a condition, not an act the method performs.`,
      suggestion:
        'Recite the act that brings the condition about ("holding the weight in a fixed position…"), or state it in a "wherein" clause of the step it qualifies.',
    });
  }
}
