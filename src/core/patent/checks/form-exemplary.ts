import type { CheckContext } from './context';

type At = { section: string; claim: number };

/** "preferably", "more preferably", "most preferably": a claim states what is, not what is liked. */
const EXEMPLARY = /\b(?:(?:more|most|even more|especially|particularly)\s+)?preferabl[ey]\b/gi;

/** A number as claims write it: "3,000,000", "0.5", "-10"; its unit (letters, %, °) after it. */
const NUM = String.raw`([-−]?\d{1,3}(?:,\d{3})+(?!\d)|[-−]?\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(%|°\s*[CFK]?|[A-Za-zµμ]+(?:\/[A-Za-zµμ]+)?))?`;
const ABOUT = String.raw`(?:(?:about|approximately|around|substantially)\s+)?`;
/** "from A to B", "between A and B", "ranging from A to B", "in the range of A to B". */
const RANGE = new RegExp(
  String.raw`\b(from|between|of)\s+${ABOUT}${NUM}${UNIT}\s+(?:to|and|-|–)\s+${ABOUT}${NUM}${UNIT}`,
  'gi',
);
/**
 * "reduced from 100 % to 25 %", "heated from 900 to 20": after a verb of change, "from A to B" is
 * the change, not a range, and may run downwards.
 */
const CHANGE_BEFORE =
  /\b(?:reduc|increas|decreas|chang|rais|lower|dropp?|fall|fell|ris|rose|grow|grew|shift|convert|heat|cool|adjust|var(?:y|ie)|mov|go|goes|went|transition|ramp|switch|turn|declin|diminish|shrink|rotat|tilt|pivot|swung|swing)(?:e|es|ed|d|ing|s)?\s+(?:[a-z-]+\s+){0,3}$/i;

/** A unit as claims abbreviate it ("g", "mm", "Da", "%"), not a word after a bare number. */
const SHORT_UNIT = /^(?:%|°.*|[A-Za-zµμ]{1,4}(?:\/[A-Za-zµμ]+)?)$/;

const value = (s: string): number => Number(s.replace(/,/g, '').replace('−', '-'));

/**
 * Exemplary wording and ranges that cannot be met: "preferably" leaves unclear whether what
 * follows limits the claim (MPEP 2173.05(d)), and a narrower range inside a broader one in the same
 * claim is indefinite (2173.05(c)); a range whose lower end is above its upper end ("from 21 to 0
 * atomic percent", "between 2 and 0") describes no value.
 */
export function checkExemplary(ctx: CheckContext, body: string, base: number, at: At): void {
  EXEMPLARY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = EXEMPLARY.exec(body))) {
    ctx.add('form/exemplary', {
      ...at,
      start: base + m.index,
      end: base + m.index + m[0].length,
      message: `Claim ${at.claim} says "${m[0]}": it is unclear whether what follows limits the claim.`,
      suggestion:
        'Claim the preferred value or range in a dependent claim and delete "preferably" here.',
    });
  }
  if (!/\d/.test(body)) return;
  RANGE.lastIndex = 0;
  while ((m = RANGE.exec(body))) {
    const [, word, low, lowUnit, high, highUnit] = m;
    // "from 100 milliseconds to 1 microsecond": two units, no comparison without converting.
    if (lowUnit && highUnit && lowUnit.toLowerCase() !== highUnit.toLowerCase()) continue;
    if (!(value(low!) > value(high!))) continue;
    if (
      word!.toLowerCase() !== 'between' &&
      CHANGE_BEFORE.test(body.slice(Math.max(0, m.index - 60), m.index))
    )
      continue;
    // The range ends at its unit ("50 g"), not at the word after a bare number ("0 inclusive").
    const cut = highUnit && !SHORT_UNIT.test(highUnit) ? m[0].lastIndexOf(highUnit) : m[0].length;
    const range = m[0].slice(0, cut).trimEnd();
    const end = range.length;
    ctx.add('form/inverted-range', {
      ...at,
      start: base + m.index,
      end: base + m.index + end,
      message: `The range "${range}" in claim ${at.claim} runs from ${low} down to ${high}: its lower end is above its upper end.`,
      suggestion: 'Write the lower end first ("from 0 to 21").',
    });
  }
}
