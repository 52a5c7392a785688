/**
 * Where a description lists its reference numerals under a heading of their own ("LIST OF
 * REFERENCE NUMBERS", "Reference Signs List", "PARTS LIST"): each entry puts the name after its
 * numeral ("13 unique QR Code 14 3D unique QR Code"), so no name there is read as the numeral
 * before it.
 */
const LIST_HEADING =
  /(?:^|\n)[ \t]*(?:(?:list of |description of (?:the )?|explanation of (?:the )?)?reference (?:numerals?|numbers?|signs?|characters?|labels?|symbols?)(?: list)?|parts list|list of parts)[ \t]*:?[ \t]*(?=\n)/gi;

/** The next heading after a list: a short line of capitals without digits. */
const NEXT_HEADING = /\n[ \t]*[A-Z][A-Z ,()/&-]{3,}[ \t]*(?=\n|$)/g;

/** The stretches [start, end) of a section's text that are reference-numeral lists. */
export function referenceLists(t: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of t.matchAll(LIST_HEADING)) {
    const from = m.index + m[0].length;
    NEXT_HEADING.lastIndex = from;
    const next = NEXT_HEADING.exec(t);
    out.push([from, next ? next.index : t.length]);
  }
  return out;
}

/** Whether an offset lies in one of the stretches. */
export const inStretch = (stretches: Array<[number, number]>, at: number) =>
  stretches.some(([a, b]) => a <= at && at < b);
