import type { Token } from '../text';
import type { CheckContext } from './context';
import type { FormItem, FormList } from './form-items';
import { gapBefore, leadPhrase } from './form-np';
import { namesPart } from './form-property';
import { ARTICLES, DETERMINERS, NOT_PARTICIPLE, PREPOSITIONS, isLyAdverb } from './form-words';

type At = { section: string; claim: number };

/** Verbs that make a statement of a step written as a noun phrase ("the valve is closed"). */
const FINITE =
  /^(?:is|are|was|were|be|been|has|have|had|can|may|will|shall|must|does|do|becomes|remains)$/;
const STEP_NOUN = /^(?:step|steps|act|acts|stage|stages|operation|operations)$/;
/** Names of a step that say what it acts on: "a cleaning process of the substrate". */
const PROCESS_NOUN = /^(?:process|processes|procedure|procedures|treatment|treatments)$/;
/** Words a step or a clause inside a step list may open with. */
const STEP_OPENER =
  /^(?:wherein|whereby|where|when|whenever|if|after|before|upon|in|at|on|for|by|with|using|via|based|responsive|during|while|then|thereafter|subsequently|optionally|thereby|further|also|until|once|from|to|repeating|and|or)$/;
/** Words that end the first clause of a step: what follows is a clause of its own. */
const CLAUSE_END = /^(?:wherein|whereby|thereby|whereupon)$/;
/** Words that open a subordinate clause, whose verb is not the step's. */
const SUBORDINATE =
  /^(?:that|which|who|whose|whom|where|when|whenever|while|whether|if|until|unless|because|once|as)$/;
/** Participles that describe the thing before them ("a nare having…"); they state no act. */
const DESCRIBING =
  /^(?:having|comprising|including|containing|consisting|bearing|carrying|defining|extending|corresponding|according|surrounding|facing|pointing|lying|resulting|relating|depending|using|being)$/;
/** Determiners of a thing the claim already has: "the nare being sized…" is a clause about it. */
const DEFINITE = /^(?:the|said|each|its|their)$/;

/**
 * Gerunds of a thought, a state or a quality, never an act one performs: "considering a cost",
 * "exhibiting proper characteristics", "accompanying the drawings".
 */
const THOUGHT =
  /^(?:considering|exhibiting|accompanying|needing|wishing|desiring|deserving|suffering|believing|resembling)$/;

/**
 * Gerunds of harm to people: a step "injuring a plurality of users" is the harm the invention
 * prevents (its problem statement read as a step), never something the method performs.
 * "Damaging" and "killing" only with a person as object ("killing bacteria" is an act).
 */
const HARM = /^(?:injuring|hurting|harming|endangering|wounding|maiming)$/;
const HARM_TO_PERSON = /^(?:damaging|killing)$/;
const PERSON =
  /^(?:users?|persons?|people|operators?|children|child|patients?|workers?|drivers?|passengers?|pedestrians?|occupants?|climbers?|nurses?|wearers?|individuals?|humans?|bystanders?|consumers?)$/;

/** Whether a step states a harm to people instead of an act ("injuring a plurality of users"). */
function statesHarm(item: FormItem): boolean {
  const [first, ...rest] = item.tokens;
  if (!first) return false;
  if (HARM.test(first.lower)) return true;
  const object = rest.find(
    (t) => !ARTICLES.has(t.lower) && !/^(?:plurality|of|one|or|more)$/.test(t.lower),
  );
  return HARM_TO_PERSON.test(first.lower) && PERSON.test(object?.lower ?? '');
}

