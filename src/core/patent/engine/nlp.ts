import winkNLP, { type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** A tagged token; `space` is true when whitespace precedes it. */
export interface Tok {
  text: string;
  lower: string;
  pos: string;
  lemma: string;
  space: boolean;
  /** `fig`: a figure reference ("FIG. 2A"); `numeral`: a reference numeral to drop. */
  kind?: 'fig' | 'numeral';
}

type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | null = null;

function nlp(): Nlp {
  instance ??= winkNLP(model, ['pos']);
  return instance;
}

function rawTokens(text: string, offsets: number[]): Tok[] {
  const n = nlp();
  const its = n.its;
  const lemmaOf = its.lemma as unknown as typeof its.pos;
  const out: Tok[] = [];
  let cursor = 0;
  n.readDoc(text)
    .tokens()
    .each((t: ItemToken) => {
      const word = String(t.out());
      const at = text.indexOf(word, cursor);
      if (at >= 0) cursor = at + word.length;
      offsets.push(at >= 0 ? at : cursor);
      const pos = String(t.out(its.pos));
      const lower = word.toLowerCase();
      const needsLemma = pos === 'VERB' || pos === 'AUX' || (pos === 'NOUN' && lower.endsWith('s'));
      const lemma = needsLemma ? String(t.out(lemmaOf)).toLowerCase() : lower;
      out.push({
        text: word,
        lower,
        pos,
        lemma,
        space: out.length > 0 && String(t.out(its.precedingSpaces)).length > 0,
      });
    });
  return out;
}

function mergeHyphens(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = out[out.length - 1];
    const next = toks[i + 1];
    const glued =
      t.text === '-' && !t.space && next && !next.space && prev && /\w$/.test(prev.text);
    if (glued && /^\w/.test(next.text)) {
      const text = `${prev.text}-${next.text}`;
      const pos = next.pos === 'NUM' ? 'ADJ' : next.pos === 'VERB' ? 'ADJ' : next.pos;
      out[out.length - 1] = {
        ...prev,
        text,
        lower: text.toLowerCase(),
        pos,
        lemma: text.toLowerCase(),
      };
      i++;
      continue;
    }
    out.push(t);
  }
  return out;
}

const FIG_WORD = /^figs?$/i;
const FIG_NUM = /^\d{1,3}[A-Za-z]?(?:-\d{1,3}[A-Za-z]?)?$/;

function mergeFigures(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!FIG_WORD.test(t.text)) {
      out.push(t);
      continue;
    }
    let j = i + 1;
    if (toks[j]?.text === '.') j++;
    const parts: string[] = [];
    while (j < toks.length) {
      const tok = toks[j]!;
      if (FIG_NUM.test(tok.text)) {
        const suffix = toks[j + 1];
        const letter = suffix && !suffix.space && /^[A-Za-z]$/.test(suffix.text) ? suffix.text : '';
        parts.push(tok.text + letter);
        j += letter ? 2 : 1;
      } else if (
        parts.length &&
        /^(,|and|or|through|to|-)$/.test(tok.lower) &&
        FIG_NUM.test(toks[j + 1]?.text ?? '')
      ) {
        parts.push(tok.lower === ',' ? ', ' : tok.lower === '-' ? '-' : ` ${tok.lower} `);
        j++;
      } else break;
    }
    if (!parts.length) {
      out.push(t);
      continue;
    }
    const label = `${t.text.toUpperCase()}. ${parts.join('')}`;
    out.push({
      text: label,
      lower: label.toLowerCase(),
      pos: 'PROPN',
      lemma: 'fig',
      space: t.space,
      kind: 'fig',
    });
    i = j - 1;
  }
  return out;
}

// prettier-ignore
const UNIT = /^(mm|cm|m|km|nm|um|µm|inch|inches|ft|feet|%|percent|degrees?|°|c|f|k|s|sec|seconds?|ms|min|minutes?|hours?|hz|khz|mhz|ghz|v|mv|kv|a|ma|w|kw|mw|psi|pa|kpa|mpa|bar|g|kg|mg|lb|lbs|ml|l|liters?|rpm|db|times|x)$/i;

