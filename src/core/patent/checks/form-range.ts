import type { CheckContext } from './context';
import { CONJUNCTIONS, DIMENSIONED, PREPOSITIONS, UNITLESS_BEFORE } from './form-words';

type At = { section: string; claim: number };

const NUM = String.raw`[-+−]?(?:\d+(?:[.,]\d+)*|\.\d+)(?![.,]?\d)`;
const ABOUT = String.raw`(?:(?:about|approximately|around|roughly|substantially|at least|at most)\s+)?`;
/** A unit written after a number: "%", "° C", "mm", "mg/ml", "wt %", "parts by weight". */
const UNIT = String.raw`(?:%|‰|°\s*[CFK]?\.?|(?:wt|vol|mol|mass|weight)\.?\s*%|[A-Za-zµμÅΩ]{1,4}(?:/[A-Za-zµμ]+\d?)?|inch(?:es)?|feet|seconds?|minutes?|hours?|days?|weeks?|degrees?|parts?(?: by (?:weight|mass|volume))?|times|fold|equivalents?|percent)(?![A-Za-z])`;
/** Words that follow a number without being its unit. */
const NOT_UNIT =
  /^(?:and|or|nor|wherein|whereby|when|which|that|in|at|for|with|to|of|from|is|are|was|were|being|the|a|an|said|inclusive|each|respectively|thereof|or more|or less)$/i;
/** What may follow a bound and close the text: punctuation, the end, or a new clause. */
const END = String.raw`(?=\s*(?:[,;)]|\.\s*$|$|(?:and|or|wherein|whereby|when|which)\b(?!\s*${NUM})))`;

const PATTERNS: Array<{ re: RegExp; what: string }> = [
  {
    // "from about 7.4." — a lower bound with no upper bound.
    re: new RegExp(String.raw`\bfrom\s+${ABOUT}${NUM}(?:\s*${UNIT})?${END}`, 'gi'),
    what: 'gives a lower bound ("from …") and no upper bound',
  },
  {
    // "from 10 to." — the upper bound is missing.
    re: new RegExp(
      String.raw`\bfrom\s+${ABOUT}${NUM}(?:\s*${UNIT})?\s*(?:to|-|–|through)(?:\s+(?:about|approximately))?${END}`,
      'gi',
    ),
    what: 'has no number after "to"',
  },
  {
    // "a length of 5 to." — a range whose upper bound is missing, without "from".
    re: new RegExp(
      String.raw`\b(?:of|is|at|be|in|within)\s+${ABOUT}${NUM}(?:\s*${UNIT})?\s*to(?:\s+(?:about|approximately))?${END}`,
      'gi',
    ),
    what: 'has no number after "to"',
  },
  {
    // "from about 0.1% to oxybenzone", "from 25% to following": a word where the upper bound
    // belongs. A determiner or a variable may name a bound ("from 0 to the maximum", "1 to n").
    re: new RegExp(
      String.raw`\bfrom\s+${ABOUT}${NUM}(?:\s*${UNIT})?\s+to\s+(?!(?:about|approximately|around|roughly|substantially|the|a|an|said|its|their|each|one|two|three|four|five|six|seven|eight|nine|ten|zero|infinity|less|more|greater|below|above|up)\b)[a-z]{3,}\b`,
      'gi',
    ),
    what: 'has a word, not a number, after "to"',
  },
  {
    // "between 5 and." / "between 1 ppm wherein" / "between 1100 degrees to," — the second end
    // is missing.
    re: new RegExp(
      String.raw`\bbetween\s+${ABOUT}${NUM}(?:\s*${UNIT})?(?:\s+(?:and|to)(?:\s+(?:about|approximately))?)?(?:\s+inclusive(?:ly)?)?(?=\s*(?:[,;.)]|$)|\s+(?:wherein|whereby|when|where|which|and|or)\b(?!\s*(?:(?:about|approximately)\s+)?[-+−]?\.?\d))`,
      'gi',
    ),
    what: 'names one end of the range "between" two values',
  },
  {
    // "in a range to 100 nm" — the lower bound is missing.
    re: new RegExp(String.raw`\branges?\s+(?:of\s+)?to\s+${ABOUT}${NUM}`, 'gi'),
    what: 'gives an upper bound with no lower bound',
  },
];

const UNITLESS_RANGE = new RegExp(
  String.raw`\b([a-z]+)\s+([a-z]+)\s+(?:of\s+(?:the|said|a|an|each)\s+(?:[a-z-]+\s+){0,3}?[a-z-]+\s+(?=(?:is|are|was|ranges|lies|falls)\b)|)(?:of|is|are|was|ranges|lies|falls|from|between|within|in the range of|in a range of|ranging from|range of)\s+(?:(?:in\s+)?(?:the|a)\s+range\s+of\s+|within\s+)?(?:from\s+|between\s+)?${ABOUT}(${NUM})(\s*${UNIT})?\s*(?:to|-|–|and)\s*${ABOUT}(${NUM})`,
  'gi',
);

