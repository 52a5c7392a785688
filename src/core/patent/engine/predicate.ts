import { clauseEnd, phraseRef, rewriteClause, Tracker } from './clause';
import type { Tok } from './nlp';
import { nounPhrases, type NounPhrase } from './phrases';
import { gerund, isPlural, thirdPerson } from './words';

/** Nouns after which "to" is a preposition: "a resistance to salt spray", "exposure to light". */
const TO_NOUNS =
  /^(resistance|adhesion|exposure|access|attachment|connection|proximity|relation|response|sensitivity|susceptibility|tolerance|resistant|immunity|damage|reference)$/;

/** A piece of claim text and the tracker state after it. */
export interface Built {
  text: string;
  tracker: Tracker;
}

const HAVE_LIKE = /^(include|comprise|have|contain|incorporate|define|carry|hold|support|house)$/;
/**
 * Thoughts, states and results, not acts: no step ("considering a cost", "exhibiting
 * characteristics", "reaching a target state") and nothing a part is "configured to" do ("a risk
 * score configured to exceed a threshold").
 */
const STATE =
  /^(further|consider|exhibit|accompany|impose|reach|achieve|undertake|require|result|suffer|deserve|exceed|equal|correspond|differ|depend|belong|resemble)$/;
/** Verbs that are not steps: having, using, permitting, and states of shape or place. */
const NO_STEP =
  /^(include|comprise|contain|consist|have|use|base|publish|yield|allow|permit|enable|help|play|find|exit|prefer|employ|reject|intersect|extend|lie|face|surround|overlap|abut|border|span|correspond|exceed|meet|equal|differ|depend|belong|resemble|encompass)$/;
const NO_PREDICATE =
  /^(be|disclose|teach|show|illustrate|depict|relate|refer|describe|represent|mean|call|see|note|know|understand|appreciate|recognize|say|seem|appear|become|remain|exist|need|want|like|wish|intend|list|discuss|explain|follow|precede|occur|do|get|make|let|go|come|take)$/;
