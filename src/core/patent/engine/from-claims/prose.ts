/** Claim language turned into description prose: whole claims, elements, dependent features. */
import { cleanElement, partName } from '../../figures/words';
import { numeralsInText } from '../../parse/numerals';
import type { Claim } from '../../types';
import { article, capitalize } from '../words';

/** Number of a claim as written (its position when unnumbered). */
export function claimNo(c: Claim): number {
  return c.number ?? c.index + 1;
}

/**
 * Claim words as description words: one line, "said" → "the", and the claim's reference signs
 * (EP style "valve (12)") written as the description writes numerals ("valve 12"): the figures
 * drawn from the claims carry them (see figures/signs). `signs: false` leaves them out (a title).
 */
export function describe(text: string, signs = true): string {
  let out = text.replace(/\s+/g, ' ').trim();
  out = out.replace(/\bsaid\b(?= [\w-])/g, 'the').replace(/\bSaid\b(?= [\w-])/g, 'The');
  const uses = numeralsInText(out);
  for (const u of [...uses].reverse()) {
    if (out[u.start - 1] === '(' && out[u.end] === ')')
      out = `${out.slice(0, u.start - 1).trimEnd()}${signs ? ` ${u.numeral}` : ''}${out.slice(u.end + 1)}`;
  }
  return out;
}

/** A claim element as a phrase: no list marker, no trailing "and" or punctuation. */
export function elementPhrase(text: string): string {
  return describe(cleanElement(text));
}

/** Lower-cases a leading capital that starts an ordinary word ("A system" → "a system"). */
export function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Ends a sentence with one period. */
export function sentence(text: string): string {
  const t = text.trim().replace(/[\s,;:.]+$/, '');
  return t ? `${capitalize(t)}.` : '';
}

/** The claimed thing as a noun phrase with its article: "an edging rail for a flooring". */
export function withArticle(phrase: string): string {
  const p = lowerFirst(phrase.trim());
  if (/^(?:a|an|the|one or more|at least one|a plurality of)\s/i.test(p)) return p;
  return `${article(p)} ${p}`;
}

/** The whole claim as one phrase: preamble, transition and elements ("a system comprising: a; b; and c"). */
export function claimPhrase(c: Claim): string {
  const pre = describe(c.preamble.text);
  if (!c.transition) return withArticle(pre);
  const els = c.elements.map((e) => elementPhrase(e.text)).filter(Boolean);
  const list =
    els.length > 1 ? `${els.slice(0, -1).join('; ')}; and ${els[els.length - 1]}` : (els[0] ?? '');
  const joiner = /[:]$/.test(c.transition.text) ? '' : els.length > 1 ? ':' : '';
  return `${withArticle(pre)} ${describe(c.transition.text)}${joiner} ${list}`.trim();
}

/** What a claim is about as a short noun: "system", "edging rail", "method". */
export function subjectOf(c: Claim): string {
  const name = partName(c.preamble.text);
  if (name && !/^(?:method|process)\b/.test(name)) return name;
  return c.category === 'crm'
    ? 'computer-readable medium'
    : c.category === 'method'
      ? 'method'
      : (name ?? 'embodiment');
}

const LEAD = /^(?:wherein|whereby|where|in which|such that)\s+/i;
const FURTHER = /^(?:further\s+)?(?:comprising|comprises|including|includes|having|has)\s*:?\s*/i;

/**
 * A dependent claim's own feature as a sentence: "wherein said X is Y" → "In some embodiments,
 * the X is Y."; "further comprising a Z" → "In some embodiments, the system further includes a Z."
 */
export function dependentSentence(c: Claim, subject: string, claimsText: string): string {
  // The description speaks of embodiments, not claim numbers ("through 8" would read as a numeral).
  let raw = claimsText.slice(c.bodyStart, c.end);
  for (const r of [...c.refs].reverse()) {
    const head = raw
      .slice(0, r.start - c.bodyStart)
      .replace(/\bany\s+(?:one\s+)?of\s+(?:the\s+)?(?:preceding\s+)?$/i, '');
    raw = `${head}an embodiment described above${raw.slice(r.end - c.bodyStart)}`;
  }
  const whole = describe(raw).replace(/[\s.;,]+$/, '');
  // "A camera including the device of claim 1": a claim of its own that borrows another's subject.
  if (/^(?:an?|one or more)\s/i.test(whole))
    return sentence(`In some embodiments, there is provided ${lowerFirst(whole)}`);
  const ref = c.refs[0];
  const from = ref ? ref.end : c.bodyStart;
  let body = describe(claimsText.slice(from, c.end)).replace(/^[\s,;:]+/, '');
  body = body.replace(/[\s.;,]+$/, '');
  if (!body) return '';
  if (LEAD.test(body))
    return sentence(`In some embodiments, ${lowerFirst(body.replace(LEAD, ''))}`);
  if (FURTHER.test(body))
    return sentence(
      `In some embodiments, the ${subject} further includes ${body.replace(FURTHER, '')}`,
    );
  return sentence(`In some embodiments, the ${subject} is as follows: ${lowerFirst(body)}`);
}

/**
 * The words to put before a numeral so that the parser reads them as its name: the figure's name
 * for the part, cut back to a word the parser accepts as a head ("in a case" → "element").
 */
export function numeralName(name: string): string {
  const words = name
    .replace(/[^\w\s'/-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length) {
    const text = `the ${words.join(' ')} 999`;
    const use = numeralsInText(text)[0];
    if (use && use.numeral === '999' && use.head === words[words.length - 1]!.toLowerCase())
      return words.join(' ').toLowerCase();
    words.pop();
  }
  return 'element';
}