/**
 * A one-sided bound of a measure ("a thickness of up to 6", "a diameter of at most 100", "a
 * temperature of less than 30"): a range from zero or to no end, which needs its unit as much.
 */
const UNITLESS_BOUND = new RegExp(
  String.raw`\b(?:of|is|are|was|being)\s+(?:up\s+to|at\s+(?:most|least)|(?:not|no)\s+(?:more|less|greater|higher|lower)\s+than|(?:less|more|greater|lower|higher|smaller|larger)\s+than|below|above|under|over|exceeding)\s+(?:(?:about|approximately)\s+)?${NUM}`,
  'gi',
);
/** The two words before a bound: a modifier and the measure ("molecular weight of up to…"). */
const MEASURE_BEFORE = /([a-z]+)\s+([a-z]+)\s+$/i;

/** Ranges without both ends, and ranges of a measure that needs a unit given without one. */
export function checkRanges(ctx: CheckContext, body: string, base: number, at: At): void {
  if (!/\d/.test(body)) return;
  const seen: Array<[number, number]> = [];
  for (const { re, what } of PATTERNS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(body))) {
      const s = m.index;
      const e = s + m[0].trimEnd().length;
      if (seen.some(([a, b]) => s < b && a < e)) continue;
      // "selected from 1, 2 or 3": a list of values, not a range.
      if (/^\s*,\s*\d/.test(body.slice(e, e + 6))) continue;
      seen.push([s, e]);
      ctx.add('form/open-range', {
        ...at,
        start: base + s,
        end: base + e,
        message: `"${m[0].trim()}" in claim ${at.claim} ${what}.`,
        suggestion: 'State both ends of the range with their unit ("from about 7.4 to about 8.2").',
      });
    }
  }
  lostUnits(ctx, body, base, at, seen);
  unitlessBounds(ctx, body, base, at, seen);
  UNITLESS_RANGE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = UNITLESS_RANGE.exec(body))) {
    // "a temperature range of 20 to 30": the measure is the word before "range".
    const ranged = /^(?:range|ranges|window|span)$/i.test(m[2]!);
    const noun = (ranged ? m[1]! : m[2]!).toLowerCase();
    if (!DIMENSIONED.has(noun) || (!ranged && UNITLESS_BEFORE.has(m[1]!.toLowerCase()))) continue;
    const s = m.index + m[0].indexOf(m[3]!, m[1]!.length + m[2]!.length);
    const e = m.index + m[0].length;
    if (m[4] && !NOT_UNIT.test(m[4].trim())) continue;
    const unit = /^\s*(%|‰|°|[A-Za-zµμÅΩ]+)/.exec(body.slice(e, e + 20));
    // "from 230 to 250 upon excitation": a preposition or conjunction is no unit.
    if (unit && !NOT_UNIT.test(unit[1]!) && !isFunctionWord(unit[1]!.toLowerCase())) continue;
    if (seen.some(([a, b]) => s < b && a < e)) continue;
    seen.push([s, e]);
    ctx.add('form/open-range', {
      ...at,
      start: base + s,
      end: base + e,
      message: `The ${noun} range "${body.slice(s, e)}" in claim ${at.claim} has no unit.`,
      suggestion: `Give the unit of the ${noun} after the numbers (e.g. "20 °C to 30 °C").`,
    });
  }
}

/** "a thickness of up to 6": a bound of a measure that takes a unit, the unit left out. */
function unitlessBounds(
  ctx: CheckContext,
  body: string,
  base: number,
  at: At,
  seen: Array<[number, number]>,
): void {
  UNITLESS_BOUND.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = UNITLESS_BOUND.exec(body))) {
    const words = MEASURE_BEFORE.exec(body.slice(Math.max(0, m.index - 60), m.index));
    if (!words) continue;
    const noun = words[2]!.toLowerCase();
    if (!DIMENSIONED.has(noun) || UNITLESS_BEFORE.has(words[1]!.toLowerCase())) continue;
    const start = m.index;
    const e = m.index + m[0].length;
    const unit = /^\s*(%|‰|°|[A-Za-zµμÅΩ]+)/.exec(body.slice(e, e + 20));
    if (unit && !NOT_UNIT.test(unit[1]!) && !isFunctionWord(unit[1]!.toLowerCase())) continue;
    // "up to 6, 8 or 10" lists values; "up to 6 times" is caught as a unit above.
    if (/^\s*(?:[-–]|to\b|,\s*\d)/.test(body.slice(e, e + 6))) continue;
    if (seen.some(([a, b]) => start < b && a < e)) continue;
    seen.push([start, e]);
    ctx.add('form/open-range', {
      ...at,
      start: base + start,
      end: base + e,
      message: `The ${noun} bound "${body.slice(start, e)}" in claim ${at.claim} has no unit.`,
      suggestion: `Give the unit of the ${noun} after the number (e.g. "up to 6 mm").`,
    });
  }
}

