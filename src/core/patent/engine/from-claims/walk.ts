/**
 * The detailed description of one independent claim: every element in claim order, with the
 * numeral its figure gives it, and the disclosure's matching sentences after it.
 */
import type { DrawnFigure, FigureSpec, NodeSpec } from '../../figures';
import { cleanElement, opensList, partName } from '../../figures/words';
import type { Claim } from '../../types';
import { article } from '../words';
import type { Para } from '../writer';
import { elementPhrase, lowerFirst, numeralName, sentence, subjectOf, withArticle } from './prose';
import { partSentence } from './numbering';
import type { SupportPool } from './support';

const CLAUSE = /^(?:and\s+|or\s+)?(?:wherein|whereby|where|such that|so that|in which)\s+/i;
const THING =
  /^(?:a|an|the|one or more|at least one|a plurality of|plural|multiple|several|each|two|three|four|first|second)\s/i;

/** What a walk needs: the claim, its figure (if drawn) and the disclosure's sentences. */
export interface WalkInput {
  claim: Claim;
  figure: DrawnFigure | null;
  spec: FigureSpec | null;
  pool: SupportPool;
}

/** "a, b and c". */
function series(items: readonly string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : (items[0] ?? '');
}

/** Numerals of a figure that made it onto its sheets, by numeral, with the words to name them. */
/** "a display", "an awarding" reads badly: a step-like name takes "the". */
function det(name: string): string {
  return /^\w+ing(?:\s+(?:a|an|the|whether|or|to|of)\b|$)/.test(name) ? 'the' : article(name);
}

function drawnNames(figure: DrawnFigure): Map<string, string> {
  return new Map(figure.numerals.map((n) => [n.numeral, numeralName(n.name)]));
}

/** A paragraph with the disclosure's support for its phrase; `before` is what the walk said already. */
function supported(
  text: string,
  phrase: string,
  pool: SupportPool,
  before: readonly Para[] = [],
): Para {
  const own = pool.take(phrase, [...before.map((p) => p.text), text].join(' '));
  return { text: [text, own.text].filter(Boolean).join(' '), sources: own.sources };
}

/** "a display 102 for showing cards": the numeral after the part's name where the name is whole. */
function withNumeral(phrase: string, name: string, numeral: string): string | null {
  if (name.split(' ').length >= 5) return null; // the name was cut at five words: it runs on
  const words = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`^((?:[\\w-]+\\s+){0,3}?)(${words})(?=[\\s,;:]|$)`, 'i').exec(phrase);
  if (!m || (m[1] && !THING.test(m[1]))) return null;
  const at = m[0].length;
  // The claim's own reference sign is the numeral already ("a lever 21", see describe).
  if (phrase.slice(at).startsWith(` ${numeral}`)) return phrase;
  return `${phrase.slice(0, at)} ${numeral}${phrase.slice(at)}`;
}

/** Names every drawn numeral no paragraph named yet, so that the figure is fully described. */
function rest(figure: DrawnFigure, names: Map<string, string>, said: Set<string>): Para[] {
  const left = [...names].filter(([n]) => !said.has(n));
  if (!left.length) return [];
  const list = left.map(([n, name]) => `the ${name} ${n}`);
  return [{ text: `FIG. ${figure.number} also shows ${series(list)}.`, sources: [] }];
}

/** A system or apparatus claim drawn as a block diagram. */
export function walkBlock({ claim, figure, spec, pool }: WalkInput): Para[] {
  if (!figure || !spec) return walkPlain({ claim, figure, spec, pool });
  const names = drawnNames(figure);
  const said = new Set<string>();
  const name = (n: string | null): string | null => (n && names.has(n) ? n : null);
  const frame = spec.frame && name(spec.frame.numeral);
  // A name the numeral parser cannot read ("assembly" ends like an adverb) keeps its numeral apart.
  const plainName = !frame || names.get(frame) === 'element';
  const whole = plainName ? subjectOf(claim) : `${names.get(frame)} ${frame}`;
  const shown = frame && plainName ? `, shown as element ${frame},` : '';
  if (frame) said.add(frame);
  const tops = spec.nodes.filter((n) => name(n.numeral));
  const list = tops.map(
    (n) => `${det(names.get(n.numeral!)!)} ${names.get(n.numeral!)} ${n.numeral}`,
  );
  tops.forEach((n) => said.add(n.numeral!));
  const out: Para[] = [];
  out.push({
    text: `Referring to FIG. ${figure.number}, ${withArticle(whole)}${shown} according to an embodiment includes ${series(list) || 'the parts described below'}.`,
    sources: [],
  });
  for (const n of spec.nodes.filter((x) => x.parts.length && name(x.numeral))) {
    const inner = n.parts.filter((p) => name(p.numeral));
    if (!inner.length) continue;
    inner.forEach((p) => said.add(p.numeral!));
    const parts = inner.map(
      (p) => `${det(names.get(p.numeral!)!)} ${names.get(p.numeral!)} ${p.numeral}`,
    );
    out.push({
      text: `The ${names.get(n.numeral!)} ${n.numeral} includes ${series(parts)}.`,
      sources: [],
    });
  }
  const byName = new Map<string, NodeSpec>();
  for (const n of spec.nodes)
    for (const x of [n, ...n.parts]) if (name(x.numeral)) byName.set(x.name, x);
  for (const el of claim.elements) {
    const phrase = elementPhrase(el.text);
    if (!phrase) continue;
    const part = partName(el.text);
    const node = part ? byName.get(part) : undefined;
    const numbered = node ? withNumeral(phrase, part!, node.numeral!) : null;
    // The part, listed above, is now said what it is, where it sits and what it does.
    // Only where the numeral parser reads the part's name as the numeral's (see numeralName).
    const named = numbered && numeralName(part!) === part ? `${part} ${node!.numeral}` : null;
    const at = named && numbered ? numbered.toLowerCase().indexOf(named.toLowerCase()) : -1;
    const about =
      at >= 0
        ? partSentence(
            numbered!.slice(at, at + named!.length),
            numbered!.slice(at + named!.length),
            phrase,
          )
        : null;
    const text = about ? sentence(about) : elementSentence(numbered ?? phrase, `The ${whole}`);
    out.push(supported(text, phrase, pool, out));
  }
  out.push(...rest(figure, names, said));
  return out;
}

