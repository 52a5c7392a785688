import { isUnit, type Tok } from './nlp';
import { nounPhrases, phraseText, type NounPhrase } from './phrases';
import { article, isPlural, singular } from './words';

/** A noun phrase introduced in a claim chain; `text` is how it was written, without article. */
export interface Intro {
  key: string;
  text: string;
  head: string;
  bare: boolean;
}

/** The noun phrases a claim (with its parent chain) has introduced. */
export class Tracker {
  private readonly intros: Map<string, Intro>;

  constructor(from?: Tracker) {
    this.intros = new Map(from?.intros);
  }

  /** The introduction of `key`, if any. */
  get(key: string): Intro | undefined {
    return this.intros.get(key);
  }

  /** True when `key` could not be introduced without making a "the …" reference ambiguous. */
  conflicts(key: string): boolean {
    const words = key.split(' ');
    const head = singular(words[words.length - 1]!);
    for (const intro of this.intros.values()) {
      if (intro.head === head && intro.key !== key && (intro.bare || words.length === 1))
        return true;
    }
    return false;
  }

  /** Records an introduction. */
  add(key: string, text: string): void {
    const words = key.split(' ');
    this.intros.set(key, {
      key,
      text,
      head: singular(words[words.length - 1]!),
      bare: words.length === 1,
    });
  }

  /** Keys introduced so far. */
  keys(): string[] {
    return [...this.intros.keys()];
  }
}

const STOP =
  /^(,|;|:|\(|\)|\.|!|\?|which|whereby|thereby|wherein|whereas|while|although|because|since|such|e\.g\.|i\.e\.|etc|thus|hence|however|so)$/;
const BANNED_PRON =
  /^(it|its|they|them|their|this|these|those|he|she|him|her|his|we|us|our|you|your|i|me|my|itself|themselves|one)$/;
const PROFANE =
  /^(invention|inventive|must|essential|critical|necessary|required|always|never|only|should|important|key|crucial|vital|means|said|etc)$/;
const CLAIM_BAD_HEAD =
  /^(method|invention|embodiment|example|figure|fig|disclosure|application|step|patent|document|way|thing|present|here|there|time)$/;