const isFunctionWord = (w: string) => PREPOSITIONS.has(w) || CONJUNCTIONS.has(w);

/** A range of two bare numbers ("from 10 to 23", "between 1 and 5"), with what follows it. */
const BARE_RANGE = new RegExp(
  String.raw`\b(?:from|between|of|is|are|ranges?|ranging)\s+${ABOUT}(\d+(?:\.\d+)?)(?![.,]?\d|\s*[%‰°])\s*(?:to|-|–|and)\s*${ABOUT}(\d+(?:\.\d+)?)(?![.,]?\d)(?=\s*(?:[,;.)]|$|([a-z]+)\b))`,
  'gi',
);
/** Units a draft writes after a range's numbers: a word or sign no other reading has. */
const STRICT_UNIT = String.raw`(?:%|‰|°\s*[cfk]?|(?:wt|vol|mol)\.?\s*%|ppm|ppb|[nµμmck]?m|[mµμn]?l|[mµμnk]?g|[mk]?pa|[kmg]?hz|psi|kda|da|mol|mmol|m|mv|kv|v|ma|w|kw|equivalents?|degrees?|inch(?:es)?|mils?|microns?|seconds?|minutes?|hours?|days?|weeks?|parts by (?:weight|mass|volume)|weight percent|percent|carbon atoms|carbons|cps|cp|mpa\s*s)(?![a-z])`;

/**
 * A range the claim gives in bare numbers ("ranges from 10 to 23, relative to …") where the
 * draft elsewhere writes the same two ends with a unit ("10 to 23 equivalents"): the unit was
 * lost from the claim, which leaves its scope unclear.
 */
function lostUnits(
  ctx: CheckContext,
  body: string,
  base: number,
  at: At,
  seen: Array<[number, number]>,
): void {
  BARE_RANGE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BARE_RANGE.exec(body))) {
    const next = m[3]?.toLowerCase();
    if (next && !isFunctionWord(next) && !/^(?:relative|respectively|inclusive)$/.test(next))
      continue;
    const s = m.index + m[0].indexOf(m[1]!, 3);
    const e = m.index + m[0].length;
    if (seen.some(([a, b]) => s < b && a < e)) continue;
    // "a % wt. solids in the range of about 10-80" names its unit first; "x is an integer from 1
    // to 10", "a ratio of 1 to 5" count or compare and have none.
    const before = body.slice(Math.max(0, m.index - 40), m.index).toLowerCase();
    if (
      new RegExp(String.raw`(?<![a-z])${STRICT_UNIT}`).test(before) ||
      /\b(?:integers?|numbers?|ratios?|ph|index|grade|fold|times|[a-z])\s+(?:(?:is|are|of|in|within)\s+)?(?:(?:the|a)\s+range\s+(?:of\s+)?)?$/.test(
        before,
      )
    )
      continue;
    const esc = (n: string) => n.replace('.', '\\.');
    // "from 10 to 23, relative to the total of 100 equivalents": the basis has the unit the
    // range lost ("from 1 to 5, based on 100 parts by weight of the resin").
    const basis = new RegExp(
      String.raw`^\s*,?\s*(?:relative to|based on|per|with respect to)\s+(?:the\s+)?(?:total\s+)?(?:of\s+)?(?:about\s+)?\d+(?:\.\d+)?\s*(${STRICT_UNIT})`,
      'i',
    ).exec(body.slice(e, e + 80));
    if (basis) {
      seen.push([s, e]);
      ctx.add('form/open-range', {
        ...at,
        start: base + s,
        end: base + e,
        message: `The range "${body.slice(s, e)}" in claim ${at.claim} has no unit, though its basis has one ("${basis[1]}").`,
        suggestion: `Give the unit after the numbers ("… ${basis[1]}").`,
      });
      continue;
    }
    const withUnit = new RegExp(
      String.raw`(?<![\d.])${esc(m[1]!)}\s*(?:${STRICT_UNIT}\s*)?(?:to|-|–|and)\s*${ABOUT}${esc(m[2]!)}\s*${STRICT_UNIT}`,
      'i',
    ).exec(ctx.lowerText());
    if (!withUnit) continue;
    seen.push([s, e]);
    ctx.add('form/open-range', {
      ...at,
      start: base + s,
      end: base + e,
      message: `The range "${body.slice(s, e)}" in claim ${at.claim} has no unit, though the draft gives it one elsewhere ("${withUnit[0]}").`,
      suggestion: 'Give the unit after the numbers, as the draft does elsewhere.',
    });
  }
}
