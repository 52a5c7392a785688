/** Sentences of the disclosure that support a claim element, found by shared words. */
import { numeralsInText } from '../../parse/numerals';
import { soften } from '../writer';

const STOP = new Set(
  (
    'the a an and or of to in on at by for with from into onto that which wherein whereby where ' +
    'said each is are be being been has have having comprising comprises including includes ' +
    'configured adapted such first second third one more least plurality portion thereof ' +
    'than then when while this these those its their it based via further'
  ).split(' '),
);
const MAX_WORDS = 60;
const PER_ELEMENT = 2;

/** Content words of a text, lower case, singular-ish. */
function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []) {
    if (!STOP.has(w)) out.add(w.replace(/(?:es|s)$/, ''));
  }
  return out;
}

interface Candidate {
  index: number;
  text: string;
  words: Set<string>;
}

/** The disclosure's sentences that may be quoted: no figure references, no reference numerals, not too long. */
export class SupportPool {
  private readonly candidates: Candidate[] = [];
  private readonly used = new Set<number>();

  constructor(sentences: readonly string[]) {
    sentences.forEach((raw, index) => {
      const text = soften(raw).replace(/\s+/g, ' ').trim();
      const words = text.split(' ').length;
      if (words < 5 || words > MAX_WORDS || !/^[A-Z]/.test(text) || !/[.]$/.test(text)) return;
      // Our drawings are drawn from the claims: the disclosure's own figures and numerals are not in them.
      if (/\bFIG(?:URE)?S?\b\.?\s*\d/i.test(text)) return;
      if (numeralsInText(text).length) return;
      this.candidates.push({ index, text, words: contentWords(text) });
    });
  }

  /** Up to two unused sentences sharing most of the phrase's content words; marks them used. */
  take(phrase: string): { text: string; sources: number[] } {
    const want = contentWords(phrase);
    if (want.size < 2) return { text: '', sources: [] };
    const scored = this.candidates
      .filter((c) => !this.used.has(c.index))
      .map((c) => {
        let shared = 0;
        for (const w of want) if (c.words.has(w)) shared++;
        return { c, shared, ratio: shared / want.size };
      })
      .filter((s) => s.shared >= 2 && s.ratio >= 0.5)
      .sort((a, b) => b.ratio - a.ratio || b.shared - a.shared || a.c.index - b.c.index)
      .slice(0, PER_ELEMENT)
      .sort((a, b) => a.c.index - b.c.index);
    for (const s of scored) this.used.add(s.c.index);
    return { text: scored.map((s) => s.c.text).join(' '), sources: scored.map((s) => s.c.index) };
  }
}
