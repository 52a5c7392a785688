/** Characters of disclosure analysed; the rest is ignored (with a note) to bound the work. */
export const MAX_ANALYSED_CHARS = 60_000;
/** Sentences of disclosure analysed. */
export const MAX_SENTENCES = 500;
/** Longest sentence kept whole; longer runs are cut at a word boundary. */
export const MAX_SENTENCE_CHARS = 800;
/** Fewest words a disclosure needs. */
export const MIN_WORDS = 5;
