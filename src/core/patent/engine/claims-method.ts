import type { Analysis } from './analysis';
import { isOptional, purposeClause } from './analysis';
import { Tracker } from './clause';
import { MAX_DEPENDENTS, type ClaimGroup, type ClaimSpec } from './claim-types';
import { covered, same } from './claims-system';
import { stepFrom } from './predicate';
import type { Sentence } from './sentences';
import { article } from './words';

/** A method step found in the disclosure. */
interface StepCandidate {
  sentence: number;
  verb: number;
  lemma: string;
  score: number;
}

const MAX_STEPS = 5;
const METHOD_PARA = /\b(method|process|steps?|flow ?chart|procedure)\b/i;
const COMPUTATIONAL =
  /^(receive|send|transmit|determine|compute|calculate|compare|store|display|generate|process|identify|detect|select|update|retrieve|encode|decode|analyze|analyse|estimate|predict|classify|notify|log|monitor|obtain|output|render|query|request|provide|execute|schedule|authenticate|verify|encrypt|decrypt|map|filter|sort|rank|match|train|parse|convert|record|read|write|load|save|fetch|assign|allocate|extract|evaluate|aggregate|publish|subscribe|forward|route)$/;
const PROCESS_CUE =
  /\b(then|next|first|second|thereafter|subsequently|finally|initially|afterwards|step|method|process|begins?|ends?)\b/i;
/** "This invention relates generally to pen retention devices": a field, not a step. */
const FIELD = /\b(?:relates?|pertains?)\s+(?:\w+\s+){0,2}to\b/i;
const CRM_PREAMBLE =
  'A non-transitory computer-readable medium storing instructions that, when executed by a processor, cause the processor to perform operations';

function candidates(a: Analysis): StepCandidate[] {
  const partKeys = new Set(a.parts.slice(0, 8).map((p) => p.key));
  const out: StepCandidate[] = [];
  const methodParas = new Set(a.usable.filter((s) => METHOD_PARA.test(s.plain)).map((s) => s.para));
  for (const s of a.usable) {
    if (s.optional || FIELD.test(s.plain)) continue;
    s.toks.forEach((t, v) => {
      // A purpose clause ("for visualizing an image") is what the claims are for, not a step.
      for (const p of [a.subject.purpose, a.method?.purpose])
        if (p && p.sentence === s.index && v >= p.from - 1 && v < p.to) return;
      if (t.pos !== 'VERB' || s.toks[v - 1]?.kind === 'fig') return;
      const built = stepFrom(s.toks, v, new Tracker());
      if (!built) return;
      const mentions = built.tracker.keys().filter((k) => partKeys.has(k)).length;
      const score =
        2 * mentions + Number(PROCESS_CUE.test(s.plain)) + 3 * Number(methodParas.has(s.para));
      out.push({ sentence: s.index, verb: v, lemma: t.lemma, score });
    });
  }
  return out;
}

function chooseSteps(all: StepCandidate[]): StepCandidate[] {
  const seen = new Set<string>();
  const chosen: StepCandidate[] = [];
  for (const c of [...all].sort(
    (x, y) => y.score - x.score || x.sentence - y.sentence || x.verb - y.verb,
  )) {
    if (seen.has(c.lemma) || chosen.length >= MAX_STEPS) continue;
    seen.add(c.lemma);
    chosen.push(c);
  }
  return chosen.sort((x, y) => x.sentence - y.sentence || x.verb - y.verb);
}

const THING =
  /^(machine|device|unit|member|element|surface|layer|system|assembly|station|head|tool|plate|chamber|line|wheel|roller|table)$/;

/**
 * A step whose object starts with an -ing word ("holding a locking…") is most often a misread
 * sentence, unless the words name a part of the disclosure ("securing a covering member") or a
 * kind of thing ("a mounting plate").
 */
function misreadObject(a: Analysis, text: string): boolean {
  const m = /^\S+ (?:a|an|the) (\w+ing)\b(?: ([\w-]+))?/.exec(text);
  if (!m) return false;
  const [, ing, next = ''] = m;
  if (THING.test(next)) return false;
  const named = `${ing} ${next}`;
  return !a.parts.some((p) => p.key === named || p.key.startsWith(`${named} `));
}