/** One element of an apparatus: "The system 100 includes a sensor 102." */
function elementSentence(phrase: string, owner: string): string {
  if (CLAUSE.test(phrase)) return sentence(`In this embodiment, ${phrase.replace(CLAUSE, '')}`);
  if (THING.test(phrase)) return sentence(`${owner} includes ${phrase}`);
  if (/^\w+ing\b/i.test(phrase)) return sentence(`${owner} provides for ${phrase}`);
  return sentence(`In ${lowerFirst(owner)}, ${phrase}`);
}

/** A method claim drawn as a flowchart: one paragraph per step, "At operation 202, …". */
export function walkFlow({ claim, figure, spec, pool }: WalkInput): Para[] {
  if (!figure || !spec) return walkPlain({ claim, figure, spec, pool });
  const names = drawnNames(figure);
  const said = new Set<string>();
  const byId = new Map(spec.nodes.map((n) => [n.id, n]));
  const out: Para[] = [
    {
      text: `FIG. ${figure.number} is a flowchart of a method according to an embodiment.`,
      sources: [],
    },
  ];
  // The same steps, in the same order, as the flowchart's boxes s0, s1, … (see figures/extract).
  let step = 0;
  const steps = spec.nodes.filter((n) => /^s\d+$/.test(n.id)).length;
  for (const el of claim.elements) {
    const phrase = elementPhrase(el.text);
    if (!phrase) continue;
    const clean = cleanElement(el.text);
    const isStep = clean && !/^(?:wherein|whereby)\b/i.test(clean) && !opensList(clean);
    const node = isStep ? byId.get(`s${step}`) : undefined;
    const action = isStep ? byId.get(`s${step}-do`) : undefined;
    if (isStep) step++;
    const numeral = node?.numeral && names.has(node.numeral) ? node.numeral : null;
    let text: string;
    if (!numeral)
      text = CLAUSE.test(phrase)
        ? sentence(`In this method, ${phrase.replace(CLAUSE, '')}`)
        : sentence(`The method includes ${phrase}`);
    else {
      said.add(numeral);
      // Steps read in their order: the first begins the method, the last ends it.
      const lead =
        said.size === 1
          ? `The method begins at operation ${numeral}, which includes`
          : step === steps
            ? `Finally, at operation ${numeral}, the method includes`
            : `At operation ${numeral}, the method includes`;
      text = sentence(`${lead} ${phrase}`);
      if (action?.numeral && names.has(action.numeral)) {
        said.add(action.numeral);
        text += ` When the condition is met, the method continues at operation ${action.numeral}.`;
      }
    }
    out.push(supported(text, phrase, pool, out));
  }
  out.push(...rest(figure, new Map([...names].map(([n]) => [n, 'operation'])), said));
  return out;
}

/** A medium claim drawn as processor, memory and instructions. */
export function walkMedium({ claim, figure, spec, pool }: WalkInput): Para[] {
  if (!figure || !spec) return walkPlain({ claim, figure, spec, pool });
  const names = drawnNames(figure);
  const said = new Set<string>();
  const node = (id: string) => spec.nodes.flatMap((n) => [n, ...n.parts]).find((n) => n.id === id);
  const proc = node('processor')?.numeral;
  const medium = node('medium')?.numeral;
  const out: Para[] = [];
  if (proc && medium && names.has(proc) && names.has(medium)) {
    said.add(proc).add(medium);
    out.push({
      text: `Referring to FIG. ${figure.number}, a processor ${proc} executes instructions stored on ${withArticle(names.get(medium)!)} ${medium} according to an embodiment.`,
      sources: [],
    });
  }
  const ops = spec.nodes.flatMap((n) => n.parts).filter((p) => p.numeral && names.has(p.numeral));
  for (const op of ops) said.add(op.numeral!);
  if (ops.length) {
    // Each box names its operation ("instructions for detecting a signal"): say which is which.
    const list = ops.map((o) => {
      const what = o.name.replace(/^instructions\s*(?:for\s*)?/, '').replace(/\s*…$/, '');
      return `instructions ${o.numeral}${what ? ` for ${what}` : ''}`;
    });
    out.push({
      text: `The medium holds ${series(list)}, which the processor carries out.`,
      sources: [],
    });
  }
  out.push(...walkPlain({ claim, figure: null, spec: null, pool }).slice(1));
  out.push(...rest(figure, names, said));
  return out;
}

/** A claim without a figure (a composition, or one that could not be drawn): its elements in turn. */
export function walkPlain({ claim, pool }: WalkInput): Para[] {
  const subject = subjectOf(claim);
  const out: Para[] = [
    {
      text: sentence(`In an embodiment, ${withArticle(subject)} is provided as described below`),
      sources: [],
    },
  ];
  for (const el of claim.elements) {
    const phrase = elementPhrase(el.text);
    if (phrase) out.push(supported(elementSentence(phrase, `The ${subject}`), phrase, pool, out));
  }
  return out;
}