/** Method steps that name a thing or a result ("a cured product", "the valve open") instead of an act. */
export function nonActions(ctx: CheckContext, list: FormList, at: At, dependent: boolean): void {
  // A part among acts mixes the classes; a list of nothing but parts is a preamble misread. What a
  // dependent method claim adds joins its parent's acts, whatever else it adds.
  const acts = dependent || list.items.some((i) => !i.nested && /^[a-z]{3,}ing\b/i.test(i.text));
  for (const item of list.items) {
    if (item.nested) continue;
    const toks = item.tokens;
    const first = toks[0];
    if (statesHarm(item)) {
      ctx.add('form/non-action-step', {
        ...at,
        start: item.start,
        end: item.end,
        message: `Step "${item.text}" of method claim ${at.claim} states a harm, what the invention prevents, not an act the method performs.`,
        suggestion:
          'Delete the step and state the problem in the background; recite what the method does to prevent it ("locking the leg…").',
      });
      continue;
    }
    if (first && THOUGHT.test(first.lower)) {
      ctx.add('form/non-action-step', {
        ...at,
        start: item.start,
        end: item.end,
        message: `Step "${item.text}" of method claim ${at.claim} names a thought or a state ("${first.lower}"), not an act one performs.`,
        suggestion:
          'Say what is done with what is considered or shown ("determining the cost…", "measuring the characteristic…"), or move it into a "wherein" clause.',
      });
      continue;
    }
    const fact = statesFact(item.tokens, item.text, item.start);
    if (fact) {
      ctx.add('form/non-action-step', {
        ...at,
        start: item.start,
        end: item.end,
        message: `Step "${item.text}" of method claim ${at.claim} says what ${fact === 'past' ? 'happened' : 'something is'}, not an act the method performs.`,
        suggestion:
          'Begin the step with what is done ("treating the users…", "heating the water…"), or move the fact into a "wherein" clause of the step it qualifies.',
      });
      continue;
    }
    if (!first || /[a-z]{3,}ing$/.test(first.lower)) continue;
    const determined = ARTICLES.has(first.lower) || first.lower === 'each';
    // Without a determiner: a bare noun phrase ("noise reduction", "reduced noise"), not a
    // clause opener ("when…", "thereafter heating…") or a plain verb before its object ("heat the drum").
    if (!determined) {
      // "…hydrocarbonaceous materials, comprising:": the preamble's tail, cut at "water-containing".
      if (
        item.text.endsWith(':') ||
        STEP_OPENER.test(first.lower) ||
        /ly$/.test(first.lower) ||
        /^\d/.test(first.lower) ||
        first.word !== first.lower ||
        /^(?:a|an|the|said|each|its|their)$/.test(toks[1]?.lower ?? '') ||
        // "signals having a frequency": a describing participle leaves it a thing.
        toks.some(
          (t, k) =>
            k > 0 &&
            ((/[a-z]{3,}ing$/.test(t.lower) && !DESCRIBING.test(t.lower)) || FINITE.test(t.lower)),
        )
      )
        continue;
    } else if (readsAsClause(item)) continue;
    // "a step of heating"; after a participle only "a repeated step of…" names a step, while
    // "a detected state after the supplying operation" names a thing.
    const result = determined && isParticiple(toks[1]);
    if (
      toks.some(
        (t, k) =>
          (STEP_NOUN.test(t.lower) || PROCESS_NOUN.test(t.lower)) &&
          ((!result && !PROCESS_NOUN.test(t.lower)) ||
            /^(?:of|for)$/.test(toks[k + 1]?.lower ?? '')),
      )
    )
      continue;
    // A part of an apparatus where an act belongs mixes the classes as well (35 USC 112(b)).
    if (acts && namesPart(item))
      ctx.add('claims/category-mixed', {
        ...at,
        start: item.start,
        end: item.end,
        message: `Method claim ${at.claim} recites "${item.text}" where a step belongs: a part of an apparatus, not an act.`,
        suggestion:
          'Recite what is done with it ("providing a sensor…", "measuring a pressure with a sensor…"), or claim the apparatus in a separate claim.',
      });
    ctx.add('form/non-action-step', {
      ...at,
      start: item.start,
      end: item.end,
      message: `Step "${item.text}" of method claim ${at.claim} names a thing or a result, not an action.`,
      suggestion:
        'Begin each step with what is done ("reducing the noise level…", "determining the result…"), or move the result into a "wherein" or "thereby" clause of the step that produces it.',
    });
  }
}

/** Words a step's subject may open with: articles and quantifiers ("many workers", "each user"). */
const SUBJECT_DET =
  /^(?:a|an|the|said|each|every|many|several|some|all|most|both|no|one|two|three|four|five|multiple|numerous)$/;
/** Past forms that narrate an event: "were injured", "had a fever". */
const PAST = /^(?:was|were|had|did)$/;
/** What comes after "is" that makes a passive act ("is heated", "is set to"), not a state. */
const ACT_AFTER_BE = /^(?:[a-z]{3,}(?:ed|en)|[a-z]{3,}ing|being|been|to|then|not)$/;

/**
 * Whether a step is a sentence of fact, its subject followed straight by its verb: an event that
 * happened ("a plurality of users were injured", "the patient had a fever"), or a plain state
 * ("the water is hot"). A step in the passive present ("the valve is closed", "a light power is
 * set to…") names the act the method performs and stays silent.
 */
