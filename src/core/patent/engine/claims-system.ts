import type { Analysis, Part } from './analysis';
import { isOptional, purposeClause } from './analysis';
import { Tracker } from './clause';
import { MAX_DEPENDENTS, type ClaimGroup, type ClaimSpec } from './claim-types';
import { nounPhrases, type NounPhrase } from './phrases';
import {
  bareElement,
  elementFrom,
  predicateStart,
  rest,
  whereinFrom,
  type Built,
} from './predicate';
import type { Sentence } from './sentences';
import { article } from './words';

/** Heads that name data, not parts: "a risk score", "a threshold", "a control signal". */
const DATUM =
  /^(score|threshold|value|signal|request|record|message|parameter|status|result|image|list|table|index|count)$/;

/** Most elements in an independent apparatus claim. */
const MAX_ELEMENTS = 5;
const HAVE_LIKE = /^(include|comprise|have|contain|incorporate)$/;

/** Preamble of the apparatus claim and the tracker after it. */
export function subjectPreamble(a: Analysis): {
  preamble: string;
  tracker: Tracker;
  sources: number[];
} {
  const tracker = new Tracker();
  const subject = a.subject.key;
  tracker.add(subject, subject);
  const sources = a.subject.sentence === null ? [] : [a.subject.sentence];
  const t = new Tracker(tracker);
  const purpose = purposeClause(a, a.subject.purpose, t);
  if (purpose)
    return { preamble: `${article(subject)} ${subject} ${purpose}`, tracker: t, sources };
  return { preamble: `${article(subject)} ${subject}`, tracker, sources };
}

function occurrences(s: Sentence, key: string): NounPhrase[] {
  return nounPhrases(s.toks).filter((np) => np.key === key);
}

function buildElement(
  a: Analysis,
  part: Part,
  tracker: Tracker,
): (Built & { source: number }) | null {
  const ranked = part.sentences
    .slice(0, 24)
    .map((i) => a.sentences[i]!)
    .sort((x, y) => Number(isOptional(x)) - Number(isOptional(y)) || x.index - y.index);
  for (const s of ranked) {
    for (const np of occurrences(s, part.key)) {
      const built = elementFrom(s.toks, np, tracker);
      if (built) return { ...built, source: s.index };
    }
  }
  // "a risk score;", "a threshold;": a datum alone is no component; only what stores, sends or
  // computes it (an element with a predicate) is.
  if (DATUM.test(part.key.split(' ').at(-1)!)) return null;
  const s = a.sentences[part.first]!;
  const np = occurrences(s, part.key)[0];
  const bare = np ? bareElement(np, tracker) : null;
  return bare ? { ...bare, source: s.index } : null;
}

/**
 * What the subject is for, not made of: the flooring of "an edging rail 1 for a flooring 2". A claim
 * to the rail that listed the flooring as an element would need the flooring to be infringed.
 */
function surroundings(a: Analysis): Set<string> {
  const out = new Set<string>();
  for (const s of a.usable) {
    for (const np of nounPhrases(s.toks)) {
      if (np.key !== a.subject.key) continue;
      let i = np.end;
      while (s.toks[i]?.kind === 'numeral') i++;
      if (s.toks[i]?.lower !== 'for') continue;
      const object = nounPhrases(s.toks.slice(i + 1, i + 7))[0];
      if (object?.start === 0) out.add(object.key);
    }
  }
  return out;
}

/** Independent apparatus claim from the top-scoring parts, in order of first mention. */
export function apparatusClaim(a: Analysis): ClaimSpec | null {
  const head = subjectPreamble(a);
  let tracker = head.tracker;
  const elements: string[] = [];
  const parts: string[] = [];
  const sources = [...head.sources];
  const around = surroundings(a);
  const required = a.parts.filter(
    (p) => !around.has(p.key) && p.sentences.some((i) => !a.sentences[i]!.optional),
  );
  const chosen = required
    .slice(0, MAX_ELEMENTS + 2)
    .sort((x, y) => x.first - y.first || x.pos - y.pos);
  for (const part of chosen) {
    if (elements.length >= MAX_ELEMENTS || tracker.get(part.key)) continue;
    const built = buildElement(a, part, tracker);
    if (!built) continue;
    elements.push(built.text);
    parts.push(part.key);
    sources.push(built.source);
    tracker = built.tracker;
  }
  if (!elements.length) return null;
  return {
    group: 'system',
    parent: null,
    preamble: head.preamble,
    elements,
    body: '',
    sources,
    parts,
    tracker,
  };
}

