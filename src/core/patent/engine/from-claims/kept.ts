/**
 * The disclosure's own text, kept in the specification: what no claim recites (alternatives,
 * materials, ranges, advantages) is the support for later amendments, so none of it may be lost.
 * Its sentences are rewritten only where they would contradict our drawings: the disclosure's
 * figures are not ours (the figures are drawn from the claims), so "FIG. 3" references go, and a
 * reference numeral stays only where a sheet shows that part under that number.
 */
import { numeralsInText } from '../../parse/numerals';
import type { Sentence } from '../sentences';
import { soften } from '../writer';
import type { Para } from '../writer';

/** "FIG. 3", "FIGS. 1 and 2", "FIGS. 4A-4C", "Figure 2". */
const FIG = String.raw`FIG(?:URE)?S?\.?\s*\d+[A-Za-z]?(?:\s*(?:,|and|or|through|to|-)\s*(?:FIG(?:URE)?S?\.?\s*)?\d+[A-Za-z]?)*`;
/** A clause that only points at a figure: "As shown in FIG. 2,", "Referring now to FIGS. 3 and 4,". */
const FIG_LEAD = new RegExp(
  String.raw`^(?:(?:As\s+(?:is\s+)?(?:best\s+)?)?(?:shown|illustrated|depicted|seen)\s+in|(?:Referring|Turning)\s+(?:now\s+)?(?:again\s+)?(?:in\s+more\s+detail\s+)?to|With\s+(?:further\s+)?reference\s+to|In)\s+(?:the\s+embodiment\s+of\s+)?${FIG}\s*,?\s*`,
  'i',
);
/** "(FIG. 1)", "(see FIGS. 2 and 3)". */
const FIG_PAREN = new RegExp(String.raw`\s*\((?:see\s+|cf\.\s+)?${FIG}\)`, 'gi');
/** ", as shown in FIG. 2" goes whole; "shown in FIG. 2", "of FIG. 2" lose the figure ("(not shown)"). */
const FIG_TAIL = new RegExp(
  String.raw`,?\s+as\s+(?:is\s+)?(?:best\s+)?(?:shown|illustrated|depicted|seen)\s+in\s+${FIG}|\s+(?:in|of|according\s+to)\s+${FIG}`,
  'gi',
);
const FIG_ANY = new RegExp(FIG, 'g');

/** A numeral on a sheet and the part it names. */
type Drawn = Readonly<{ numeral: string; name: string }>;

/** Lower-case name of a drawn part, compared word for word. */
const key = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^(?:the|a|an|said|each)\s+/, '')
    .trim();

/**
 * The numeral our sheets give the part a disclosure numeral names, or null: the same numeral
 * under the same name, else the one part drawn under that name (its last words).
 */
function drawnNumeral(name: string, numeral: string, drawn: readonly Drawn[]): string | null {
  const n = key(name);
  if (!n) return null;
  const fits = (d: Drawn) => {
    const k = key(d.name);
    return k === n || k.endsWith(` ${n}`) || n.endsWith(` ${k}`);
  };
  if (drawn.some((d) => d.numeral === numeral && fits(d))) return numeral;
  const named = [...new Set(drawn.filter(fits).map((d) => d.numeral))];
  return named.length === 1 ? named[0]! : null;
}

/**
 * "FIG. 1 is a side view of …", "FIG. 3 shows a three-dimensional representation of …": what a
 * drawing of the disclosure's is, not what the invention is.
 */
const FIG_IS = new RegExp(
  String.raw`^${FIG}\s+(?:(?:is|are)\b|(?:shows?|illustrates?|depicts?)\s+an?\s+(?:[\w-]+\s+){0,3}(?:views?|representations?|diagrams?|illustrations?|sections?|schematics?|flow\s*charts?|drawings?|graphs?|charts?|plots?)\b)`,
  'i',
);
/** "FIG. 3 shows the valve open": what the drawing shows is an embodiment's. */
const FIG_SHOWS = new RegExp(
  String.raw`^(?:(?:Finally|Further|Also|Similarly),?\s+)?${FIG}\s+(?:shows?|illustrates?|depicts?|represents?)\s+`,
  'i',
);

/** A sentence with no figure reference: the clause pointing at it goes, else the figure is "an embodiment". */
function withoutFigures(text: string): string {
  let out = text.replace(FIG_PAREN, '').replace(FIG_SHOWS, 'An embodiment includes ');
  const lead = FIG_LEAD.exec(out);
  if (lead) out = out.slice(lead[0].length).replace(/^[a-z]/, (c) => c.toUpperCase());
  out = out.replace(FIG_TAIL, '');
  // What is left names the figure as a subject ("FIG. 3 shows the valve open").
  return out.replace(FIG_ANY, (m) =>
    /^FIG(?:URE)?S\b/i.test(m) ? 'embodiments' : 'an embodiment',
  );
}

/**
 * A disclosure sentence as the specification can say it: softened (see `soften`), no figure of
 * the disclosure's, and each reference numeral either the one our sheets give that part or none.
 */
export function keptSentence(raw: string, drawn: readonly Drawn[]): string {
  const softened = soften(raw).replace(/\s+/g, ' ').trim();
  // The disclosure's list of its own drawings describes no drawing of this application.
  if (FIG_IS.test(softened)) return '';
  // A list of reference signs ("12 bore 13 latching web 14 …") names the disclosure's numerals.
  const numbers = softened.match(/\b\d+[a-z]?\b/g)?.length ?? 0;
  if (numbers >= 4 && numbers >= 0.3 * softened.split(' ').length) return '';
  let text = withoutFigures(softened);
  // A numeral dropped can make the next number read as one ("Heart (1998) 80"): read again.
  for (let round = 0; round < 3; round++) {
    let changed = false;
    for (const u of [...numeralsInText(text)].reverse()) {
      const ours = drawnNumeral(u.name, u.numeral, drawn);
      if (ours === u.numeral) continue;
      const paren = text[u.start - 1] === '(' && text[u.end] === ')';
      const from = paren ? u.start - 1 : u.start;
      const to = paren ? u.end + 1 : u.end;
      const lead = text.slice(0, from).replace(/[ \t]+$/, '');
      text = ours ? `${lead} ${ours}${text.slice(to)}` : `${lead}${text.slice(to)}`;
      changed = true;
    }
    if (!changed) break;
  }
  return text
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:]+/, '')
    .replace(/^[a-z]/, (c) => c.toUpperCase())
    .trim();
}

/** Roles whose sentences the detailed description keeps (drawings and claims have sections of their own). */
const KEPT_ROLES = new Set(['body', 'summary']);

/**
 * The disclosure's paragraphs no walk quoted, in the disclosure's order: each paragraph's unused
 * sentences, rewritten by `keptSentence`, with the sentences they came from.
 */
export function keptParagraphs(
  sentences: readonly Sentence[],
  texts: readonly string[],
  used: ReadonlySet<number>,
  roles: ReadonlySet<string> = KEPT_ROLES,
): Para[] {
  const out: Para[] = [];
  let para = -1;
  for (const s of sentences) {
    if (!roles.has(s.role) || used.has(s.index)) continue;
    const text = texts[s.index];
    if (!text || !/[A-Za-z]{2}/.test(text)) continue;
    const last = out[out.length - 1];
    if (last && s.para === para) {
      last.text += ` ${text}`;
      last.sources.push(s.index);
    } else out.push({ text, sources: [s.index] });
    para = s.para;
  }
  return out;
}
