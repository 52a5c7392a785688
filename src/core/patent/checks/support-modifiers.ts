import { isListedModifier, type Phrase } from '../antecedent/phrases';
import { singular, type Token } from '../text';

/**
 * Nouns that name no structure of their own (the placeholders of Williamson v. Citrix): in "a
 * Peltier element" the modifier is the element's whole name.
 */
const PLACEHOLDER =
  /^(?:element|member|unit|device|component|module|mechanism|means|assembly|part|portion)$/;
/** Where a claim introduces one of its elements: a line of its list, or after the listing verb. */
const LISTED = /(?:[:;]|\b(?:compris|includ)\w*)\s*(?:and\s+)?(?:\(?[a-z0-9]{1,3}[).]\s*)?$/i;

/** The description's words, as `descriptionVocab` gives them. */
interface Vocab {
  words: Set<string>;
  singulars: Set<string>;
  text: string;
}

/** Whether the description uses a word in any form: itself, or a word of its stem ("movable"). */
function described(word: string, vocab: Vocab): boolean {
  if (vocab.singulars.has(singular(word))) return true;
  // A silent "e" drops before a suffix ("moveable", "movable", "moving").
  const stem = word.slice(0, Math.max(4, word.length - 4)).replace(/e$/, '');
  for (const w of vocab.words) if (w.startsWith(stem)) return true;
  return false;
}

/**
 * C6 for what an element's name adds: "a ceramic tower", "a knurled display module", "a Peltier
 * element". A modifier of an element the claim lists narrows the claimed structure, so the
 * description must say it, in some form; the description names that element as a drawn part
 * ("tower 12") or the head is a placeholder the modifier names. Modifiers of measures and
 * relations ("a constant rate", "on a peripheral surface") are read elsewhere, and the
 * description may say them differently. Returns the first modifier the description never uses.
 */
export function unsupportedModifier(
  tokens: readonly Token[],
  text: string,
  p: Phrase,
  vocab: Vocab,
): Token | null {
  if (p.words.length < 2) return null;
  if (!LISTED.test(text.slice(Math.max(0, p.detStart - 40), p.detStart))) return null;
  let hit: Token | null = null;
  for (let k = p.firstToken; k < p.lastToken && !hit; k++) {
    const t = tokens[k]!;
    // An ordinal or a generic adjective ("first", "respective", "main") limits no structure.
    if (/^[a-z]{4,}$/.test(t.lower) && !isListedModifier(t.lower) && !described(t.lower, vocab))
      hit = t;
  }
  if (!hit) return null;
  const head = singular(p.words[p.words.length - 1]!.toLowerCase()).replace(/[^a-z]/g, '');
  // "a securing means", "a pivoting mechanism": a placeholder's -ing word says what it does, read
  // against the structure the description gives it (35 USC 112(f)), not against its words.
  if (PLACEHOLDER.test(head)) return /ing$/.test(hit.lower) ? null : hit;
  return new RegExp(`\\b${head}(?:s|es)?\\s+\\(?\\d+[a-z]?\\b`, 'i').test(vocab.text) ? hit : null;
}