const FILLER = /\b(the|a|an|is|are|wherein|further|comprising|plurality|of)\b/g;

/**
 * True when two claim texts say the same thing up to articles, "is/are" and the form of a verb of
 * having ("the vessel includes the system" and the element "a vessel including a system").
 */
export function same(x: string, y: string): boolean {
  return claimWords(x) === claimWords(y);
}

/**
 * True when the claim text `x` says nothing `y` does not: "controlling the motor" beside the step
 * "controlling the motor by a control signal" (a dependent claim so written limits nothing).
 */
export function covered(x: string, y: string): boolean {
  const words = claimWords(x);
  return words !== '' && `${claimWords(y)} `.startsWith(`${words} `);
}

/** A claim text's words without articles, "is/are", "wherein" and the form of a verb of having. */
function claimWords(s: string): string {
  return s
    .replace(/^(?:wherein|further comprising) /, '')
    .replace(/\b(?:includ|compris|contain|hav)(?:es|e|ing)\b|\b(?:has)\b/g, 'has')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function subjectPhrase(s: Sentence): NounPhrase | null {
  for (const np of nounPhrases(s.toks)) if (predicateStart(s.toks, np) >= 0) return np;
  return null;
}

function dependentFor(
  a: Analysis,
  s: Sentence,
  group: ClaimGroup,
  claims: ClaimSpec[],
  subjectKey: string,
): (Built & { parent: number; part?: string }) | null {
  const np = subjectPhrase(s);
  if (!np || np.vague) return null;
  const root = claims[0]!;
  const v = predicateStart(s.toks, np);
  const verb = s.toks[v]!;
  if (np.key === subjectKey) {
    const t = new Tracker(root.tracker);
    const obj =
      verb.pos === 'VERB' && nounPhrases(s.toks.slice(v + 1))[0]?.start === 0
        ? rest(s.toks, v + 1, t)
        : null;
    if (!obj) return null;
    const text = HAVE_LIKE.test(verb.lemma)
      ? `further comprising ${obj}`
      : `wherein the ${subjectKey} is configured to ${verb.lemma} ${obj}`;
    return { text, tracker: t, parent: 0 };
  }
  const parent = claims.findIndex((c) => c.tracker.get(np.key));
  if (parent >= 0) {
    const found = whereinFrom(s.toks, np, claims[parent]!.tracker);
    return found ? { text: `wherein ${found.text}`, tracker: found.tracker, parent } : null;
  }
  if (group !== 'system' || !a.parts.some((p) => p.key === np.key)) return null;
  const el = elementFrom(s.toks, np, root.tracker);
  return el
    ? { text: `further comprising ${el.text}`, tracker: el.tracker, parent: 0, part: np.key }
    : null;
}

/**
 * "the recesses are smaller than the recesses": the disclosure compared two things of one name
 * ("the recesses of the first leg … than the recesses of the second"), and the claim lost which.
 */
export function comparesWithItself(text: string): boolean {
  const m =
    /\bthe ([a-z][a-z -]*?) (?:is|are)\b.*\bthan (?:that of |those of )?the ([a-z][a-z -]*?)(?=[,;.]|$)/.exec(
      text,
    );
  return m !== null && m[1] === m[2];
}

/** Dependent claims of one group from the disclosure's optional features. */
export function dependentClaims(
  a: Analysis,
  group: ClaimGroup,
  claims: ClaimSpec[],
  subjectKey: string,
  used: Set<number>,
): void {
  for (const s of a.usable) {
    if (claims.length > MAX_DEPENDENTS[group] || used.has(s.index) || !isOptional(s)) continue;
    const built = dependentFor(a, s, group, claims, subjectKey);
    if (
      !built ||
      comparesWithItself(built.text) ||
      claims.some((c) => same(c.body, built.text) || c.elements.some((e) => same(e, built.text)))
    )
      continue;
    used.add(s.index);
    const parts = built.part ? [built.part] : [];
    claims.push({
      group,
      parent: built.parent,
      preamble: '',
      elements: [],
      body: built.text,
      sources: [s.index],
      parts,
      tracker: built.tracker,
    });
  }
}
