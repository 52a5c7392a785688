import { clauseEnd, rewriteClause, Tracker } from './clause';
import type { Tok } from './nlp';
import { isPartPhrase, nounPhrases, type NounPhrase } from './phrases';
import type { Sentence } from './sentences';
import { singular } from './words';

/** A component named in the disclosure. */
export interface Part {
  key: string;
  sentences: number[];
  score: number;
  first: number;
  /** Token index of the first mention within sentence `first`. */
  pos: number;
}

/** What the disclosure is about: "apparatus", "valve assembly", with an optional purpose clause. */
export interface Subject {
  key: string;
  sentence: number | null;
  /** What it is for: tokens [from, to) of a sentence, after "for" (or "of", for a method). */
  purpose: { sentence: number; from: number; to: number } | null;
}

/** The facts the writers draw on. */
export interface Analysis {
  sentences: Sentence[];
  usable: Sentence[];
  subject: Subject;
  parts: Part[];
  /**
   * Other names the disclosure gives a part under the same reference numeral ("driving channel 10"
   * beside "drive channel 10"), each mapped to the part's main name.
   */
  aliases: Map<string, string>;
  /**
   * The reference numeral the disclosure gives a part (and the subject) most often: its drawings
   * carry these, so the description keeps them.
   */
  labels: Map<string, string>;
  /**
   * The method the disclosure opens with ("A method for visualizing a registered image…"): its
   * claims come first and name the draft. Null when the opening names a thing.
   */
  method: { sentence: number; purpose: Subject['purpose'] } | null;
  /** Figure label → index of the sentence describing it, or null. */
  figures: Map<string, number | null>;
  software: boolean;
}

const SUBJECT_HEADS =
  /^(system|apparatus|device|assembly|machine|instrument|tool|circuit|arrangement|mechanism|kit|vehicle|platform|structure|container|package|implant|appliance|installation|unit|module|controller|sensor|engine|network|article|product|composition)$/;
/** Opening phrases that are not the thing invented ("A user…", "The field…"). */
const NOT_A_THING = /^(user|person|patient|operator|subject|invention|area|field)$/;
const SOFTWARE =
  /\b(processor|computer|software|program|instructions|controller|microcontroller|server|database|algorithm|computing|firmware|executable)\b/gi;

const BOILERPLATE =
  /\b(claims?|claimed|skilled in the art|scope|spirit|modifications?|incorporated (?:herein )?by reference|without departing|foregoing|hereinafter|patent|application serial|provisional application|application (?:ser(?:ial|\.) )?no|inventors?|assignee)\b/i;

/** A list of reference signs ("1 edging rail 2 flooring 3 base member…"): names, not prose. */
function isSignList(s: Sentence): boolean {
  const numerals = s.toks.filter((t) => t.kind === 'numeral' || /^\d+[a-z]?$/.test(t.text)).length;
  return numerals >= 5 && numerals * 4 >= s.toks.length;
}

function usableSentences(sentences: readonly Sentence[]): Sentence[] {
  const seen = new Set<string>();
  return sentences.filter((s) => {
    const norm = s.plain.toLowerCase().replace(/[^a-z]+/g, ' ');
    if (
      (s.role !== 'body' && s.role !== 'summary') ||
      BOILERPLATE.test(s.plain) ||
      seen.has(norm) ||
      isSignList(s)
    )
      return false;
    seen.add(norm);
    return true;
  });
}

/** True when a sentence states an optional feature ("may", "optionally", "in some embodiments"). */
export function isOptional(s: Sentence): boolean {
  return s.optional;
}

/** Index of the verb after a phrase ending at `end` (skipping adverbs and modals), or -1. */
export function verbAfter(toks: readonly Tok[], end: number): number {
  let i = end;
  while (
    i < toks.length &&
    (toks[i]!.kind === 'numeral' ||
      toks[i]!.pos === 'ADV' ||
      /^(may|can|could|might|will|would|shall)$/.test(toks[i]!.lower))
  )
    i++;
  const t = toks[i];
  return t && (t.pos === 'VERB' || t.pos === 'AUX') ? i : -1;
}

/**
 * The part the disclosure numbers 1, 10 or 100 (by convention the whole thing described), the one
 * it so names most often, at least twice: "an edging rail 1", "the system 100".
 */