/** "not", "never": a clause that says what a part does not do is never turned into one that does. */
const NEGATION = /^(not|never|n't|no|neither|nor|cannot|without)$/;
const SKIPPABLE = (t: Tok): boolean =>
  !NEGATION.test(t.lower) &&
  (t.kind === 'numeral' ||
    t.pos === 'ADV' ||
    /^(may|can|could|might|will|would|shall)$/.test(t.lower));

/** Possible base forms of an "-ing" word the tagger left as it is: "facing" → "fac", "face". */
function stems(verb: Tok): string[] {
  if (verb.lemma !== verb.lower || !/ing$/.test(verb.lower)) return [];
  const stem = verb.lower.slice(0, -3);
  return [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')];
}

/** The verb position after a subject phrase, skipping adverbs, modals and numerals; -1 if none. */
export function predicateStart(toks: readonly Tok[], np: NounPhrase): number {
  // "requests from the dispatcher are served", "recesses 30 of the first leg 12 are smaller": a
  // phrase in a noun's prepositional phrase is not the subject, a reference numeral between or not.
  if (toks[np.start - 1]?.pos === 'ADP') {
    let k = np.start - 2;
    while (toks[k]?.kind === 'numeral' || /^\d+[a-z]?$/.test(toks[k]?.text ?? '')) k--;
    if (/^(NOUN|PROPN)$/.test(toks[k]?.pos ?? '')) return -1;
  }
  // "no requests are served": a subject that is none is not a part that does something.
  if (np.det !== null && NEGATION.test(toks[np.det]!.lower)) return -1;
  let i = np.end;
  while (i < toks.length && SKIPPABLE(toks[i]!)) i++;
  const t = toks[i];
  return t &&
    (t.pos === 'VERB' || t.pos === 'AUX') &&
    !NO_PREDICATE.test(t.lemma === 'be' ? 'x' : t.lemma)
    ? i
    : -1;
}

function skip(toks: readonly Tok[], i: number): number {
  while (i < toks.length && SKIPPABLE(toks[i]!)) i++;
  return i;
}

/**
 * A word right after an article or a number is not the sentence's verb, whatever the tagger says:
 * "four surfaces meeting at a point", "the latching webs form the channel", "a profiled rail". A
 * participle between any determiner and a noun names a kind of thing ("each locking pin").
 */
function isAttributive(toks: readonly Tok[], v: number): boolean {
  const before = toks[v - 1];
  const word = toks[v]!.lower;
  const next = toks[v + 1]?.pos ?? '';
  // "light emitting element", "printed circuit board", "battery operated hand tool": a participle
  // inside a compound noun.
  if (/ing$/.test(word) && /^(NOUN|PROPN|ADJ|ADV)$/.test(before?.pos ?? '') && next === 'NOUN')
    return true;
  if (/ed$/.test(word) && /^(NOUN|ADJ)$/.test(next)) return true;
  if (!before) return false;
  // A count ("four surfaces"), not a reference numeral ("the motor 12 drives").
  if (/^(a|an|the)$/.test(before.lower) || (before.pos === 'NUM' && before.kind !== 'numeral'))
    return true;
  // ("each locking pin"; an -ed word before a noun was taken above.)
  return before.pos === 'DET' && /ing$/.test(word) && next === 'NOUN';
}

/** "formed at one end", "mounted on the frame": a past participle and its preposition. */
function isParticiple(toks: readonly Tok[], v: number): boolean {
  const verb = toks[v]!;
  return (
    verb.lower !== verb.lemma &&
    /(ed|en)$/.test(verb.lower) &&
    toks[v + 1]?.pos === 'ADP' &&
    toks[v - 1]?.pos !== 'AUX'
  );
}

/** Rewrites the clause starting at `from` (up to `max` tokens) for a claim, or null. */
export function rest(
  toks: readonly Tok[],
  from: number,
  tracker: Tracker,
  max = 20,
): string | null {
  const end = clauseEnd(toks, from, max);
  if (end === null || end <= from) return null;
  return rewriteClause(toks, from, end, tracker);
}

type Mode = 'element' | 'present';

function predicate(
  toks: readonly Tok[],
  v: number,
  tracker: Tracker,
  mode: Mode,
  many: boolean,
): string | null {
  const verb = toks[v]!;
  if (verb.lemma === 'be') {
    const next = skip(toks, v + 1);
    const t = toks[next];
    const after = toks[next + 1];
    if (
      !t ||
      (t.pos !== 'VERB' && t.pos !== 'ADJ') ||
      !after ||
      !/^(ADP|PART|DET|NOUN|ADJ|ADV|NUM)$/.test(after.pos)
    )
      return null;
    const body = rest(toks, next, tracker);
    if (!body || !body.includes(' ')) return null;
    return mode === 'element' ? body : `${many ? 'are' : 'is'} ${body}`;
  }
  if (verb.pos === 'AUX' && verb.lemma !== 'have') return null;
  if (verb.lemma === 'have' && /^(VERB|AUX)$/.test(toks[skip(toks, v + 1)]?.pos ?? '')) return null;
  const lemma = verb.lemma;
  if (NO_PREDICATE.test(lemma) || !/^[a-z]+$/.test(lemma)) return null;
  const body = rest(toks, v + 1, tracker);
  if (isParticiple(toks, v)) {
    if (!body) return null;
    return mode === 'element'
      ? `${verb.lower} ${body}`
      : `${many ? 'are' : 'is'} ${verb.lower} ${body}`;
  }
  const finite = many ? lemma : thirdPerson(lemma);
  if (mode === 'present') return body ? `${finite} ${body}` : null;
  if (HAVE_LIKE.test(lemma)) return body ? `${gerund(lemma)} ${body}` : null;
  return body && !STATE.test(lemma) ? `configured to ${lemma} ${body}` : null;
}

/** The verb of a relative clause right after a phrase: "a locking pawl that engages a notch". */
function relativeVerb(toks: readonly Tok[], np: NounPhrase): number {
  const rel = skip(toks, np.end);
  if (!/^(that|which)$/.test(toks[rel]?.lower ?? '')) return -1;
  const v = skip(toks, rel + 1);
  const t = toks[v];
  return t && /^(VERB|AUX)$/.test(t.pos) && !NO_PREDICATE.test(t.lemma === 'be' ? 'x' : t.lemma)
    ? v
    : -1;
}

/** "a roller mounted on a frame": a claim element introducing the phrase `np` of `toks`. */
export function elementFrom(toks: readonly Tok[], np: NounPhrase, tracker: Tracker): Built | null {
  const t = new Tracker(tracker);
  const intro = phraseRef({ ...np, plural: false }, t);
  if (!intro || intro.startsWith('the ')) return null;
  const v = predicateStart(toks, np);
  const w = v < 0 ? relativeVerb(toks, np) : v;
  if (w < 0) return null;
  const pred = predicate(toks, w, t, 'element', false);
  return pred ? { text: `${intro} ${pred}`, tracker: t } : null;
}

/** "a roller": a bare element for the part `np`. */
export function bareElement(np: NounPhrase, tracker: Tracker): Built | null {
  const t = new Tracker(tracker);
  const intro = phraseRef({ ...np, plural: false }, t);
  return intro && !intro.startsWith('the ') ? { text: intro, tracker: t } : null;
}

/** "the valve is coupled to a sensor": a wherein clause about an introduced phrase. */
export function whereinFrom(toks: readonly Tok[], np: NounPhrase, tracker: Tracker): Built | null {
  const known = tracker.get(np.key);
  const v = predicateStart(toks, np);
  if (!known || v < 0) return null;
  const t = new Tracker(tracker);
  const many = isPlural(known.text.split(' ').at(-1)!);
  const pred = predicate(toks, v, t, 'present', many);
  return pred ? { text: `the ${known.text} ${pred}`, tracker: t } : null;
}

/** "receiving data from a sensor": a method step from the verb at `v` (active or passive). */
export function stepFrom(toks: readonly Tok[], v: number, tracker: Tracker): Built | null {
  const verb = toks[v]!;
  if (
    verb.pos !== 'VERB' ||
    NO_PREDICATE.test(verb.lemma) ||
    NO_STEP.test(verb.lemma) ||
    STATE.test(verb.lemma) ||
    // "facing" left unlemmatized by the tagger: its verb may be one of those too.
    stems(verb).some((w) => NO_STEP.test(w) || STATE.test(w) || NO_PREDICATE.test(w)) ||
    // "a resistance to salt spray": after such a noun, "to" is a preposition.
    (toks[v - 1]?.lower === 'to' && TO_NOUNS.test(toks[v - 2]?.lower ?? '')) ||
    !/^[a-z]+$/.test(verb.lemma) ||
    isAttributive(toks, v) ||
    // Patent prose has no commands: a plain verb opening a sentence is a noun ("Pen retention…").
    (v === 0 && verb.lower === verb.lemma) ||
    // "is not served", "does not include": no step from what is not done.
    [toks[v - 1], toks[v - 2]].some((t) => t !== undefined && NEGATION.test(t.lower))
  )
    return null;
  // "drives a load or propel a vehicle": a second verb the step's "-ing" would not cover.
  const end = clauseEnd(toks, v + 1, 14) ?? v + 1;
  for (let i = v + 2; i < end; i++) {
    const w = toks[i]!;
    if (w.pos === 'VERB' && w.lemma === w.lower && toks[i - 1]!.pos === 'CCONJ') return null;
    // "sinking the base and then attached thereto": a participle after "and (then)" is a second
    // predicate of the sentence's subject, which the step would give no subject.
    const joined = toks[i - 1]!.pos === 'CCONJ' || toks[i - 2]?.pos === 'CCONJ';
    if (w.pos === 'VERB' && /ed$/.test(w.lower) && joined && toks[i + 1]?.pos !== 'NOUN')
      return null;
  }
  const t = new Tracker(tracker);
  const passive =
    toks[v - 1]?.lemma === 'be' || (toks[v - 1]?.pos === 'ADV' && toks[v - 2]?.lemma === 'be');
  let object: string | null;
  if (passive) {
    const be = toks[v - 1]?.lemma === 'be' ? v - 1 : v - 2;
    const subject = nounPhrases(toks.slice(0, be))
      .filter((np) => skip(toks, np.end) >= be)
      .at(-1);
    // "manufacture of the blade is simplified": the subject is not the phrase after "of".
    if (!subject || toks[subject.start - 1]?.pos === 'ADP') return null;
    const ref = phraseRef(subject, t);
    if (!ref) return null;
    const after =
      toks[v + 1] && !/^(,|;|:|\.)$/.test(toks[v + 1]!.text) ? rest(toks, v + 1, t, 14) : '';
    if (after === null) return null;
    object = after ? `${ref} ${after}` : ref;
  } else {
    const next = nounPhrases(toks.slice(v + 1, v + 6))[0];
    if (!next || next.start !== 0) return null;
    // "leading zirconate", "driving extendable actuator": a count noun with no article and no
    // reference numeral after a "verb" is most often a compound the tagger split ("lead
    // zirconate"), or the object lost its article; a mass noun ("heating water") is fine.
    const after = toks[v + 1 + next.end];
    if (next.det === null && !next.plural && !next.mass && after?.kind !== 'numeral') return null;
    object = rest(toks, v + 1, t, 14);
  }
  return object ? { text: `${gerund(verb.lemma)} ${object}`, tracker: t } : null;
}
