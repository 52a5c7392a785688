import { isNameChar, isSpaceChar } from '../text';
import type { FigureRef, NumeralUse, Section } from '../types';

/** A unit after a number ("35 mm", "18 degrees"): the number is a quantity, not a numeral. */
export const UNIT_AFTER =
  /^\s*(?:%|°|percent|mm|cm|nm|µm|μm|um|m|km|mg|kg|g|ml|mL|l|L|s|ms|µs|ns|sec|seconds?|minutes?|min|hours?|hrs?|h|days?|weeks?|months?|years?|degrees?|v|volts?|mv|kv|hz|khz|mhz|ghz|w|kw|mw|psi|bar|pa|kpa|mpa|gpa|rpm|wt|parts?|times|inch(?:es)?|in|feet|ft|mils?|microns?|x|db|dbm|bits?|bytes?|kb|mb|gb|tb|mol|mmol|µmol|nm|k|°c|°f|a|ma|ohms?|ω|lbs?|pounds?|ounces?|oz|gauge|cycles?|pixels?|lines?|frames?|samples?|steps?|layers?|units?|meters?|millimeters?|centimeters?|micrometers?|nanometers?|grams?|kilograms?|liters?|milliliters?|ppm|ppb|nf|pf|uf|µf|μf|μs|μl|µl|nl|kω|mω|cc|dpi|ppi|fps|bps|kbps|mbps|gbps)(?:[23²³]|\b)/i;
/** Units that are also common words ("sensor 52 in the housing", "player 35 in FIG. 4", "lever 12 a distance"). */
export const WORD_UNIT = /^\s*(?:in\s+[A-Za-z]|a\s+[a-z])/;

/** Whether the words after a bare number make it a value ("35 mm", "3.5", "5 to 10"). */
export function quantityAfter(after: string): boolean {
  return TAIL_BAD.test(after) || (UNIT_AFTER.test(after) && !WORD_UNIT.test(after));
}

const STOP_NAME = new Set(
  (
    'fig figs figure figures claim claims table tables example examples formula formulas equation equations embodiment embodiments ' +
    'about approximately approx than of to from by at in on and or with between is are was were be been being page pages line lines col column columns ' +
    'no nos number numbers seq id sequence paragraph paragraphs section sections chapter item items version class grade level generation phase ' +
    'degree degrees percent times least most up over under within only some all each every first second third fourth fifth one two three four five six seven eight nine ten ' +
    'type types ph run runs day days week weeks month months year years hour hours minute minutes sample samples group groups lot test tests ' +
    'comparative compound compounds scheme schemes reference references ref refs see also e g i ie eg et al vol issue pp patent patents publication application applications ser serial pat ' +
    'the a an said this that these those its their for as which where when while if then than per via under into onto upon below above up down across along around ' +
    'approximately roughly nearly substantially generally less more greater smaller larger higher lower approximately nominally ' +
    'channel channels slot slots bit bits byte bytes revision rev model series size sizes mode modes option options case cases claim step steps stage stages ' +
    'numeral numerals designated designates indicated indicates denoted denotes labeled labelled shown includes include comprises comprise has have generally'
  ).split(/\s+/),
);

// The background describes prior-art figures with numerals of the same drawings.
const DESCRIPTION_KINDS = new Set([
  'drawings',
  'detailed',
  'summary',
  'description',
  'preface',
  'background',
]);

