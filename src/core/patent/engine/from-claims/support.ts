/** Sentences of the disclosure that support a claim element, found by shared words. */

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

/** Words only, lower case, without numerals or the cues of an option ("optionally", "in some embodiments"). */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(?:optionally|preferably|in (?:some|certain|other) embodiments|a|an|the)\b/g, ' ')
    .replace(/\b\d+[a-z]?\b/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

interface Candidate {
  index: number;
  text: string;
  words: Set<string>;
}

/**
 * The disclosure's sentences that may be quoted beside an element: whole sentences, not too long,
 * as `keptSentence` rewrote them (no figure of the disclosure's, only numerals our sheets carry).
 */
export class SupportPool {
  private readonly candidates: Candidate[] = [];
  /** Indexes of the sentences quoted so far. */
  readonly used = new Set<number>();

  constructor(sentences: readonly string[]) {
    sentences.forEach((text, index) => {
      const words = text.split(' ').length;
      if (words < 5 || words > MAX_WORDS || !/^[A-Z]/.test(text) || !/[.]$/.test(text)) return;
      this.candidates.push({ index, text, words: contentWords(text) });
    });
  }

  /**
   * Up to two unused sentences sharing most of the phrase's content words; marks them used. One
   * that `said` already says word for word is traced but not repeated.
   */
  take(phrase: string, said = ''): { text: string; sources: number[] } {
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
    const already = ` ${plainWords(said)} `;
    const fresh = scored.filter((s) => !already.includes(` ${plainWords(s.c.text)} `));
    return { text: fresh.map((s) => s.c.text).join(' '), sources: scored.map((s) => s.c.index) };
  }
}