function numberedWhole(usable: readonly Sentence[]): Subject | null {
  const seen = new Map<string, { count: number; label: number; s: Sentence; np: NounPhrase }>();
  for (const s of usable) {
    for (const np of nounPhrases(s.toks)) {
      if (s.toks[np.end]?.kind !== 'numeral') continue;
      // "rail 10a" is a part of the whole 10, not the whole.
      const label = labelAt(s.toks, np.end);
      if (!/^(1|10|100)$/.test(label) || !isPartPhrase(np) || np.vague) continue;
      const id = `${label} ${np.key}`;
      const entry = seen.get(id) ?? { count: 0, label: Number(label), s, np };
      entry.count++;
      seen.set(id, entry);
    }
  }
  const best = [...seen.values()]
    .filter((e) => e.count >= 2)
    .sort((x, y) => y.count - x.count || x.label - y.label || x.s.index - y.s.index)[0];
  return best
    ? { key: best.np.key, sentence: best.s.index, purpose: purposeAfter(best.s, best.np) }
    : null;
}

/** What comes before the invention's name in an opening sentence ("The present invention relates to"). */
const OPENING_LEAD = new RegExp(
  '^((the |this |an? (aspect|embodiment) of (the |this )?)?(present |proposed )?(invention|disclosure)' +
    '( generally| particularly| specifically)? (relates|pertains|is directed|concerns|provides|discloses|describes)' +
    '( generally| particularly| specifically| in general)?( to)?' +
    '|there is provided|disclosed (herein )?is|provided (herein )?is|described (herein )?is)?$',
);

/**
 * The thing the disclosure's opening sentences name first: "An IQ modulator and method for…",
 * "Shoe structure comprising…", "The present invention provides bradykinin peptide analogs…",
 * "A method and apparatus for creating a design…" (the apparatus). Null when they name none.
 */
function openingSubject(usable: readonly Sentence[]): Subject | null {
  for (const s of usable.slice(0, 2)) {
    const opening = openingPhrase(s);
    // The second sentence counts only when it says it names the invention: its opening phrase is
    // usually a part ("The wall…").
    if (!opening || (s !== usable[0] && !opening.lead)) continue;
    const { phrases } = opening;
    let np: NounPhrase | undefined = opening.np;
    // "A method and apparatus for…": the thing made or used, not the method.
    if (
      /^(method|process)$/.test(np.head.toLowerCase()) &&
      /^(and|or)$/.test(s.toks[np.end]?.lower ?? '')
    ) {
      const after = phrases[phrases.indexOf(np) + 1];
      np = after?.start === np.end + 1 ? after : undefined;
    }
    // "an ignition or plasma generation apparatus": the thing is the apparatus.
    const next = np && phrases[phrases.indexOf(np) + 1];
    if (
      np &&
      next &&
      next.det === null &&
      next.start === np.end + 1 &&
      /^(and|or)$/.test(s.toks[np.end]!.lower) &&
      SUBJECT_HEADS.test(singular(next.head.toLowerCase()))
    )
      np = next;
    if (!np || !isPartPhrase(np) || NOT_A_THING.test(np.head.toLowerCase())) continue;
    return {
      key: np.vague ? singular(np.head.toLowerCase()) : np.key,
      sentence: s.index,
      purpose: purposeAfter(s, np),
    };
  }
  return null;
}

/** The opening sentence's first phrase and what stands before it, when that is an opening lead. */
function openingPhrase(
  s: Sentence,
): { np: NounPhrase; phrases: NounPhrase[]; lead: string } | null {
  const phrases = nounPhrases(s.toks);
  // "The present invention provides…", "An aspect of the invention is directed to…"
  const np = phrases.find((p) => !/^(invention|disclosure|aspect|embodiment)$/.test(p.head));
  if (!np) return null;
  const lead = s.toks
    .slice(0, np.start)
    .map((t) => t.lower)
    .join(' ');
  return OPENING_LEAD.test(lead) ? { np, phrases, lead } : null;
}

/**
 * The method the first sentence names alone ("A method for visualizing a registered image is
 * presented", "Method of manufacturing a printed circuit board, including…"), not "a method and
 * apparatus for…".
 */
