import type { ClaimRef, RefMode } from '../types';

const N = String.raw`\d{1,5}(?![\d%]|\.\d|\s*%|\s*[-–]\s*\d+\s*%|\s*(?:wt|parts|mol)\b)`;
const NUM_LIST = String.raw`${N}(?:\s*(?:,\s*(?:and\/or|and|or)?|and\/or|and|or|to|through|thru|-|–|—)\s*(?:claims?\s+)?${N})*`;
const REF_RE = new RegExp(String.raw`\bclaims?\s+(${NUM_LIST})`, 'gi');
const PRECEDING_RE =
  /\b(?:(any|one or more|any one|each|all|either|one)\s+(?:one\s+)?(?:or more\s+)?(?:of\s+)?(?:the\s+)?|the\s+|a\s+)?(?:preceding|previous|foregoing|above|prior|above-mentioned|aforementioned)(?:\s+|-)claims?\b/gi;
// "each of claims 1 and 2" names them all at once (cumulative, MPEP 608.01(n)); "any one of" does not.
const ALT_PREFIX =
  /\b(?:any|(?<!\beach\s)one|either|at least one|one or more)\s+(?:one\s+)?(?:or more\s+)?(?:of\s+)?(?:the\s+)?(?:claims?\s+)?$/i;
const MAX_RANGE = 1000;

/** Finds every written reference to other claims in a claim body; offsets relative to `text`. */
export function parseClaimRefs(text: string, ownNumber: number | null): ClaimRef[] {
  const refs: ClaimRef[] = [];
  REF_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = REF_RE.exec(text))) {
    const list = m[1]!;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    refs.push(readList(list, ALT_PREFIX.test(before), m.index, m.index + m[0].length));
  }
  PRECEDING_RE.lastIndex = 0;
  while ((m = PRECEDING_RE.exec(text))) {
    if (ownNumber === null || ownNumber <= 1) continue;
    const plural = /claims$/i.test(m[0]);
    const anyOf = !!m[1] || plural || /^a\s/i.test(m[0]);
    const claims = anyOf ? range(1, ownNumber - 1) : [ownNumber - 1];
    const mode: RefMode = claims.length > 1 ? 'preceding' : 'single';
    refs.push({ mode, cited: [], claims, start: m.index, end: m.index + m[0].length });
  }
  return refs.sort((a, b) => a.start - b.start);
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to && out.length < MAX_RANGE; i++) out.push(i);
  return out;
}

function readList(list: string, anyPrefix: boolean, start: number, end: number): ClaimRef {
  const nums: number[] = [];
  const seps: string[] = [];
  let last = 0;
  const parts = list.split(/(?<=\d)(?=\D)|(?<=\D)(?=\d)/);
  for (const p of parts) {
    if (/^\d+$/.test(p)) nums.push(Number(p));
    else
      seps.push(
        p
          .replace(/claims?/i, '')
          .trim()
          .toLowerCase(),
      );
  }
  const cited: number[] = [];
  const claims: number[] = [];
  let hasOr = false;
  for (let i = 0; i < nums.length; i++) {
    const n = nums[i]!;
    const sep = i > 0 ? seps[i - 1]! : '';
    if (/^(?:to|through|thru|-|–|—)$/.test(sep)) {
      for (const k of range(last + 1, n)) claims.push(k);
    } else {
      cited.push(n);
      claims.push(n);
    }
    if (/\bor\b/.test(sep)) hasOr = true;
    last = n;
  }
  const unique = [...new Set(claims)];
  let mode: RefMode = 'single';
  if (unique.length > 1) mode = hasOr || anyPrefix ? 'alternative' : 'cumulative';
  return { mode, cited: [...new Set(cited)], claims: unique, start, end };
}