export function statesFact(
  toks: readonly Token[],
  text: string,
  base: number,
): 'past' | 'state' | null {
  if (!toks[0] || !SUBJECT_DET.test(toks[0].lower)) return null;
  for (let k = 1; k < toks.length; k++) {
    const t = toks[k]!.lower;
    // Only the subject's words before the verb, unbroken by a comma.
    if (/[,;:(]/.test(gapBefore(text, base, toks, k))) return null;
    if (PAST.test(t)) return k > 1 ? 'past' : null;
    if (/^(?:is|are|being)$/.test(t)) {
      const next = toks[k + 1];
      if (k < 2 || !next) return null;
      // "is in a fixed position", "being at rest": where or how a thing is, not what is done.
      if (PREPOSITIONS.has(next.lower) && !/^(?:to|by|for|with|of|than)$/.test(next.lower))
        return 'state';
      const end = !toks[k + 2] || /[,;:.]/.test(gapBefore(text, base, toks, k + 2));
      return end && !ACT_AFTER_BE.test(next.lower) && !DETERMINERS.has(next.lower) ? 'state' : null;
    }
    // "the scanning pulsed laser beam": an -ing word before a noun describes the subject.
    const modifier =
      /[a-z]{3,}ing$/.test(t) &&
      /^[a-z]+$/.test(toks[k + 1]?.lower ?? '') &&
      !opensObject(toks[k + 1]);
    if (SUBORDINATE.test(t) || (/[a-z]{3,}ing$/.test(t) && !modifier) || FINITE.test(t))
      return null;
    if (PREPOSITIONS.has(t) && t !== 'of') return null;
  }
  return null;
}

/**
 * Whether a step that opens with a noun phrase goes on as a clause with a verb of its own: "the
 * valve is closed", "the controller determining a value", "the nare being sized…". What only
 * describes the thing ("a nare having a length", "a layer formed over…", "the precursor to form
 * a polymer", "a call from the device to…") leaves it a thing, as does a verb in a later clause
 * ("…, the towing performed…", "…; and wherein the particles have…").
 */
function readsAsClause(item: FormItem): boolean {
  const toks = item.tokens;
  const np = leadPhrase(item.text, item.start, toks);
  const head = np ? np.end - 1 : 0;
  const definite = DEFINITE.test(toks[0]!.lower);
  const gap = (k: number) =>
    item.text.slice(toks[k - 1]!.end - item.start, toks[k]!.start - item.start);
  // "the controller sends a signal": the noun phrase's reader took the verb in "-s" for its head.
  if (
    np &&
    head > np.first &&
    /^[a-z]{3,}[^su]s$/.test(toks[head]!.lower) &&
    /^(?:a|an|the|said|each|whether|that)$/.test(toks[head + 1]?.lower ?? '')
  )
    return true;
  let pending = 0;
  for (let k = np ? np.first + 1 : 1; k < toks.length; k++) {
    const t = toks[k]!;
    // "…, the towing performed…", "…; and wherein the particles have…", "… and repeating…".
    if (/[,;:]/.test(gap(k)) || CLAUSE_END.test(t.lower)) break;
    if (/^(?:and|or)$/.test(t.lower) && /^[a-z]{3,}ing$/.test(toks[k + 1]?.lower ?? '')) break;
    if (/^(?:such|so)$/.test(t.lower) && toks[k + 1]?.lower === 'that') break;
    // "…where the medium is left…", "whether the panel is open": a subordinate clause's verb.
    if (SUBORDINATE.test(t.lower)) pending++;
    const prev = toks[k - 1]!.lower;
    if (FINITE.test(t.lower) && !FINITE.test(prev) && !/^(?:to|not)$/.test(prev)) {
      if (pending === 0) return true;
      pending--;
    }
    if (t.lower === 'being') {
      if (definite) return true;
      continue;
    }
    if (!/^[a-z]{3,}ing$/.test(t.lower) || NOT_PARTICIPLE.has(t.lower) || DESCRIBING.test(t.lower))
      continue;
    // "an emitting layer", "by sputtering": a participle before a noun or after a preposition
    // describes; one before its object or a particle acts ("the controller determining a value").
    const before = toks[k - 1]!.lower;
    if (PREPOSITIONS.has(before) || ARTICLES.has(before) || /^(?:after|before|since)$/.test(before))
      continue;
    const acts = k + 1 >= toks.length || /[,;:]/.test(gap(k + 1)) || opensObject(toks[k + 1]);
    // A subject that the claim already has may act anywhere in the clause ("the fluid in the
    // tank exceeding…"); a new one only right after its name ("a user selecting an icon").
    if (acts && (definite || k <= head + 1)) return true;
  }
  return false;
}

/** Whether a word opens an object or complement after a verb ("a", "the", "at", "whether"). */
function opensObject(t: Token | undefined): boolean {
  if (!t) return false;
  return (
    DETERMINERS.has(t.lower) ||
    PREPOSITIONS.has(t.lower) ||
    /^(?:whether|that|one|at|all|both|some|any|no|[0-9].*)$/.test(t.lower) ||
    isLyAdverb(t.lower)
  );
}

/** Irregular past participles a step's verb turns into ("a sent message", "a built model"). */
const IRREGULAR_PARTICIPLE =
  /^(?:sent|built|made|held|kept|found|bound|wound|ground|fed|led|bred|read|spun|sold|told|brought|bought|caught|taught|thought|sought|dealt|felt|left|lost|meant|dreamt|burnt|learnt|spent|lent|bent|split|struck|stuck|hung|dug|drawn|grown|known|shown|thrown|blown|sewn|sown|mown|flown|torn|worn|sworn|borne|born|chosen|frozen|spoken|stolen|woven|broken|taken|given|written|driven|ridden|hidden|bitten|eaten|fallen|forgotten|gotten|proven|risen|shaken|beaten|undergone|done|seen|begun|run|sung|rung|swum|drunk|shrunk|sunk|slid|shot|lit|laid|paid|understood|withdrawn|overwritten|rewritten|rebuilt|remade)$/;

/** A past participle used as an adjective ("formed", "applied", "sent"), not a noun in "-ed" ("a speed"). */
function isParticiple(t: Token | undefined): boolean {
  if (!t || t.word !== t.lower) return false;
  return (
    (/^[a-z]{3,}ed$/.test(t.word) && !NOT_PARTICIPLE.has(t.lower)) ||
    IRREGULAR_PARTICIPLE.test(t.word)
  );
}