function markNumerals(toks: Tok[]): Tok[] {
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1]!;
    if (t.pos !== 'NUM' || !/^\d{1,4}[a-z]?'?$/.test(t.text)) continue;
    const after = toks[i + 1];
    const named =
      prev.pos === 'NOUN' ||
      (prev.pos === 'ADJ' && /^[a-z]{3,}$/.test(prev.text)) ||
      (prev.pos === 'PROPN' && /^[A-Z]{2,}s?$/.test(prev.text)) ||
      prev.kind === 'numeral';
    const joiner = /^(,|and|or)$/.test(prev.lower) && toks[i - 2]?.kind === 'numeral';
    if (
      (named &&
        !FIG_WORD.test(prev.text) &&
        !/^(claims?|steps?|no|nos|number|table|example|equation|formula)$/i.test(prev.text)) ||
      joiner
    ) {
      const suffix = after && !after.space && /^[a-z]'?$/.test(after.text);
      if (!suffix && after && after.pos !== 'DET' && UNIT.test(after.text)) continue;
      t.kind = 'numeral';
      if (joiner) prev.kind = 'numeral';
      if (suffix) after.kind = 'numeral';
    }
  }
  return toks;
}

/** Auxiliaries and modals that make a clause finite. */
const FINITE_AUX =
  /^(is|are|was|were|has|have|had|can|may|will|must|should|could|would|does|do|shall|might)$/;

/** A verb in its base form as the tagger read it: "lock", "stop", not "locks", "locked", "locking". */
function isBaseVerb(t: Tok): boolean {
  return (
    t.pos === 'VERB' &&
    t.lemma === t.lower &&
    /^[a-z]{3,}$/.test(t.lower) &&
    !/(ing|ed)$/.test(t.lower)
  );
}

/** A finite verb ("comprises", "is"), or a plural-looking noun whose lemma is a verb ("moves"). */
function finiteAt(t: Tok | undefined): 'verb' | 'noun-s' | null {
  if (!t) return null;
  if (t.pos === 'AUX' && FINITE_AUX.test(t.lower)) return 'verb';
  if (t.pos === 'VERB' && /[^s]s$/.test(t.lower) && t.lemma !== t.lower) return 'verb';
  if (t.pos === 'NOUN' && /[^s]s$/.test(t.lower) && t.lemma !== t.lower) return 'noun-s';
  return null;
}

/**
 * A base-form "verb" that heads a compound noun: "A bicycle lock comprises…", "a door stop holds…",
 * "Lead zirconate titanate is…". A clause cannot have a bare verb between its subject's noun and
 * its finite verb, nor open with a bare verb whose object is followed at once by a finite verb,
 * nor put a verb right after an article; so the word is a noun. Not after a plural noun, where the
 * base form agrees with it as a verb ("The users lock the door").
 */
function repairCompoundHeads(toks: Tok[]): Tok[] {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!isBaseVerb(t)) continue;
    const prev = toks[i - 1];
    const article = prev?.pos === 'DET' && /^(a|an|the)$/.test(prev.lower);
    const singularNoun = prev?.pos === 'NOUN' && prev.lemma === prev.lower;
    // "of lead zirconate titanate", "with stop pins", "containing lead…": a preposition or a verb
    // of having takes a noun, never a bare verb ("to lock" is an infinitive, "than wait" too).
    const nextPos = toks[i + 1]?.pos ?? 'PUNCT';
    if (
      prev &&
      ((/^(ADP|SCONJ)$/.test(prev.pos) && !/^(to|than|but|except)$/.test(prev.lower)) ||
        (prev.pos === 'VERB' && /^(contain|comprise|include|have)$/.test(prev.lemma))) &&
      /^(NOUN|PUNCT)$/.test(nextPos)
    ) {
      t.pos = 'NOUN';
      continue;
    }
    if (!prev || article || singularNoun) {
      let j = i + 1;
      while (j < toks.length && toks[j]!.pos === 'NOUN' && !finiteAt(toks[j])) j++;
      const finite = finiteAt(toks[j]);
      const after = toks[j + 1];
      const clause =
        finite === 'verb' ||
        (finite === 'noun-s' && after !== undefined && /^(DET|NOUN|ADP|ADJ|PRON)$/.test(after.pos));
      const ends = article && j === i + 1 && (!toks[j] || /^(PUNCT|CCONJ|ADP)$/.test(toks[j]!.pos));
      if ((clause && (prev !== undefined || j > i + 1)) || ends) {
        t.pos = 'NOUN';
        if (finite === 'noun-s') toks[j]!.pos = 'VERB';
      }
    }
  }
  return toks;
}