function stepsClaim(
  a: Analysis,
  group: ClaimGroup,
  head: { preamble: string; tracker: Tracker; sources: number[] },
  steps: StepCandidate[],
): ClaimSpec | null {
  let tracker = head.tracker;
  const elements: string[] = [];
  const sources = [...head.sources];
  for (const c of steps) {
    if (elements.length >= MAX_STEPS) break;
    const built = stepFrom(a.sentences[c.sentence]!.toks, c.verb, tracker);
    if (!built || elements.includes(built.text) || misreadObject(a, built.text)) continue;
    elements.push(built.text);
    sources.push(c.sentence);
    tracker = built.tracker;
  }
  if (elements.length < 2) return null;
  return {
    group,
    parent: null,
    preamble: head.preamble,
    elements,
    body: '',
    sources,
    parts: [],
    tracker,
  };
}

function methodHead(a: Analysis): { preamble: string; tracker: Tracker; sources: number[] } {
  const tracker = new Tracker();
  tracker.add('method', 'method');
  // The method's own purpose ("a method of manufacturing…"), else the subject's.
  const p = a.method?.purpose ?? a.subject.purpose;
  const t = new Tracker(tracker);
  const purpose = purposeClause(a, p, t);
  if (p && purpose) return { preamble: `A method ${purpose}`, tracker: t, sources: [p.sentence] };
  // No purpose stated: the method is one of using the subject, so the preamble still says what for.
  const key = a.subject.key.trim();
  if (!key) return { preamble: 'A method', tracker, sources: [] };
  tracker.add(key, key);
  const sources = a.subject.sentence === null ? [] : [a.subject.sentence];
  return { preamble: `A method of using ${article(key)} ${key}`, tracker, sources };
}

function crmHead(): { preamble: string; tracker: Tracker; sources: number[] } {
  const tracker = new Tracker();
  tracker.add('non-transitory computer-readable medium', 'non-transitory computer-readable medium');
  tracker.add('instruction', 'instructions');
  tracker.add('processor', 'processor');
  tracker.add('operation', 'operations');
  return { preamble: CRM_PREAMBLE, tracker, sources: [] };
}

/** Method claim (and, for software-like disclosures, a CRM claim) from the disclosure's steps. */
export function stepClaims(
  a: Analysis,
  withCrm: boolean,
): { method: ClaimSpec | null; crm: ClaimSpec | null } {
  const steps = chooseSteps(candidates(a));
  const method = stepsClaim(a, 'method', methodHead(a), steps);
  const computational = steps.filter((s) => COMPUTATIONAL.test(s.lemma)).length;
  const fits = withCrm && a.software && computational * 2 >= steps.length;
  const crm = method && fits ? stepsClaim(a, 'crm', crmHead(), steps) : null;
  return { method, crm };
}

/** "further comprising …" method dependents from optional steps not used by the independent claim. */
export function stepDependents(a: Analysis, claims: ClaimSpec[], used: Set<number>): void {
  const group = claims[0]!.group;
  for (const s of a.usable) {
    if (claims.length > MAX_DEPENDENTS[group]) return;
    if (used.has(s.index) || !isOptional(s)) continue;
    const built = firstStep(s, claims[0]!.tracker);
    // "controlling the motor" repeats, or says less than, the step "controlling a motor by…".
    if (
      !built ||
      claims.some(
        (c) =>
          c.elements.some((e) => covered(built.text, e)) ||
          same(c.body.replace(/^further comprising /, ''), built.text),
      )
    )
      continue;
    used.add(s.index);
    const body =
      group === 'crm'
        ? `wherein the operations further comprise ${built.text}`
        : `further comprising ${built.text}`;
    claims.push({
      group,
      parent: 0,
      preamble: '',
      elements: [],
      body,
      sources: [s.index],
      parts: [],
      tracker: built.tracker,
    });
  }
}

function firstStep(s: Sentence, tracker: Tracker): { text: string; tracker: Tracker } | null {
  for (let v = 0; v < s.toks.length; v++) {
    if (s.toks[v]!.pos !== 'VERB') continue;
    const built = stepFrom(s.toks, v, tracker);
    if (built) return built;
  }
  return null;
}
