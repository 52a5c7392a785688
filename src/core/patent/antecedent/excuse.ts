import type { Phrase } from './phrases';
import { actStems, gerundBases, keyOf } from './heads';
import { verbStem } from './lexicon';
import { VERB_FORMS } from './verbs';
import { singular } from '../text';
import { DEFINING, LOCATED, MEASURED, RELATIONAL, SPAN_NOUNS, ZERO_ACTS } from './words';

/** What the excuse tests may ask about the claim a reference sits in. */
export interface ExcuseScope {
  /** The claims section text. */
  text: string;
  /** Whether a singular key has an earlier introduction (or is inherent). */
  known: (key: string) => boolean;
  /** Whether a singular key is a noun some claim introduces ("a lever" → "lever"). */
  isNoun: (key: string) => boolean;
  /** Whether the raw lowercase word occurs before the reference or in the parent chain. */
  said: (word: string) => boolean;
  /** Whether a verb form with this stem occurs anywhere in the claim (also after it) or its chain. */
  claimSaidStem: (stem: string) => boolean;
  /** Whether a verb form with this stem (`short`: this stem plus one letter) occurs there. */
  saidStem: (stem: string, short: boolean) => boolean;
}

/** A reference to claims ("the method of claim 1", "as claimed in any preceding claim"). */
export const CLAIM_IDIOM =
  /^(?:of|according to|as claimed in|as defined in|as recited in|as set forth in|as described in|as in|in accordance with|recited in|defined in|claimed in|set forth in|in)\s+(?:any\s+)?(?:one\s+)?(?:of\s+)?(?:the\s+)?(?:claims?\b|preceding|previous|foregoing)/i;

const FORMULA = /^(?:relation|equation|formula|expression|structure|sequence|inequality|group)$/;
const PROCEDURE =
  /^(?:procedure|process|operation|step|cycle|mode|phase|stage|period|time|action)$/;

/** The gerund and past forms of a noun used as its act ("flow" → "flowing", "flowed"). */
function zeroActs(noun: string): string[] {
  const out = [`${noun}ing`, `${noun}ed`, `${noun}${noun.at(-1)}ing`, `${noun}${noun.at(-1)}ed`];
  if (noun.endsWith('e')) out.push(`${noun.slice(0, -1)}ing`, `${noun}d`);
  return out;
}

/** "openable", "closeable", "closable": the act's possibility, which recites the act too. */
function ableForms(verb: string): string[] {
  return verb.endsWith('e') ? [`${verb}able`, `${verb.slice(0, -1)}able`] : [`${verb}able`];
}

/** Whether the chain recites a verb whose stem matches an act noun's stem (one letter of slack). */
function actedOn(stem: string, scope: ExcuseScope): boolean {
  if (stem.length < 5) return scope.saidStem(stem, false);
  return (
    scope.saidStem(stem, false) ||
    scope.saidStem(stem.slice(0, -1), false) ||
    scope.saidStem(stem, true)
  );
}

/** The text after a reference with parenthesised numerals or symbols skipped ("head (36) of"). */
export function textAfter(text: string, end: number): string {
  let s = text.slice(end, end + 120);
  for (;;) {
    const m = /^\s*\([^()]{0,24}\)/.exec(s);
    if (!m) break;
    s = s.slice(m[0].length);
  }
  return s.replace(/^\s+/, '');
}

/** Comparatives of degree. */
const COMPARATIVE =
  /^(?:more|less|fewer|higher|lower|greater|smaller|larger|bigger|longer|shorter|wider|narrower|thicker|thinner|faster|slower|closer|farther|further|earlier|later|deeper|shallower|stronger|weaker|heavier|lighter|hotter|colder|warmer|cooler|denser|softer|harder|easier|better|worse)$/;

/**
 * Why a reference with no introduction still reads as definite, or null: a claim reference, an
 * "of"/"thereof" part, a coordinated phrase, an idiom, a clause that defines it, a possessive or
 * the noun of an act the chain recites ("measuring" → "the measurement").
 */