function openingMethod(usable: readonly Sentence[]): Analysis['method'] {
  const s = usable[0];
  const opening = s && openingPhrase(s);
  if (!s || !opening) return null;
  const { np } = opening;
  if (!/^(method|process)$/.test(np.head.toLowerCase()) || np.words.length > 1) return null;
  if (/^(and|or|,)$/.test(s.toks[np.end]?.lower ?? '')) return null;
  return { sentence: s.index, purpose: purposeAfter(s, np, /^(for|of)$/) };
}

/**
 * What the disclosure is about: the thing its opening sentence names (or the part it numbers as
 * the whole when that names it more fully: "a device…", "the cooking device 10"); else the part it
 * numbers as the whole, unless an early phrase with a subject head ("system", "device"…) names the
 * same thing more fully; else that phrase.
 */
function findSubject(usable: readonly Sentence[]): Subject {
  const opening = openingSubject(usable);
  const whole = numberedWhole(usable);
  if (opening && !SUBJECT_HEADS.test(opening.key))
    return whole?.key.endsWith(` ${opening.key}`) ? whole : opening;
  // A bare "system" or "apparatus" names less than a numbered machine ("the apparatus 10"), but
  // not when the opening names that too ("an apparatus for adding weight to a work vehicle").
  if (opening && (!whole || !isMachine(whole.key) || sentenceMentions(usable, opening, whole.key)))
    return opening;
  const named = namedSubject(usable);
  if (whole && !named.key.endsWith(` ${whole.key}`)) return whole;
  return named;
}

/** A phrase naming a machine or system ("apparatus", "work vehicle"), by its head. */
function isMachine(key: string): boolean {
  return SUBJECT_HEADS.test(key.split(' ').at(-1)!);
}

/** True when the sentence naming the subject names `key` too, as something else. */
function sentenceMentions(usable: readonly Sentence[], subject: Subject, key: string): boolean {
  const s = usable.find((u) => u.index === subject.sentence);
  const words = s?.toks.map((t) => singular(t.lower)).join(' ') ?? '';
  return ` ${words} `.includes(` ${key.toLowerCase()} `);
}

function namedSubject(usable: readonly Sentence[]): Subject {
  for (const s of usable.slice(0, 12)) {
    for (const np of nounPhrases(s.toks)) {
      const head = singular(np.head.toLowerCase());
      if (!SUBJECT_HEADS.test(head) || np.mass) continue;
      const key = np.vague || !isPartPhrase(np) ? head : np.key;
      return { key, sentence: s.index, purpose: purposeAfter(s, np) };
    }
  }
  const first = usable[0];
  const np = first ? nounPhrases(first.toks).find(isPartPhrase) : undefined;
  if (first && np && np.start < 3)
    return { key: np.key, sentence: first.index, purpose: purposeAfter(first, np) };
  return { key: 'system', sentence: null, purpose: null };
}

function purposeAfter(s: Sentence, np: NounPhrase, preposition = /^for$/): Subject['purpose'] {
  let i = np.end;
  while (s.toks[i]?.kind === 'numeral') i++;
  // "An IQ modulator and method for modulating…"
  const words = s.toks.slice(i, i + 3).map((t) => t.lower);
  if (/^(and|or)$/.test(words[0] ?? '')) {
    if (/^(methods?|process(es)?)$/.test(words[1] ?? '')) i += 2;
    else if (/^(a|an)$/.test(words[1] ?? '') && /^(method|process)$/.test(words[2] ?? '')) i += 3;
  }
  if (!preposition.test(s.toks[i]?.lower ?? '')) return null;
  const from = i + 1;
  // "for microbially deactivating articles"
  const verb = /^[a-z]{3,}ly$/.test(s.toks[from]?.lower ?? '') ? from + 1 : from;
  if (!/^[a-z]{3,}ing$/.test(s.toks[verb]?.lower ?? '')) return null;
  const end = clauseEnd(s.toks, from, 40) ?? from;
  let to = verb + 1;
  const stop = /^(that|which|who|where|when|and|or|so|thereby|by|using|to|in|with)$/;
  while (to < end && !stop.test(s.toks[to]!.lower) && !isPurposeVerb(s.toks, to, verb)) to++;
  return to - from >= 2 && to - from <= 10 ? { sentence: s.index, from, to } : null;
}

