/**
 * One name per part before analysis: the disclosure's opening names the thing as one phrase ("A
 * folding table lock that …", which the tagger reads as "lock" the verb), and a part it introduced
 * with its full name keeps that name when mentioned again by its head alone ("a locking pawl …
 * the pawl" → "the locking pawl").
 */
import { render, type Tok } from './nlp';
import { isPartPhrase, nounPhrases, type NounPhrase } from './phrases';
import type { Sentence } from './sentences';

/** Words that end the opening's name: a relative clause, a purpose, a list of parts, the end. */
const NAME_END = /^(that|which|who|for|to|with|comprising|including|having|,|\.|;|:)$/;
const NOT_NAME =
  /^(of|in|on|at|by|from|and|or|is|are|was|has|have|can|may|will|would|could|should|the|a|an|method|process)$/;
const MAX_NAME_WORDS = 4;

/**
 * Retags the name an opening "A/An …" sentence gives the thing as one noun phrase, when the tagger
 * split it ("lock" a verb, "shut-off" a preposition). Not when a word may be the sentence's verb
 * ("A system uses sensors that…").
 */
export function nameOpening(toks: readonly Tok[]): Tok[] {
  if (!/^(a|an)$/.test(toks[0]?.lower ?? '')) return [...toks];
  let end = 1;
  while (end < toks.length && !NAME_END.test(toks[end]!.lower)) end++;
  const name = toks.slice(1, end);
  if (
    end >= toks.length ||
    name.length < 2 ||
    name.length > MAX_NAME_WORDS ||
    name.some((t) => !/^[A-Za-z][A-Za-z-]*$/.test(t.text) || NOT_NAME.test(t.lower) || t.kind) ||
    name.some((t) => /^(VERB|AUX)$/.test(t.pos) && /s$/.test(t.lower)) ||
    name.every((t) => /^(NOUN|ADJ|PROPN)$/.test(t.pos))
  )
    return [...toks];
  const retagged = name.map((t, k) => ({
    ...t,
    pos: k < name.length - 1 && t.pos === 'ADJ' ? 'ADJ' : 'NOUN',
    lemma: t.lower,
  }));
  return [toks[0]!, ...retagged, ...toks.slice(end)];
}

const DEFINITE = /^(the|said)$/;

interface Named {
  key: string;
  /** Sentence and token where the full name is first used. */
  sentence: number;
  pos: number;
  modifiers: Tok[];
}

/** Per head noun, the phrases of more than one word that name a part, first use first. */
function fullNamesByHead(
  sentences: readonly Sentence[],
  phrases: readonly NounPhrase[][],
): { byHead: Map<string, Named[]>; bareIntro: Set<string> } {
  const byHead = new Map<string, Named[]>();
  const bareIntro = new Set<string>();
  sentences.forEach((s, si) => {
    for (const np of phrases[si]!) {
      const head = np.key.split(' ').at(-1)!;
      if (np.words.length === 1) {
        if (np.det === null || !DEFINITE.test(s.toks[np.det]!.lower)) bareIntro.add(head);
        continue;
      }
      if (!isPartPhrase(np)) continue;
      const list = byHead.get(head) ?? [];
      if (!list.some((n) => n.key === np.key)) {
        const from = np.det === null ? np.start : np.det + 1;
        list.push({
          key: np.key,
          sentence: si,
          pos: np.start,
          modifiers: s.toks.slice(from, np.end - 1),
        });
      }
      byHead.set(head, list);
    }
  });
  return { byHead, bareIntro };
}

/**
 * "the pawl" after "a locking pawl" becomes "the locking pawl", where the disclosure gives that
 * head one full name only and never introduces it alone ("a pawl"). Only in a disclosure without
 * reference numerals: where it has them, they tell its parts apart ("the housing 10").
 */
export function fullNames(sentences: readonly Sentence[]): Sentence[] {
  if (sentences.some((s) => s.toks.some((t) => t.kind === 'numeral'))) return [...sentences];
  const phrases = sentences.map((s) => nounPhrases(s.toks));
  const { byHead, bareIntro } = fullNamesByHead(sentences, phrases);
  return sentences.map((s, si) => {
    const inserts: Array<{ at: number; toks: Tok[] }> = [];
    for (const np of phrases[si]!) {
      const head = np.key.split(' ').at(-1)!;
      const names = byHead.get(head);
      if (
        np.words.length !== 1 ||
        np.det === null ||
        !DEFINITE.test(s.toks[np.det]!.lower) ||
        s.toks[np.end]?.kind === 'numeral' ||
        bareIntro.has(head) ||
        names?.length !== 1
      )
        continue;
      const full = names[0]!;
      if (full.sentence > si || (full.sentence === si && full.pos > np.start)) continue;
      if (full.modifiers.some((t) => t.kind)) continue;
      inserts.push({ at: np.det + 1, toks: full.modifiers.map((t) => ({ ...t, space: true })) });
    }
    if (!inserts.length) return s;
    const toks = [...s.toks];
    for (const { at, toks: words } of inserts.reverse()) toks.splice(at, 0, ...words);
    return { ...s, toks, plain: render(toks) };
  });
}