export function excuse(ref: Phrase, scope: ExcuseScope): string | null {
  const after = textAfter(scope.text, ref.end);
  const words = ref.words;
  const head = words[words.length - 1]!;
  const one = singular(head);
  const lead = words[0]!;
  if (CLAIM_IDIOM.test(after)) return 'claim reference';
  // "a method of the shift register type", "a valve of the kind described": "of the X type" is
  // "X-type", a class the thing belongs to, not a thing introduced.
  if (
    /^(?:type|kind|sort|variety)$/.test(one) &&
    /\bof\s*$/i.test(scope.text.slice(Math.max(0, ref.detStart - 6), ref.detStart))
  )
    return 'classifying idiom';
  // "the server having the most available capacity": a superlative picks its one by the
  // description itself.
  if (words.length >= 2 && /^(?:most|least)$/.test(lead)) return 'superlative';
  // "the geminal R6 form", "the maximum valley depth Rv": a symbol of a formula names it.
  if (
    scope.text
      .slice(ref.start, ref.end)
      .split(/\s+/)
      .slice(1)
      .some((t) => /^[A-Z](?:[a-z]?\d+[a-z]?|[a-z])$/.test(t))
  )
    return 'named by a symbol';
  if (LIST_THEREOF.test(after)) return 'coordinated part of what follows';
  // "said" always points back; only "the" names a part of what follows ("the height of a door").
  if (ref.det !== 'said' && /^(?:of|thereof)\b/i.test(after)) return 'part of what follows';
  if (/^ones?\s+of\b/i.test(after)) return '"one of" idiom';
  // "the higher the priority …, the shorter a period …": "the" before a comparative that a noun
  // phrase follows is the correlative of degree, not a determiner.
  if (words.length === 1 && COMPARATIVE.test(lead) && /^(?:the|a|an|said)\b/i.test(after))
    return 'comparative correlative ("the higher …, the shorter …")';
  const co = coordinated(after);
  if (co?.of) return 'coordinated part of what follows';
  // "the positive or negative going voltage", "the fitted plug and receptacle connectors".
  if (
    co &&
    !co.det &&
    words.length <= 2 &&
    co.words.length >= 2 &&
    words.every((w) => !scope.isNoun(keyOf(w)))
  ) {
    const shared = co.words[co.words.length - 1]!;
    if (scope.known(keyOf(shared)) || defines(shared, co.rest, true)) return 'coordinated modifier';
  }
  if (words.every((w) => PURE_MODIFIER.test(w))) return 'modifier without a noun';
  if (IDIOM_LEAD.test(lead)) return 'idiom';
  if (/^(?:balance|remainder|rest)$/.test(lead) && words.length > 1) return '"the balance" idiom';
  if (STATE.test(words.join(' '))) return 'state of matter';
  if (FORMULA.test(lead) && (words.length > 1 || /^(?::|[^\s\w]|\S*[\d<>=′])/.test(after)))
    return 'defined by the formula that follows';
  if (
    NAMED.test(lead) &&
    /^\S*[A-Z\d]/.test(scope.text.slice(ref.start + lead.length, ref.end + 40).trim())
  )
    return 'named by what follows';
  if (/^(?:is|are)\s+(?:as\s+follows|defined\s+as)\b/i.test(after))
    return 'defined by what follows';
  if (/^improvements?$/.test(head) && JEPSON.test(after)) return 'Jepson idiom';
  if (head === 'right' && /^to\b/i.test(after)) return 'idiom';
  if (head === 'parts' && /^by\s+(?:weight|volume|mass)\b/i.test(after)) return 'idiom';
  for (let k = 0; k < words.length; k++) {
    if (defines(words[k]!, [...words.slice(k + 1), after].join(' '), words.length === 1))
      return 'defined by the clause that follows';
  }
  if (MEASURED.test(after)) return 'measured quantity defined by the clause that follows';
  // "uses the element … as the light source": the role the element serves, not a reference.
  if (ROLE.test(clauseOf(scope.text, ref.detStart))) return 'role an element serves ("as the …")';
  if (/^to\s+be\s+\w+(?:ed|en)\b/i.test(after)) return 'defined by the clause that follows';
  if (words.length > 1 && /^there(?:to|on|in|from|with)\b/i.test(after) && /(?:ed|en)$/.test(head))
    return 'part of the element named before';
  const owner = words.find((w) => /['’]s$/.test(w));
  if (owner && owner !== head && scope.known(keyOf(owner))) return 'part of a known owner';
  const stems = actStems(head);
  if (stems.some((t) => actedOn(t, scope))) return 'act the claim recites';
  // "configured to parse …, monitor …; … the parsing and the monitoring": a gerund names the act
  // of its verb, which the claim may recite in its base form (no suffix to find a stem by).
  if (stems.length && /ing$/.test(one) && gerundBases(one).some(scope.said))
    return 'act the claim recites';
  // "the reactants" of "reacting phosgene and the amine", "the coolant" of "cooling".
  // The act may come later in the same claim ("passing the reactants …; reacting phosgene …").
  if (
    /[^aeiou](?:ant|ent)$/.test(one) &&
    one.length > 6 &&
    (actedOn(verbStem(one.slice(0, -3)), scope) || scope.claimSaidStem(verbStem(one.slice(0, -3))))
  )
    return 'agent of an act the claim recites';
  // "declaring the first team … the winner": the complement a naming verb gives its object.
  if (NAMING.test(clauseOf(scope.text, ref.detStart)) && /^(?:[.;,]|$)/.test(after))
    return 'complement of a naming verb';
  if (words.length > 1 && PROCEDURE.test(one)) {
    const acts = words.slice(0, -1).flatMap((w) => w.split('/'));
    if (
      acts.some(
        (a) =>
          (/ing$/.test(a) && scope.said(a)) ||
          zeroActs(a).some(scope.said) ||
          ableForms(a).some(scope.said),
      )
    )
      return 'act the claim recites';
  }
  if (/\bbeing\s+$/i.test(scope.text.slice(Math.max(0, ref.detStart - 12), ref.detStart)))
    return 'predicate ("being the …"), not a reference';
  if (one.length > 3 && KIND_PREFIXES.some((p) => scope.said(p + one) || scope.said(`${p}-${one}`)))
    return 'generic name of an introduced di-/tri-/poly- compound';
  if (ZERO_ACTS.has(one) && zeroActs(one).some(scope.said)) return 'act the claim recites';
  return null;
}

/** Whether a relational noun is fixed by the clause after it ("the value obtained by"). */
function defines(noun: string, rest: string, single: boolean): boolean {
  const n = singular(noun);
  if (SPAN_NOUNS.has(n))
    return /^(?:between|among)\b/i.test(rest) || (single && /^near\b/i.test(rest));
  if (!RELATIONAL.has(n)) return false;
  return DEFINING.test(rest) || (single && LOCATED.test(rest));
}

/** The words coordinated after a reference ("the positive or negative going voltage"). */
function coordinated(
  after: string,
): { det: boolean; words: string[]; of: boolean; rest: string } | null {
  const m = /^(?:and\/or|and|or|\/)\s*/i.exec(after);
  if (!m) return null;
  const out = { det: false, words: [] as string[], of: false, rest: '' };
  const parts = after.slice(m[0].length).split(/\s+/);
  for (const [i, raw] of parts.slice(0, 6).entries()) {
    const w = raw.toLowerCase().replace(/[^\w'’-]+$/, '');
    if (!out.words.length && !out.det && (w === 'the' || w === 'said')) {
      out.det = true;
      continue;
    }
    if (w === 'of' || w === 'thereof') {
      out.of = out.words.length > 0;
      break;
    }
    if (!/^[a-z][\w'’-]*$/.test(w) || COORD_STOP.test(w) || VERB_FORMS.has(w)) break;
    out.words.push(w);
    out.rest = parts.slice(i + 1).join(' ');
    if (w.length !== raw.length) break;
  }
  return out;
}

/** "the count, fat content or enzyme content thereof": a list whose last item says whose. */
const LIST_THEREOF =
  /^(?:,\s*[\w\s-]{1,40}?)*,?\s+(?:and|or|and\/or)\s+[\w\s-]{1,40}?\s+thereof\b/i;

/** "uses X as the …", "serving as the …": a role, named by "as" after a verb of use. */
const ROLE =
  /\b(?:use[sd]?|using|utili[sz](?:e|es|ed|ing)|employ(?:s|ed|ing)?|serv(?:e|es|ed|ing)|act(?:s|ed|ing)?|function(?:s|ed|ing)?)\b[^;:,]{0,80}\bas\s+$/i;

/** Verbs whose object takes a complement ("declaring the team the winner", "designating … the master"). */
const NAMING = /\b(?:declar|designat|nam|deem|appoint|elect)(?:e|es|ed|ing)\b/i;

/** The clause before an offset: back to the last semicolon or colon (at most 200 characters). */
function clauseOf(text: string, at: number): string {
  const s = text.slice(Math.max(0, at - 200), at);
  return s.slice(Math.max(s.lastIndexOf(';'), s.lastIndexOf(':')) + 1);
}

const KIND_PREFIXES = ['di', 'tri', 'tetra', 'poly', 'mono', 'bi', 'oligo', 'co', 'homo'];
const NAMED =
  /^(?:compound|peptide|polypeptide|protein|antibody|strain|plasmid|vector|gene|sequence)$/;
const PURE_MODIFIER =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|previous|final|initial|respective|corresponding|same|other)$/;
const IDIOM_LEAD = /^(?:following|same|foregoing|aforementioned|aforesaid|above-mentioned)$/;
const STATE = /^(?:(?:gas|gaseous|vapou?r|liquid|solid)\s+(?:phase|state)|steady\s+state)$/;
const JEPSON =
  /^(?:comprising|comprises|includes|including|wherein|which|characteri[sz]ed|consisting)\b/i;
const COORD_STOP =
  /^(?:a|an|in|on|at|to|from|with|for|by|into|that|which|is|are|was|were|be|being|has|have|having|wherein|whereby|when|while|where|and|or|between|through|under|over|during|comprising|including)$/;