/**
 * A verb that ends a purpose clause ("for watering a garden includes…"). Not a participle before a
 * noun ("for making modified polybutylene", "of manufacturing printed circuit boards"), nor a
 * plural the tagger read as a verb right after the gerund ("for forming interconnects").
 */
function isPurposeVerb(toks: readonly Tok[], i: number, gerund: number): boolean {
  const t = toks[i]!;
  if (!/^(VERB|AUX)$/.test(t.pos)) return false;
  if (/(ed|ing)$/.test(t.lower) && /^(NOUN|PROPN|ADJ)$/.test(toks[i + 1]?.pos ?? '')) return false;
  return !(i === gerund + 1 && t.pos === 'VERB' && /[^s]s$/.test(t.lower));
}

/**
 * A purpose clause as the claims write it, after its own preposition ("for watering a garden",
 * "of manufacturing a circuit board"); null when there is none or it cannot be written safely.
 */
export function purposeClause(
  a: Pick<Analysis, 'sentences'>,
  p: Subject['purpose'],
  tracker = new Tracker(),
): string | null {
  if (!p) return null;
  const toks = a.sentences[p.sentence]!.toks;
  // The gerund (with its adverb) as written: the tagger may read "detecting fraudulent
  // transactions" as one noun phrase, which the rewrite would count ("a plurality of detecting…").
  let verb = p.from;
  while (verb < p.to && !/^[a-z]{3,}ing$/.test(toks[verb]!.lower)) verb++;
  if (verb >= p.to - 1) return null;
  const text = rewriteClause(toks, verb + 1, p.to, tracker);
  const lead = toks.slice(p.from - 1, verb + 1).map((t) => t.lower);
  return text && `${lead.join(' ')} ${text}`;
}

type PartStats = Part & { numerals: number; subj: number };

/**
 * Folds the phrases the disclosure numbers with one numeral, and whose head noun is the same, into
 * the one numbered that way most often: "driving channel 10" into "drive channel 10". Only a
 * numeral a phrase follows most often counts for it: in a list of reference signs ("3 base member
 * 4 covering member") each name is followed by the next part's numeral.
 */
function foldAliases(
  stats: Map<string, PartStats>,
  labels: Map<string, Map<string, number>>,
  usual: Map<string, { label: string; count: number }>,
): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [label, keys] of labels) {
    // A phrase folded already (under this numeral or another) is gone from `stats`.
    const ranked = [...keys]
      .filter(([key]) => stats.has(key))
      .sort(
        (x, y) =>
          y[1] - x[1] ||
          stats.get(y[0])!.sentences.length - stats.get(x[0])!.sentences.length ||
          (x[0] < y[0] ? -1 : 1),
      );
    if (!ranked.length) continue;
    const main = ranked[0]![0];
    const head = main.split(' ').at(-1);
    for (const [key] of ranked.slice(1)) {
      if (
        key.split(' ').at(-1) !== head ||
        usual.get(key)?.label !== label ||
        usual.get(main)?.label !== label
      )
        continue;
      const into = stats.get(main)!;
      const from = stats.get(key)!;
      into.sentences = [...new Set([...into.sentences, ...from.sentences])].sort((a, b) => a - b);
      into.numerals += from.numerals;
      into.subj += from.subj;
      stats.delete(key);
      aliases.set(key, main);
    }
  }
  return aliases;
}

/** The reference numeral at `i` with its letter ("2" "a" → "2a"). */
function labelAt(toks: readonly Tok[], i: number): string {
  const suffix = toks[i + 1];
  return suffix?.kind === 'numeral' && !suffix.space && /^[a-z]'?$/.test(suffix.text)
    ? toks[i]!.text + suffix.text
    : toks[i]!.text;
}

/** Phrase → the numeral it follows most often (ties: the first counted). */
function usualLabels(
  labels: Map<string, Map<string, number>>,
): Map<string, { label: string; count: number }> {
  const usual = new Map<string, { label: string; count: number }>();
  for (const [label, keys] of labels) {
    for (const [key, count] of keys) {
      const best = usual.get(key);
      if (!best || count > best.count) usual.set(key, { label, count });
    }
  }
  return usual;
}

