/**
 * The problem a disclosure states, set aside before analysis: "that keeps a folding table's legs
 * from collapsing and injuring a plurality of users", "to avoid needlestick injuries", "which can
 * injure a climber". What the invention prevents is no part and no step; the background states it.
 */
import { render, type Tok } from './nlp';
import { statesOption, type Sentence } from './sentences';

/** Verbs of harm a relative clause says something can do: "which can injure a climber". */
const HARM =
  /^(injure|hurt|harm|damage|break|kill|endanger|cause|lead|result|burn|cut|pinch|crush|wound|spoil|ruin|destroy|contaminate|infect|expose)$/;
const MODAL = /^(can|could|may|might|will|would|often|otherwise|easily|sometimes|then)$/;
const RELATIVE = /^(that|which|who)$/;
/** Where a problem clause ends: the next clause of a list, a colon, the sentence's end. */
const CLAUSE_STOP = /^(;|:|\.|!|\?)$/;

/** "keeps X from Y-ing", "stops X from Y-ing", "protects X from …": the "from" within a few words. */
function fromAfter(toks: readonly Tok[], i: number, gerund: boolean): boolean {
  for (let k = i + 1; k < Math.min(toks.length, i + 9); k++) {
    if (CLAUSE_STOP.test(toks[k]!.text)) return false;
    if (toks[k]!.lower !== 'from') continue;
    return !gerund || /^[a-z]{3,}ing$/.test(toks[k + 1]?.lower ?? '');
  }
  return false;
}

/** Whether a problem clause starts at token `i` (its verb, or the relative before a harm verb). */
function opensProblem(toks: readonly Tok[], i: number): boolean {
  const t = toks[i]!;
  const w = t.lower;
  if (/^(prevent|prevents|preventing|avoid|avoids|avoiding)$/.test(w)) return true;
  if (/^(keep|keeps|keeping|stop|stops|stopping)$/.test(w)) return fromAfter(toks, i, true);
  if (/^(protect|protects|protecting)$/.test(w)) return fromAfter(toks, i, false);
  if (/^(reduce|reduces|reducing|lower|lowers|lowering)$/.test(w))
    return toks[i + 1]?.lower === 'the' && /^(risk|danger|chance)$/.test(toks[i + 2]?.lower ?? '');
  if (!RELATIVE.test(w)) return false;
  let k = i + 1;
  while (k < toks.length && MODAL.test(toks[k]!.lower)) k++;
  return k > i + 1 && HARM.test(toks[k]?.lemma ?? '');
}

/** Where the clause opened at `i` begins: with its relative pronoun or "to", "so as to", a comma. */
function clauseStart(toks: readonly Tok[], i: number): number {
  let s = i;
  if (RELATIVE.test(toks[s - 1]?.lower ?? '') || toks[s - 1]?.lower === 'to') s--;
  if (toks[s]?.lower === 'to' && toks[s - 1]?.lower === 'as' && toks[s - 2]?.lower === 'so') s -= 2;
  if (toks[s - 1]?.text === ',') s--;
  return s;
}

/** Token spans [from, to) of the problem clauses of a sentence. */
export function problemSpans(toks: readonly Tok[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < toks.length; i++) {
    if (!opensProblem(toks, i)) continue;
    const from = clauseStart(toks, i);
    let to = i + 1;
    while (to < toks.length && !CLAUSE_STOP.test(toks[to]!.text)) {
      // A comma ends it unless a harm clause follows ("…on a wet floor, which can injure…").
      if (toks[to]!.text === ',' && !opensProblem(toks, to + 1)) break;
      to++;
    }
    const last = out.at(-1);
    if (last && last[1] >= from) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
    i = to;
  }
  return out;
}

/**
 * The problem clause as the background can state it, "keep a folding table's legs from
 * collapsing …": the relative pronoun (or "to") dropped, its verb in the base form.
 */
function asNeed(toks: readonly Tok[]): string | null {
  const words = [...toks];
  while (words.length && /^(,|that|which|who|so|as|to)$/.test(words[0]!.lower)) words.shift();
  const verb = words[0];
  if (!verb || !/^(VERB|AUX|NOUN)$/.test(verb.pos) || RELATIVE.test(verb.lower)) return null;
  const base =
    verb.lemma === verb.lower && /s$/.test(verb.lower) ? verb.lower.slice(0, -1) : verb.lemma;
  const text = render([{ ...verb, text: base, space: false }, ...words.slice(1)]);
  return /^[a-z]+ \S/.test(text) ? text : null;
}

/** What a sentence says once its problem clauses are set aside. */
export interface SetAside {
  toks: Tok[];
  /** The problem clauses as needs, "keep … from …" (none when the sentence states none). */
  needs: string[];
}

/** A sentence's tokens without its problem clauses, and those clauses as needs. */
export function setAsideProblem(toks: readonly Tok[]): SetAside {
  const spans = problemSpans(toks);
  if (!spans.length) return { toks: [...toks], needs: [] };
  const kept: Tok[] = [];
  const needs: string[] = [];
  let at = 0;
  for (const [from, to] of spans) {
    kept.push(...toks.slice(at, from));
    // A harm clause after the need it explains ("…, which can injure a climber") joins it.
    const need = asNeed(toks.slice(from, to));
    if (need) needs.push(need);
    else {
      const clause = render(toks.slice(from, to)).replace(/^,\s*/, '');
      if (needs.length) needs[needs.length - 1] += `, ${clause}`;
    }
    at = to;
  }
  kept.push(...toks.slice(at));
  return { toks: kept, needs };
}

/**
 * The sentences with their problem clauses set aside from the tokens the parts, steps and claims
 * are read from (`needs` keeps them for the background); `plain` stays as written.
 */
export function withoutProblems(sentences: readonly Sentence[]): Sentence[] {
  return sentences.map((s) => {
    const { toks, needs } = setAsideProblem(s.toks);
    if (!needs.length && toks.length === s.toks.length) return s;
    // The prose keeps the sentence as written: only the analysis reads it without the problem.
    return { ...s, toks, optional: statesOption(render(toks)), needs };
  });
}

/** A sentence that, its problem set aside, only names the thing ("A folding table lock."). */
export function onlyNames(s: Sentence): boolean {
  return s.needs !== undefined && !s.toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}
