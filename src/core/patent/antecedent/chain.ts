import type { Claim } from '../types';
import { singular, tokenize, type Token } from '../text';
import { readPhrase, type Phrase } from './phrases';

/** The words, introductions and references of one claim. */
export interface ClaimIndex {
  /** First offset of every singular word key (possessives also under their owner). */
  first: Map<string, number>;
  intros: Phrase[];
  refs: Phrase[];
  /** The word tokens of the claim body. */
  words: Token[];
}

const REF_DET = new Set(['the', 'said']);
const INTRO_DET = new Set(
  'a an another one two three four several multiple plural plurality some least more first second'.split(
    ' ',
  ),
);

/** The key of a compound written solid, spaced or hyphenated ("ground-plane", "work piece"). */
export function joinedKey(a: string, b: string): string {
  return singular((a + b).replace(/-/g, ''));
}

/** Indexes a claim's words, "a/an …" introductions and "the/said …" references. */
export function indexClaim(claim: Claim, text: string): ClaimIndex {
  const first = new Map<string, number>();
  const intros: Phrase[] = [];
  const refs: Phrase[] = [];
  if (claim.canceled) return { first, intros, refs, words: [] };
  const tokens = tokenize(text.slice(claim.bodyStart, claim.end), claim.bodyStart);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const key = singular(t.lower);
    if (!first.has(key)) first.set(key, t.start);
    if (/['’]s$/.test(t.lower)) {
      const owner = singular(t.lower.slice(0, -2));
      if (!first.has(owner)) first.set(owner, t.start);
    }
    const before = tokens[i - 1]?.lower ?? '';
    const nested = REF_DET.has(before) || (INTRO_DET.has(before) && !/^an?$/.test(t.lower));
    const intro = INTRO_DET.has(t.lower) && !nested;
    if (REF_DET.has(t.lower) || intro) {
      const p = readPhrase(tokens, text, 0, i, i + 1);
      if (!p) continue;
      if (REF_DET.has(t.lower)) refs.push(p);
      else intros.push(p);
    }
  }
  return { first, intros, refs, words: tokens };
}

/** Parent lookups over a claim set: the earlier, existing parents of each claim. */
export class ClaimChains {
  private readonly byNumber = new Map<number, number>();
  /** Claims whose references point nowhere usable (left to the dependency checks). */
  readonly broken: boolean[];
  private readonly memo: Array<Map<string, boolean>>;
  private readonly ancestry: Array<number[] | undefined> = [];

  constructor(
    private readonly claims: Claim[],
    private readonly index: ClaimIndex[],
  ) {
    claims.forEach(
      (c, i) => c.number !== null && !this.byNumber.has(c.number) && this.byNumber.set(c.number, i),
    );
    this.broken = claims.map((c) =>
      c.parents.some((p) => {
        const j = this.byNumber.get(p);
        return j === undefined || p >= (c.number ?? 0) || claims[j]!.canceled;
      }),
    );
    this.memo = claims.map(() => new Map<string, boolean>());
  }

  /** Indexes of the usable parents of claim `i`. */
  parentsOf(i: number): number[] {
    const out: number[] = [];
    for (const p of this.claims[i]!.parents) {
      const j = this.byNumber.get(p);
      if (j !== undefined && j < i && !this.claims[j]!.canceled) out.push(j);
    }
    return out;
  }

  /** Whether every alternative parent chain of claim `i` (any, if not alternative) has the word key. */
  has(i: number, key: string): boolean {
    if (this.broken[i]) return true;
    const m = this.memo[i]!;
    const hit = m.get(key);
    if (hit !== undefined) return hit;
    m.set(key, false);
    const ps = this.parentsOf(i);
    const has = (p: number): boolean => this.index[p]!.first.has(key) || this.has(p, key);
    const alternative = this.claims[i]!.refs.some(
      (r) => r.mode === 'alternative' || (r.mode === 'preceding' && r.claims.length > 1),
    );
    const v = ps.length > 0 && (alternative ? ps.every(has) : ps.some(has));
    m.set(key, v);
    return v;
  }

  /** All ancestors of claim `i` (bounded). */
  ancestors(i: number): number[] {
    const hit = this.ancestry[i];
    if (hit) return hit;
    const seen = new Set<number>([i]);
    const out: number[] = [];
    const stack = this.parentsOf(i);
    while (stack.length && seen.size < 200) {
      const j = stack.pop()!;
      if (seen.has(j)) continue;
      seen.add(j);
      out.push(j);
      stack.push(...this.parentsOf(j));
    }
    this.ancestry[i] = out;
    return out;
  }

  /** Whether claim `i` (before `limit`) or an ancestor writes one of the compound keys. */
  spelled(i: number, keys: string[], limit: number): boolean {
    const scan = (j: number, end: number): boolean => {
      const ws = this.index[j]!.words;
      for (let k = 0; k < ws.length && ws[k]!.start < end; k++) {
        const w = ws[k]!.lower;
        if (w.includes('-') && keys.includes(joinedKey(w, ''))) return true;
        if (k > 0 && keys.includes(joinedKey(ws[k - 1]!.lower, w))) return true;
        if (keys.includes(singular(w))) return true;
      }
      return false;
    };
    return scan(i, limit) || this.ancestors(i).some((j) => scan(j, Infinity));
  }

  /** Whether claim `i` (before `limit`) or an ancestor names the words without "the"/"said" first. */
  mentions(i: number, words: string[], limit: number): boolean {
    const want = words.map(singular);
    const scan = (j: number, end: number): boolean => {
      const { words: ws, refs } = this.index[j]!;
      for (let k = 0; k + want.length <= ws.length && ws[k + want.length - 1]!.start < end; k++) {
        const at = ws[k]!.start;
        if (refs.some((r) => r.detStart <= at && at < r.end)) continue;
        if (want.every((w, n) => singular(ws[k + n]!.lower) === w)) return true;
      }
      return false;
    };
    return scan(i, limit) || this.ancestors(i).some((j) => scan(j, Infinity));
  }

  /** Introductions of `key` in claim `i` before `limit` and anywhere in its ancestors. */
  intros(i: number, key: string, limit: number): Phrase[] {
    const out = this.index[i]!.intros.filter((p) => p.start < limit && p.heads[0] === key);
    for (const j of this.ancestors(i))
      for (const p of this.index[j]!.intros) if (p.heads[0] === key) out.push(p);
    return out;
  }
}
