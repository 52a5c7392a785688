/**
 * A dependent claim's feature as a paragraph of its own, tied to the figure of its claim: the
 * parts that figure draws are named with their numerals ("the valve 14"), and a paragraph that
 * names one says where to look ("Referring again to FIG. 1, …").
 */
import type { DrawnFigure } from '../../figures';
import type { Claim } from '../../types';
import { tagSentence } from '../nlp';
import type { Para } from '../writer';
import { dependentSentence, numeralName, subjectOf } from './prose';
import type { SupportPool } from './support';

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Tags that continue a noun phrase: "the valve seat" is not "the valve". */
const NOUNISH = new Set(['NOUN', 'PROPN', 'NUM']);

/**
 * Puts each drawn part's numeral after its first definite mention ("the valve" → "the valve 14"),
 * where the name is whole: not followed by another noun of a longer name, not numbered already.
 */
export function numberParts(text: string, parts: ReadonlyMap<string, string>): string {
  const toks = tagSentence(text);
  const lower = toks.map((t) => t.lower);
  const byLength = [...parts].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
  let out = text;
  const done = new Set<string>();
  for (const [name, numeral] of byLength) {
    const words = name.split(' ');
    if (name === 'element' || done.has(numeral)) continue;
    // The occurrences of "the <name>" in token order and in text order match one to one.
    let nth = 0;
    let hit = -1;
    for (let i = 0; i + words.length < lower.length + 1; i++) {
      if (lower[i] !== 'the' || !words.every((w, k) => lower[i + 1 + k] === w)) continue;
      const next = toks[i + 1 + words.length];
      if (!next || (!NOUNISH.has(next.pos) && !/^\d/.test(next.text))) {
        hit = nth;
        break;
      }
      nth++;
    }
    if (hit < 0) continue;
    const re = new RegExp(`\\bthe ${words.map(escape).join('\\s+')}\\b`, 'gi');
    const m = [...out.matchAll(re)][hit];
    if (!m) continue;
    const at = m.index! + m[0].length;
    if (/^\s*\d/.test(out.slice(at))) continue;
    out = `${out.slice(0, at)} ${numeral}${out.slice(at)}`;
    done.add(numeral);
  }
  return out;
}

/** What a dependent claim's paragraph is written from. */
export interface DependentInput {
  claim: Claim;
  /** The independent claim its chain reaches. */
  root: Claim;
  /** The figure drawn from that claim, if any. */
  figure: DrawnFigure | null;
  text: string;
  pool: SupportPool;
}

/** "Referring again to FIG. 1, in some embodiments, the controller 16 sends …", with the disclosure's support. */
export function dependentParagraph({
  claim,
  root,
  figure,
  text,
  pool,
}: DependentInput): Para | null {
  const plain = dependentSentence(claim, subjectOf(root), text);
  if (!plain) return null;
  let body = plain;
  if (figure && figure.kind !== 'flowchart') {
    const parts = new Map<string, string>();
    for (const n of figure.numerals) {
      const name = numeralName(n.name);
      if (name === n.name.toLowerCase() && !parts.has(name)) parts.set(name, n.numeral);
    }
    const numbered = numberParts(plain, parts);
    if (numbered !== plain)
      body = `Referring again to FIG. ${figure.number}, ${numbered.charAt(0).toLowerCase()}${numbered.slice(1)}`;
  }
  const own = pool.take(plain, body);
  return { text: [body, own.text].filter(Boolean).join(' '), sources: own.sources };
}
