/**
 * After a claim is edited and its figure redrawn: the paragraphs that describe that figure are
 * replaced by freshly written ones, and nothing else of the description is touched.
 */

/** The two sections that describe a figure. */
export interface FigureTexts {
  detailed_description: string;
  drawings_description: string;
}

/** A figure as the paragraphs describing it are found: its number and the numerals it carries. */
export interface FigureRef {
  number: number;
  numerals: readonly string[];
}

/** What `replaceFigureParagraphs` did. */
export interface FigureRewrite extends FigureTexts {
  /** Paragraphs of the detailed description replaced (0: none found, the new ones were inserted). */
  replaced: number;
}

/** Paragraphs of a section, and the separator to join them back with. */
function split(text: string): { paras: string[]; sep: string } {
  const sep = /\n[ \t]*\n/.test(text) ? '\n\n' : '\n';
  const paras = text
    .split(sep === '\n\n' ? /\n[ \t]*\n/ : /\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { paras, sep };
}

const FIG = /\bFIG(?:URE)?S?\.?\s*(\d+)[A-Z]?\b/gi;

function figuresIn(p: string): number[] {
  return [...p.matchAll(FIG)].map((m) => Number(m[1]));
}

/**
 * Paragraphs that end a figure's walk: a dependent claim's feature (tied to its figure or not),
 * the closing, another claim's.
 */
const STOP =
  /^(?:In some embodiments,|Referring again to FIG|The embodiments described above|In an embodiment,)/;
/** Paragraphs a walk writes without a numeral (a "wherein" clause, an element not drawn). */
const CONTINUES =
  /^(?:The method includes|In this method,|In this embodiment,|The medium holds|The [\w -]+ (?:includes|provides for)\b|In the [\w -]+,)/;

function mentionsNumeral(p: string, numerals: ReadonlySet<string>): boolean {
  return [...p.matchAll(/\b\d{2,4}\b/g)].some((m) => numerals.has(m[0]));
}

/**
 * The paragraphs `[start, end]` that describe FIG. `ref.number`: from the first that names the
 * figure (or one of its numerals) on through those naming its numerals or continuing its walk,
 * stopping at another figure, a dependent claim's paragraph or the closing. Null when none does.
 */
export function figureBlock(paras: readonly string[], ref: FigureRef): [number, number] | null {
  const nums = new Set(ref.numerals);
  const names = (p: string) => figuresIn(p).includes(ref.number);
  const others = (p: string) => figuresIn(p).some((n) => n !== ref.number);
  let start = paras.findIndex(names);
  if (start < 0) start = paras.findIndex((p) => !others(p) && mentionsNumeral(p, nums));
  if (start < 0) return null;
  let end = start;
  for (let j = start + 1; j < paras.length; j++) {
    const p = paras[j]!;
    if (STOP.test(p) || (others(p) && !names(p))) break;
    if (names(p) || mentionsNumeral(p, nums) || CONTINUES.test(p)) end = j;
    else break;
  }
  return [start, end];
}

/** A paragraph of a figure's walk or of its claim's dependents, which follow the walk. */
const FOLLOWS =
  /^(?:In some embodiments,|Referring again to FIG|At operation|Finally, at operation|The method begins at operation)/;

/**
 * Where a figure's paragraphs go when the text has none: before the next figure's; else after
 * the last earlier figure's walk and its dependent claims' paragraphs.
 */
function insertAt(paras: readonly string[], number: number): number {
  const later = paras.findIndex((p) => figuresIn(p).some((n) => n > number));
  if (later >= 0) return later;
  let last = -1;
  paras.forEach((p, i) => {
    if (figuresIn(p).some((n) => n < number)) last = i;
  });
  if (last < 0) return paras.length;
  let at = last + 1;
  while (at < paras.length && (FOLLOWS.test(paras[at]!) || CONTINUES.test(paras[at]!))) at++;
  return at;
}

/** The "FIG. n is …" paragraph of the brief description of the drawings. */
function drawingsLine(paras: readonly string[], number: number): number {
  return paras.findIndex((p) => {
    const m = /^FIG(?:URE)?\.?\s*(\d+)[A-Z]?\b/i.exec(p);
    return !!m && Number(m[1]) === number;
  });
}

/**
 * Replaces the paragraphs that describe `old` in `current` with those describing `fresh` in
 * `written` (the same draft written anew from the edited claims), in both sections. Every other
 * paragraph is kept as it is, word for word.
 */
export function replaceFigureParagraphs(
  current: FigureTexts,
  written: FigureTexts,
  old: FigureRef,
  fresh: FigureRef,
): FigureRewrite {
  const now = split(current.detailed_description);
  const next = split(written.detailed_description).paras;
  const from = figureBlock(next, fresh);
  const replacement = from ? next.slice(from[0], from[1] + 1) : [];
  const at = figureBlock(now.paras, old);
  const paras = [...now.paras];
  if (at) paras.splice(at[0], at[1] - at[0] + 1, ...replacement);
  else paras.splice(insertAt(paras, fresh.number), 0, ...replacement);

  const dNow = split(current.drawings_description);
  const dNext = split(written.drawings_description).paras;
  const line = dNext[drawingsLine(dNext, fresh.number)];
  const lines = [...dNow.paras];
  const i = drawingsLine(lines, old.number);
  if (line && i >= 0) lines[i] = line;
  else if (line) lines.splice(insertAt(lines, fresh.number), 0, line);
  return {
    detailed_description: paras.join(now.sep),
    drawings_description: lines.join(dNow.paras.length ? dNow.sep : '\n\n'),
    replaced: at ? at[1] - at[0] + 1 : 0,
  };
}