const SUBORDINATOR = /^(when|whenever|if|until|unless|once|after|before|as|that|where|so)$/;
const BAD_CHAR = /["'[\]/\\{}<>@#$*=+|~^`]/;

/** Index where the clause starting at `from` ends (exclusive), or null if longer than `max`. */
export function clauseEnd(toks: readonly Tok[], from: number, max = 22): number | null {
  let i = from;
  while (i < toks.length && !STOP.test(toks[i]!.lower) && toks[i]!.kind !== 'fig') i++;
  return i - from > max ? null : i;
}

/** True when a phrase's words may appear in a claim at all. */
function claimable(np: NounPhrase): boolean {
  const head = np.key.split(' ').at(-1)!;
  if (np.vague || CLAIM_BAD_HEAD.test(head)) return false;
  // "the steering assistance simple steering assistance": two phrases run together.
  if (np.words.slice(0, -1).includes(head)) return false;
  return !np.words.some((w) => PROFANE.test(w) || /^[a-z]$/i.test(w) || /\d/.test(w));
}

/** Renders one phrase for a claim: "the X" when introduced, else "a X" (recorded in `tracker`). */
export function phraseRef(np: NounPhrase, tracker: Tracker): string | null {
  if (!claimable(np)) return null;
  const known = tracker.get(np.key);
  if (known) return `the ${known.text}`;
  if (tracker.conflicts(np.key)) return null;
  const text = phraseText(np, np.plural && !np.mass);
  tracker.add(np.key, text);
  if (np.mass) return text;
  return np.plural ? `a plurality of ${text}` : `${article(text)} ${text}`;
}

/**
 * Comparative words: a claim that says "sharper" or "less power" without saying than what is
 * indefinite (a relative term with no standard), so such a clause is not used. "One or more",
 * "at least" and "at most" are not comparisons.
 */
const COMPARATIVE = /^(more|less|fewer|better|worse|best|worst|most|least|[a-z]{3,}(?:er|est))$/;
/** Adjectives that end like comparatives and are not: places, orders, and plain adjectives. */
const NOT_COMPARATIVE =
  /^(upper|lower|inner|outer|latter|former|other|proper|utter|under|over|after|later|super|bitter|tender|clever|sober|slender|eager|sheer|silver|amber|honest|modest|earnest|further|together|never|ever|however|either|neither|rather|whether|thereafter|hereafter|center|centre|quarter|interior|exterior|anterior|posterior|superior|inferior)$/;

function hasBareComparative(slice: readonly Tok[]): boolean {
  if (slice.some((t) => t.lower === 'than')) return false;
  return slice.some(
    (t, i) =>
      /^(ADJ|ADV)$/.test(t.pos) &&
      COMPARATIVE.test(t.lower) &&
      !NOT_COMPARATIVE.test(t.lower) &&
      !/^(or|and|no|at)$/.test(slice[i - 1]?.lower ?? ''),
  );
}

/** Nouns that count or group the plural after their "of": "a row of teeth", "a pair of arms". */
const COLLECTIVE =
  /^(row|rows|pair|pairs|set|sets|series|group|groups|array|arrays|number|bundle|stack|column|plurality|couple|matrix|grid|cluster|chain|ring|sequence|collection|batch)$/;

/** Number words that count the noun after them ("ninety degrees"), as digits do. */
const NUMBER_WORD =
  /^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;

/**
 * A phrase inside a clause, as the claim writes it. Beside `phraseRef`'s "a …"/"the …": "no X"
 * stays a negation; a count ("0.45 inches") keeps its number; a singular noun the disclosure uses
 * without an article and without a numeral ("for storage", "with respect to", "chip removal") is
 * a mass or idiomatic use and stays bare unless the claim has already introduced it.
 */
function clauseRef(
  np: NounPhrase,
  slice: readonly Tok[],
  at: number,
  tracker: Tracker,
): string | null {
  if (!claimable(np)) return null;
  const det = np.det === null ? null : slice[np.det]!.lower;
  if (det === 'no') return `no ${np.words.join(' ')}`;
  if (det !== null || np.mass) return phraseRef(np, tracker);
  const before = slice[at - 1];
  if (before?.pos === 'NUM' && (/\d/.test(before.text) || NUMBER_WORD.test(before.lower)))
    return np.words.join(' ');
  // "a row of teeth", "a pair of arms": the noun before "of" counts them already.
  if (
    np.plural &&
    !np.mass &&
    slice[at - 1]?.lower === 'of' &&
    COLLECTIVE.test(slice[at - 2]?.lower ?? '') &&
    !tracker.get(np.key) &&
    !tracker.conflicts(np.key)
  ) {
    const text = phraseText(np, true);
    tracker.add(np.key, text);
    return text;
  }
  const numbered = slice[np.end]?.kind === 'numeral';
  if (!np.plural && !numbered && !tracker.get(np.key)) return np.words.join(' ');
  return phraseRef(np, tracker);
}

/**
 * A clause that lost words on the way: "as to define" without its "so", "to based on" (an infinitive
 * marker before a participle), "… or for treating" (a purpose joined to no purpose), "between a
 * portion" (one thing where two belong).
 */
function lostWords(kept: readonly Tok[]): boolean {
  // "connected between a portion": "between" takes two things or a plural.
  const between = kept.findIndex((t) => t.lower === 'between');
  if (
    between >= 0 &&
    !kept
      .slice(between + 1)
      .some((t) => /^(and|each|both)$/.test(t.lower) || (t.pos === 'NOUN' && isPlural(t.lower)))
  )
    return true;
  return kept.some((t, i) => {
    const next = kept[i + 1];
    if (!next) return false;
    if (t.lower === 'as' && next.lower === 'to' && kept[i - 1]?.lower !== 'so') return true;
    // "an immune response or for treating a patient": a second purpose whose first lost its "for".
    if (t.pos === 'CCONJ' && next.lower === 'for' && /ing$/.test(kept[i + 2]?.lower ?? ''))
      return true;
    return (
      t.lower === 'to' && t.pos === 'PART' && next.pos === 'VERB' && /(ed|en)$/.test(next.lower)
    );
  });
}

/**
 * A participle after a noun that describes it, not a verb of its own: "a threshold retrieved from
 * the database", "a risk score computed by a model" (past participle and its preposition), "the
 * request using a trained model" ("using" and its object).
 */
function describes(slice: readonly Tok[], i: number): boolean {
  const t = slice[i]!;
  const next = slice[i + 1];
  if (t.pos !== 'VERB' || t.lemma === t.lower || !next) return false;
  if (/(ed|en)$/.test(t.lower)) return next.pos === 'ADP' && next.lower !== 'to';
  return /^(using|having|including|containing|comprising)$/.test(t.lower) && next.pos === 'DET';
}

/**
 * Rewrites tokens [from, to) for a claim: determiners follow antecedent basis, numerals and
 * optional cues dropped. Returns null when the clause cannot be used safely.
 */
export function rewriteClause(
  toks: readonly Tok[],
  from: number,
  to: number,
  tracker: Tracker,
): string | null {
  const slice = toks.slice(from, to);
  if (hasBareComparative(slice)) return null;
  const phrases = new Map(nounPhrases(slice).map((np) => [np.start, np]));
  const out: string[] = [];
  const glue: boolean[] = [];
  let subclause = false;
  for (let i = 0; i < slice.length; i++) {
    const t = slice[i]!;
    const np = phrases.get(i);
    if (np) {
      // "of finished blades", "includes mounting features": a participle or -ing word the
      // tagger took for a verb names the kind of the noun after it. The words before the clause
      // count too.
      const prev = toks[from + i - 1];
      if (np.det === null && prev?.pos === 'VERB') {
        const twoBack = toks[from + i - 2]?.pos ?? '';
        if (/ed$/.test(prev.lower) && (twoBack === 'ADP' || twoBack === 'PART')) return null;
        if (/ing$/.test(prev.lower) && /^(VERB|AUX)$/.test(twoBack)) return null;
      }
      // "one half the thickness": two phrases side by side read as "a half a thickness".
      const next = phrases.get(np.end);
      if (next && next.det !== null) return null;
      const ref = clauseRef(np, slice, i, tracker);
      const after = slice[np.end];
      // "the counter exceeds": a clause of its own, unless a subordinator opened it ("when …").
      if (!ref || (ref.startsWith('the ') && after?.pos === 'VERB' && after.space && !subclause))
        return null;
      out.push(ref);
      glue.push(i > 0 && !t.space);
      i = np.end - 1;
      continue;
    }
    if (t.kind === 'numeral') continue;
    if (/^[a-z]$/i.test(t.text) && t.pos !== 'DET') return null;
    if (t.pos === 'DET' && !/^(each|every|either|both|all)$/.test(t.lower)) return null;
    const before = slice[i - 1];
    if (t.pos === 'NUM' && /^\d+$/.test(t.text) && !isUnit(slice[i + 1]?.text ?? '')) return null;
    if (i > 0 && !t.space && /^\w/.test(t.text)) return null;
    if (t.text.includes('.') && t.text !== '.' && !/^\d+\.\d+$/.test(t.text)) return null;
    if (
      t.pos === 'VERB' &&
      before?.pos === 'CCONJ' &&
      /[^s]s$/.test(t.lower) &&
      t.lemma !== t.lower
    )
      return null;
    if (SUBORDINATOR.test(t.lower)) subclause = true;
    if (
      i > 0 &&
      (t.pos === 'VERB' || t.pos === 'AUX') &&
      before &&
      /^(NOUN|PROPN|ADJ|NUM)$/.test(before.pos) &&
      !describes(slice, i)
    ) {
      if (!subclause) return null;
      subclause = false;
    }
    if (t.kind === 'fig' || BAD_CHAR.test(t.text) || (STOP.test(t.lower) && t.lower !== 'such'))
      return null;
    if (
      BANNED_PRON.test(t.lower) ||
      PROFANE.test(t.lower) ||
      (/\d/.test(t.text) && t.pos !== 'NUM')
    )
      return null;
    if (
      /^(may|can|could|might)$/.test(t.lower) ||
      /^(optionally|preferably|also|further|generally|typically|advantageously)$/.test(t.lower)
    )
      continue;
    out.push(/^[A-Z][a-z]/.test(t.text) && t.pos !== 'PROPN' ? t.lower : t.text);
    glue.push(i > 0 && !t.space);
  }
  const kept = slice.filter((t) => t.kind !== 'numeral');
  const last = kept.at(-1);
  if (!out.length || !last || /^(ADP|CCONJ|DET|PART|SCONJ|AUX)$/.test(last.pos)) return null;
  // "achieved by including", "including treating": a gerund after its preposition or after
  // another gerund has lost its object.
  const before = kept.at(-2);
  if (
    last.pos === 'VERB' &&
    /ing$/.test(last.lower) &&
    (before?.pos === 'ADP' || (before?.pos === 'VERB' && /ing$/.test(before.lower)))
  )
    return null;
  // "rotating the cards one-hundred and eighty": a count at the end has lost what it counts.
  if (last.pos === 'NUM' && !/\d/.test(last.text)) return null;
  if (lostWords(kept)) return null;
  // "sprayed on or dipped": a verb left at the end after "or"/"and" has lost its own object.
  if (last.pos === 'VERB' && kept.at(-2)?.pos === 'CCONJ') return null;
  let text = '';
  out.forEach((w, k) => (text += (k > 0 && !glue[k] ? ' ' : '') + w));
  // "a plurality of seats" written over a phrase that already counted: "plurality", "pair of".
  return /\b(?:plurality|pair|number|set|series|group|couple) of (?:a|the) plurality\b/.test(text)
    ? null
    : text;
}