const VERBISH_NEXT = new Set(['DET', 'ADP', 'PRON', 'ADJ', 'NUM']);

function repairVerbs(toks: Tok[]): Tok[] {
  for (let i = 1; i < toks.length - 1; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1]!;
    const next = toks[i + 1]!;
    // "a backlash between gears being…": after a preposition, an "-s" word is a plural noun.
    if (
      t.pos === 'VERB' &&
      /[^s]s$/.test(t.lower) &&
      prev.pos === 'ADP' &&
      !/^(to|as|than)$/.test(prev.lower)
    ) {
      t.pos = 'NOUN';
      continue;
    }
    if (t.pos === 'NOUN' && /^[a-z]{3,}ing$/.test(t.lower) && next.pos === 'DET') {
      t.pos = 'VERB';
      continue;
    }
    if (t.pos !== 'NOUN' || !/[^s]s$/.test(t.lower) || next.kind === 'numeral') continue;
    // "a float that rises with…", "a hook that grips the frame": right after a noun's relative
    // pronoun, an "-s" word before what a verb takes is the relative clause's verb.
    if (
      /^(that|which)$/.test(prev.lower) &&
      toks[i - 2]?.pos === 'NOUN' &&
      (/^(DET|ADP|ADV|ADJ|PRON)$/.test(next.pos) || (next.pos === 'VERB' && /ed$/.test(next.lower)))
    ) {
      t.pos = 'VERB';
      if (t.lemma === t.lower) t.lemma = t.lower.replace(/(?<=(ch|sh|x|z))es$|s$/, '');
      continue;
    }
    // "kebab bracket 48 remains empty": after a reference numeral, an -s word before what a verb
    // takes is the verb, whatever lemma the tagger gave it as a plural-only noun.
    if (t.lemma === t.lower) {
      if (prev.kind !== 'numeral' || !VERBISH_NEXT.has(next.pos)) continue;
      t.lemma = t.lower.replace(/(?<=(ch|sh|x|z))es$|s$/, '');
    }
    const subjectBefore = prev.pos === 'NOUN' || prev.pos === 'PROPN' || prev.kind === 'fig';
    // "lens elements that have…": a plural with a relative clause whose verb agrees with it.
    const after = toks[i + 2];
    if (
      /^(that|which)$/.test(next.lower) &&
      after &&
      /^(VERB|AUX)$/.test(after.pos) &&
      (after.lemma === after.lower || /^(are|were|have)$/.test(after.lower))
    )
      continue;
    if (prev.kind === 'numeral' || (subjectBefore && VERBISH_NEXT.has(next.pos))) t.pos = 'VERB';
  }
  return toks;
}

/**
 * Tags a paragraph once and returns the tokens of each span (sentence) of it: wink-nlp tokens,
 * POS and lemmas, with figure references and reference numerals marked.
 */
export function tagSpans(text: string, spans: readonly (readonly [number, number])[]): Tok[][] {
  const offsets: number[] = [];
  const toks = rawTokens(text, offsets);
  const out: Tok[][] = spans.map(() => []);
  let s = 0;
  toks.forEach((t, i) => {
    while (s < spans.length - 1 && offsets[i]! >= spans[s]![1]) s++;
    const bucket = out[s]!;
    bucket.push(bucket.length ? t : { ...t, space: false });
  });
  return out.map((part) =>
    repairVerbs(repairCompoundHeads(markNumerals(mergeFigures(mergeHyphens(part))))),
  );
}

/** Tags one sentence (see `tagSpans`). */
export function tagSentence(text: string): Tok[] {
  return tagSpans(text, [[0, text.length]])[0]!;
}

/** True for a unit word after a number ("mm", "degrees", "%"). */
export function isUnit(word: string): boolean {
  return UNIT.test(word);
}

/** Renders tokens back to text, dropping reference numerals. */
export function render(toks: readonly Tok[]): string {
  let out = '';
  for (const t of toks) {
    if (t.kind === 'numeral') continue;
    out += (out && t.space ? ' ' : '') + t.text;
  }
  return out
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