function findParts(
  usable: readonly Sentence[],
  subjectKey: string,
): { parts: Part[]; aliases: Map<string, string>; labels: Map<string, string> } {
  const stats = new Map<string, PartStats>();
  /** Reference numeral → the phrases it follows, and how often. */
  const labels = new Map<string, Map<string, number>>();
  for (const s of usable) {
    for (const np of nounPhrases(s.toks)) {
      if (!isPartPhrase(np)) continue;
      const numeral = s.toks[np.end];
      if (numeral?.kind === 'numeral') {
        const label = labelAt(s.toks, np.end);
        const keys = labels.get(label) ?? new Map<string, number>();
        keys.set(np.key, (keys.get(np.key) ?? 0) + 1);
        labels.set(label, keys);
      }
      if (np.key === subjectKey) continue;
      let p = stats.get(np.key);
      if (!p) {
        p = {
          key: np.key,
          sentences: [],
          score: 0,
          first: s.index,
          pos: np.start,
          numerals: 0,
          subj: 0,
        };
        stats.set(np.key, p);
      }
      if (p.sentences.at(-1) !== s.index) p.sentences.push(s.index);
      if (numeral?.kind === 'numeral') p.numerals++;
      if (verbAfter(s.toks, np.end) >= 0) p.subj++;
    }
  }
  const usual = usualLabels(labels);
  const aliases = foldAliases(stats, labels, usual);
  const frequent = [...stats.values()].filter((p) => p.sentences.length >= 2 || p.numerals > 0);
  const numbered = frequent.filter((p) => p.numerals > 0);
  const all =
    numbered.length >= 3 ? numbered : frequent.length >= 3 ? frequent : [...stats.values()];
  const modifiedHeads = new Set(
    all.filter((p) => p.key.includes(' ')).map((p) => p.key.split(' ').at(-1)),
  );
  const parts = all
    .filter((p) => p.key.includes(' ') || !modifiedHeads.has(p.key))
    .map((p) => ({
      key: p.key,
      sentences: p.sentences,
      first: p.first,
      pos: p.pos,
      score: p.sentences.length + 4 * Math.min(p.numerals, 5) + p.subj,
    }))
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, 16);
  const own = new Map<string, string>();
  for (const key of [subjectKey, ...stats.keys()]) {
    const label = usual.get(key)?.label;
    if (label) own.set(key, label);
  }
  return { parts, aliases, labels: own };
}

function findFigures(sentences: readonly Sentence[]): Map<string, number | null> {
  const figures = new Map<string, number | null>();
  for (const s of sentences) {
    const lead = s.toks[0];
    const describes = lead?.kind === 'fig' && /^(VERB|AUX)$/.test(s.toks[1]?.pos ?? '');
    for (const f of s.figures) {
      if (describes && figures.get(f) == null) figures.set(f, s.index);
      else if (!figures.has(f)) figures.set(f, null);
    }
  }
  const sortKey = (f: string): number =>
    Number.parseInt(f, 10) * 100 +
    (f.charCodeAt(f.length - 1) > 64 ? f.charCodeAt(f.length - 1) : 0);
  return new Map([...figures].sort((a, b) => sortKey(a[0]) - sortKey(b[0])));
}

/** Analyses tagged sentences: subject, parts, figures, whether it is software-like. */
export function analyse(sentences: Sentence[]): Analysis {
  const usable = usableSentences(sentences);
  const pool = usable.length ? usable : sentences;
  let subject = findSubject(pool);
  let { parts, aliases, labels } = findParts(pool, subject.key);
  const sameHead = parts.slice(0, 5).find((p) => p.key.split(' ').at(-1) === subject.key);
  if (sameHead) {
    subject = { key: sameHead.key, sentence: sameHead.first, purpose: null };
    ({ parts, aliases, labels } = findParts(pool, subject.key));
  }
  const software =
    (
      sentences
        .map((s) => s.plain)
        .join(' ')
        .match(SOFTWARE) ?? []
    ).length >= 3;
  return {
    sentences,
    usable: pool,
    subject,
    parts,
    aliases,
    labels,
    method: openingMethod(pool),
    figures: findFigures(sentences),
    software,
  };
}
