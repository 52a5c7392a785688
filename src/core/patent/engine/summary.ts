import type { Analysis } from './analysis';
import { claimProse } from './claims';
import { onlyNames } from './problem';
import type { NumberedClaim } from './claim-types';
import { wordCount } from './words';
import { soften, type Para } from './writer';

const ASPECT = ['In one aspect, ', 'In another aspect, ', 'In a further aspect, '];

function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Summary: one paragraph per independent claim, then the optional features. */
export function writeSummary(claims: readonly NumberedClaim[]): Para[] {
  const out: Para[] = [];
  const independents = claims.filter((c) => c.parentNumber === null);
  independents.forEach((c, i) => {
    out.push({
      text: (ASPECT[i] ?? 'In another aspect, ') + lowerFirst(claimProse(c)),
      sources: c.sources,
    });
  });
  const dependents = claims.filter((c) => c.parentNumber !== null);
  for (let i = 0; i < dependents.length; i += 3) {
    const chunk = dependents.slice(i, i + 3);
    out.push({ text: chunk.map(claimProse).join(' '), sources: chunk.flatMap((c) => c.sources) });
  }
  return out;
}

const ABSTRACT_BAD = /\b(said|means|this disclosure concerns|invention)\b/i;
const MAX_WORDS = 150;
const MIN_WORDS = 50;

function shorten(c: NumberedClaim): string {
  for (let n = c.elements.length; n >= 1; n--) {
    const text = claimProse({ ...c, elements: c.elements.slice(0, n) });
    if (wordCount(text) <= MAX_WORDS) return text;
  }
  return claimProse({ ...c, elements: c.elements.slice(0, 1) })
    .split(' ')
    .slice(0, MAX_WORDS)
    .join(' ')
    .replace(/[,;]?$/, '.');
}

/** Abstract: the first independent claim in prose, topped up to 50–150 words; one paragraph. */
export function writeAbstract(a: Analysis, claims: readonly NumberedClaim[]): Para {
  const independents = claims.filter((c) => c.parentNumber === null);
  const first = independents[0];
  if (!first) return { text: '', sources: [] };
  const parts: string[] = [shorten(first)];
  const sources = [...first.sources];
  const extra: { text: string; sources: number[] }[] = independents
    .slice(1, 2)
    .filter((c) => c.group === 'method')
    .map((c) => ({ text: claimProse(c), sources: c.sources }));
  for (const s of a.usable.slice(0, 8)) {
    const text = soften(s.plain);
    // Whole sentences only: not a fragment the splitter left ("layer, thus forming…").
    if (
      !onlyNames(s) &&
      !ABSTRACT_BAD.test(text) &&
      s.figures.length === 0 &&
      /^[A-Z0-9]/.test(text) &&
      /\.$/.test(text)
    )
      extra.push({ text, sources: [s.index] });
  }
  for (const e of extra) {
    const words = wordCount(parts.join(' '));
    if (words >= MIN_WORDS) break;
    if (words + wordCount(e.text) > MAX_WORDS || parts.includes(e.text)) continue;
    parts.push(e.text);
    sources.push(...e.sources);
  }
  return { text: parts.join(' '), sources };
}