const CONT_RE = /^\)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\(?$/;
// A numeral: digits, then a sub-number ("21-1"), a letter ("21a") or primes ("21'", "21′′", "21″").
const DIGITS_RE = /\d+(?:-\d+)?[a-zA-Z]?['′’″‴]*/g;

/**
 * Whether "N-M" is a sub-numeral ("unit 21-1", "roller 100-12"): the part after the hyphen has
 * fewer digits than the numeral. "12-14" and "1-2" are ranges, "3-4" a pair.
 */
function subNumeral(numeral: string): boolean {
  const m = /^(\d+)-(\d+)/.exec(numeral);
  return !m || m[2]!.length < m[1]!.length;
}
// After a numeral: more of a number ("12.5", "10−8"), a compound word ("8-hydroxyquinoline",
// "40-foot"), a citation's issue ("19(1)") or a range ("12 to 16").
export const TAIL_BAD =
  /^(?:[\w°%]|[.,/:%°\-−–]\d|[-‐][A-Za-z]|\(\d|\s*(?:to|through|-|–|−|±|x|×)\s*\d)/;

/** The reference numerals of a lone text ("a lever 12 on a pin 14"), read as a detailed description. */
export function numeralsInText(text: string): NumeralUse[] {
  const section: Section = {
    id: 'text',
    kind: 'detailed',
    heading: null,
    headingStart: 0,
    start: 0,
    end: text.length,
    text,
    paragraphs: [],
  };
  return collectNumerals([section]);
}

/** Collects reference numerals named in the description sections ("valve 102", "valves 102a, 102b"). */
export function collectNumerals(sections: Section[]): NumeralUse[] {
  const out: NumeralUse[] = [];
  for (const s of sections) {
    if (!DESCRIPTION_KINDS.has(s.kind)) continue;
    const text = s.text;
    let last: NumeralUse | null = null;
    DIGITS_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = DIGITS_RE.exec(text))) {
      const numeral = m[0];
      const start = m.index;
      const end = start + numeral.length;
      if (
        /^\d{5}/.test(numeral) ||
        !subNumeral(numeral) ||
        (start > 0 && /[\w.,-]/.test(text[start - 1]!) && text[start - 1] !== ',')
      )
        continue;
      let p = start;
      const paren = text[p - 1] === '(';
      if (paren) p--;
      const closeParen = text[end] === ')';
      // "(12" opens without closing; "… and the operation lever 71)" ends a parenthetical
      if (paren && !closeParen) continue;
      const after = text.slice(end + (closeParen ? 1 : 0), end + 14);
      if (quantityAfter(after)) continue;
      if (
        last &&
        last.section === s.id &&
        p - last.end <= 9 &&
        CONT_RE.test(text.slice(last.end, p))
      ) {
        last = { numeral, name: last.name, head: last.head, section: s.id, start, end };
        out.push(last);
        continue;
      }
      let q = p;
      while (q > 0 && (text[q - 1] === ' ' || text[q - 1] === '\t')) q--;
      if (q === p) continue;
      let w = q;
      while (w > 0 && isNameChar(text.charCodeAt(w - 1))) w--;
      const word = text.slice(w, q);
      if (!word || !/^[A-Za-z]/.test(word)) continue;
      const lower = word.toLowerCase();
      if (
        (STOP_NAME.has(lower) && !partNoun(text, w, lower)) ||
        (/ed$/.test(lower) && !/(?:eed|bed)$/.test(lower)) ||
        lower.length < 3 ||
        lower.endsWith('ly') ||
        /^[A-Z]{2,}$/.test(word)
      )
        continue;
      last = { numeral, name: nameBefore(text, w, word), head: lower, section: s.id, start, end };
      out.push(last);
    }
  }
  return out;
}

/**
 * Whether a word that often labels a number ("channel 5", "slot 3") names a part here: a noun
 * before it makes it one ("hinge pin channel 45", "guide slot 17").
 */
function partNoun(text: string, w: number, lower: string): boolean {
  if (!/^(?:channel|slot)s?$/.test(lower)) return false;
  const before = /([A-Za-z][a-z-]*)[ \t]+$/.exec(text.slice(Math.max(0, w - 30), w));
  const b = before?.[1];
  return !!b && /^[a-z]/.test(b) && !STOP_NAME.has(b) && !/(?:ly|ed|ing|al|ic|ive)$/.test(b);
}

const NAME_STOP = new Set([
  'the',
  'a',
  'an',
  'said',
  'each',
  'of',
  'to',
  'and',
  'or',
  'in',
  'on',
  'at',
  'by',
  'with',
  'from',
  'for',
  'is',
  'are',
  'that',
  'which',
  'this',
  'its',
  'their',
  'into',
  'as',
  'via',
  'between',
  'both',
  'when',
  'where',
  'then',
  'than',
]);

function nameBefore(text: string, at: number, head: string): string {
  const words = [head.toLowerCase()];
  let pos = at;
  for (let i = 0; i < 2; i++) {
    const [start, end] = wordBefore(text, pos);
    if (start < 0) break;
    const w = text.slice(start, end).toLowerCase();
    if (NAME_STOP.has(w)) break;
    words.unshift(w);
    pos = start;
  }
  return words.join(' ');
}

/**
 * The word (a letter, then letters and hyphens) that white space separates from `pos`, within
 * the 30 characters before it, as [start, end]; start is -1 when there is none. A scan back from
 * `pos` rather than a pattern anchored at the end, which would be tried at every letter.
 */
function wordBefore(text: string, pos: number): [number, number] {
  const from = Math.max(0, pos - 30);
  let end = pos;
  while (end > from && isSpaceChar(text.charCodeAt(end - 1))) end--;
  let start = end;
  while (start > from && isNameChar(text.charCodeAt(start - 1))) start--;
  while (start < end && text.charCodeAt(start) === 45) start++;
  return end < pos && start < end ? [start, end] : [-1, -1];
}

// A lettered range may end on its letter alone ("FIGS. 5A-D").
const FIG_RE =
  /\bFIG(?:URE)?S?\.?[ \t]*(\d{1,3}[A-Za-z]?)((?:\s*(?:,\s*(?:and|or)|,|and|or|to|through|-|–)\s*(?:FIG(?:URE)?S?\.?\s*)?\d{1,3}[A-Za-z]?\b|[-–][A-Z]\b)*)/gi;
const FIG_ITEM =
  /(,\s*(?:and|or)|,|and|or|to|through|-|–)?\s*(?:FIG(?:URE)?S?\.?\s*)?(\d{1,3}[A-Za-z]?|(?<=[-–])[A-Z])\b/gi;

/** The span of a "BRIEF DESCRIPTION OF THE DRAWINGS" block inside a section, up to the next heading. */
function drawingsBlock(text: string): [number, number] | null {
  const h =
    /^[ \t]*(?:BRIEF\s+)?DESCRIPTION\s+OF\s+(?:THE\s+)?(?:(?:SEVERAL\s+)?VIEWS\s+OF\s+(?:THE\s+)?)?(?:DRAWINGS?|FIGURES?)[ \t]*:?[ \t]*$/im.exec(
      text,
    );
  if (!h) return null;
  const from = h.index + h[0].length;
  const next = /^[ \t]*[A-Z][A-Z ]{6,}[ \t]*:?[ \t]*$/m.exec(text.slice(from));
  return [from, next ? from + next.index : text.length];
}

/** Collects "FIG. n" references; those in the brief description of the drawings are `listed`. */
export function collectFigures(sections: Section[]): FigureRef[] {
  const out: FigureRef[] = [];
  for (const s of sections) {
    if (s.kind === 'claims' || s.kind === 'abstract' || s.kind === 'title') continue;
    const block = s.kind === 'drawings' ? null : drawingsBlock(s.text);
    FIG_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = FIG_RE.exec(s.text))) {
      // A description given as one section may carry its own brief description of the drawings.
      const listed =
        s.kind === 'drawings' || (!!block && m.index >= block[0] && m.index < block[1]);
      const first = m[1]!;
      const firstAt = m.index + m[0].indexOf(first, 3);
      out.push({
        figure: first.toUpperCase(),
        section: s.id,
        start: firstAt,
        end: firstAt + first.length,
        listed,
      });
      const rest = m[2]!;
      const restAt = m.index + m[0].length - rest.length;
      FIG_ITEM.lastIndex = 0;
      let prev = first.toUpperCase();
      let it: RegExpExecArray | null;
      while ((it = FIG_ITEM.exec(rest))) {
        // "5A-D": the letter alone names a view of the figure before it, written in capitals.
        const letter = /^[A-Za-z]$/.test(it[2]!);
        if (letter && (!/^[A-Z]$/.test(it[2]!) || !/^\d+[A-Z]$/.test(prev))) break;
        const fig = letter ? prev.replace(/[A-Z]$/, it[2]!) : it[2]!.toUpperCase();
        const at = restAt + it.index + it[0].length - it[2]!.length;
        if (
          it[1] &&
          /^(?:to|through|-|–)$/i.test(it[1]) &&
          /^\d+$/.test(prev) &&
          /^\d+$/.test(fig)
        ) {
          for (let k = Number(prev) + 1; k < Number(fig) && k - Number(prev) < 100; k++) {
            out.push({ figure: String(k), section: s.id, start: at, end: at + fig.length, listed });
          }
        }
        // "FIGS. 4A-4J", "FIGS. 1A to 1C": every lettered view between
        const a = /^(\d+)([A-Z])$/.exec(prev);
        const b = /^(\d+)([A-Z])$/.exec(fig);
        if (it[1] && /^(?:to|through|-|–)$/i.test(it[1]) && a && b && a[1] === b[1]) {
          for (let k = a[2]!.charCodeAt(0) + 1; k < b[2]!.charCodeAt(0); k++)
            out.push({
              figure: a[1]! + String.fromCharCode(k),
              section: s.id,
              start: at,
              end: at + fig.length,
              listed,
            });
        }
        out.push({ figure: fig, section: s.id, start: at, end: at + fig.length, listed });
        prev = fig;
      }
    }
  }
  return out;
}
