import { MAX_SENTENCE_CHARS, MAX_SENTENCES } from './limits';
import type { Role, SourceParagraph } from './normalize';
import { render, tagSpans, type Tok } from './nlp';

/** A disclosure sentence with its tokens; `plain` is the text without reference numerals. */
export interface Sentence {
  index: number;
  text: string;
  plain: string;
  toks: Tok[];
  role: Role;
  para: number;
  figures: string[];
  /** States an optional feature ("may", "optionally", "in some embodiments"). */
  optional: boolean;
  /** The problem clauses set aside from it, as needs ("keep the legs from collapsing"): see problem.ts. */
  needs?: string[];
}

const OPTIONAL_CUE =
  /\b(may|can|could|might|optionally|preferably|alternatively|if desired)\b|\bin (some|certain|other|another|one|an|a further|further|various|alternative|particular|yet another|still other) (embodiments?|examples?|implementations?|aspects?|variations?|versions?)\b/i;

const ABBREVIATIONS = new Set(
  (
    'fig figs e.g i.e etc no nos u.s ser approx vs al inc co corp ltd dr mr mrs ms st pat app appl ' +
    'ca cf resp incl min max jan feb mar apr jun jul aug sep sept oct nov dec ref vol pp ft deg eq ' +
    'sec ex'
  ).split(' '),
);

function isBoundary(text: string, dot: number, next: number): boolean {
  const nextChar = text[next] ?? '';
  if (!/[A-Z0-9"'(\[]/.test(nextChar)) return false;
  const before = /([A-Za-z.]+)$/.exec(text.slice(Math.max(0, dot - 12), dot))?.[1] ?? '';
  const word = before.toLowerCase().replace(/^\.+/, '');
  if (ABBREVIATIONS.has(word)) return false;
  if (/^[A-Z]$/.test(before) || /^([A-Za-z]\.)+[A-Za-z]$/.test(before)) return false;
  return true;
}

type Span = [number, number];

function pushSpan(out: Span[], text: string, start: number, end: number): void {
  let from = start;
  while (from < end && /\s/.test(text[from]!)) from++;
  let to = end;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  while (to - from > MAX_SENTENCE_CHARS) {
    const cut = text.lastIndexOf(' ', from + MAX_SENTENCE_CHARS);
    const at = cut > from + MAX_SENTENCE_CHARS / 2 ? cut : from + MAX_SENTENCE_CHARS;
    out.push([from, at]);
    from = at;
    while (from < to && /\s/.test(text[from]!)) from++;
  }
  if (to > from && /[A-Za-z]/.test(text.slice(from, to))) out.push([from, to]);
}

/** Sentence spans of a paragraph, keeping "FIG. 1", "e.g." and initials intact. */
export function sentenceSpans(text: string): Span[] {
  const out: Span[] = [];
  const re = /[.!?]+["')\]]*\s+/g;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    if (!isBoundary(text, m.index, end)) continue;
    pushSpan(out, text, start, end);
    start = end;
  }
  pushSpan(out, text, start, text.length);
  return out;
}

/** True when a sentence's text states an optional feature. */
export function statesOption(plain: string): boolean {
  return OPTIONAL_CUE.test(plain);
}

/** Splits a paragraph into sentences. */
export function splitSentences(text: string): string[] {
  return sentenceSpans(text).map(([a, b]) => text.slice(a, b));
}

function figuresOf(toks: readonly Tok[]): string[] {
  const out: string[] = [];
  for (const t of toks) {
    if (t.kind !== 'fig') continue;
    const body = t.text.replace(/^FIGS?\.\s*/, '');
    for (const piece of body.split(/\s*(?:,|\band\b|\bor\b)\s*/)) {
      const range = /^(\d+)([A-Za-z]?)\s*(?:-|through|to)\s*(\d+)([A-Za-z]?)$/.exec(piece.trim());
      if (range && range[1] === range[3] && range[2] && range[4]) {
        for (let c = range[2].charCodeAt(0); c <= range[4].charCodeAt(0); c++) {
          out.push(range[1] + String.fromCharCode(c));
        }
      } else if (range && !range[2] && !range[4] && Number(range[3]) - Number(range[1]) < 20) {
        for (let n = Number(range[1]); n <= Number(range[3]); n++) out.push(String(n));
      } else if (/^\d+[A-Za-z]?$/.test(piece.trim())) out.push(piece.trim());
    }
  }
  return out;
}

/** Splits and tags the paragraphs, up to `MAX_SENTENCES`; `truncated` says whether some were left. */
export function toSentences(paragraphs: readonly SourceParagraph[]): {
  sentences: Sentence[];
  truncated: boolean;
} {
  const sentences: Sentence[] = [];
  for (let p = 0; p < paragraphs.length; p++) {
    const para = paragraphs[p]!;
    const spans = sentenceSpans(para.text).slice(0, MAX_SENTENCES - sentences.length + 1);
    const tagged = tagSpans(para.text, spans);
    for (let k = 0; k < spans.length; k++) {
      if (sentences.length >= MAX_SENTENCES) return { sentences, truncated: true };
      const text = para.text.slice(spans[k]![0], spans[k]![1]);
      const toks = tagged[k]!;
      const index = sentences.length;
      const plain = render(toks);
      const optional = statesOption(plain);
      sentences.push({
        index,
        text,
        plain,
        toks,
        role: para.role,
        para: p,
        figures: figuresOf(toks),
        optional,
      });
    }
  }
  return { sentences, truncated: false };
}
