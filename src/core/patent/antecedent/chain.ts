import type { Claim } from '../types';
import { singular, tokenize, type Token } from '../text';
import { ClaimLexicon } from './lexicon';
import { endsPhrase, readPhrase, type Phrase } from './phrases';

/** The words, introductions and references of one claim. */
export interface ClaimIndex {
  /** First offset of every singular word key ending a noun phrase (possessives also under their owner). */
  first: Map<string, number>;
  intros: Phrase[];
  refs: Phrase[];
  /** The word tokens of the claim body. */
  words: Token[];
  /** Introductions by the singular key of their last word, in text order. */
  byHead: Map<string, Phrase[]>;
  /** Introductions by their singular-normalised words ("lever arm"), in text order. */
  byWords: Map<string, Phrase[]>;
}

const REF_DET = new Set(['the', 'said']);
const INTRO_DET = new Set(
  'a an another one two three four several multiple plural plurality some least more first second'.split(
    ' ',
  ),
);

/** Indexes a claim's words, "a/an …" introductions and "the/said …" references. */
export function indexClaim(claim: Claim, text: string): ClaimIndex {
  const first = new Map<string, number>();
  const intros: Phrase[] = [];
  const refs: Phrase[] = [];
  const byHead = new Map<string, Phrase[]>();
  const byWords = new Map<string, Phrase[]>();
  if (claim.canceled) return { first, intros, refs, words: [], byHead, byWords };
  const tokens = tokenize(text.slice(claim.bodyStart, claim.end), claim.bodyStart);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const key = singular(t.lower);
    // Only a word that ends a noun phrase names a thing the claim has; a modifier does not.
    if (!first.has(key) && endsPhrase(tokens, text, 0, i)) first.set(key, t.start);
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
      else {
        intros.push(p);
        push(byHead, p.heads[0]!, p);
        push(byWords, normWords(p.words), p);
      }
    }
  }
  return { first, intros, refs, words: tokens, byHead, byWords };
}

function push(m: Map<string, Phrase[]>, key: string, p: Phrase): void {
  const list = m.get(key);
  if (list) list.push(p);
  else m.set(key, [p]);
}

/** The singular-normalised words of a phrase ("lever arms" → "lever arm"). */
export function normWords(words: string[]): string {
  return words.map(singular).join(' ');
}

/** The index of the first phrase of a text-ordered list that starts after `pos`. */
export function indexAfter(list: Phrase[], pos: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.start > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Parent lookups over a claim set: the earlier, existing parents of each claim. */
export class ClaimChains {
  private readonly byNumber = new Map<number, number>();
  /** Claims whose references point nowhere usable (left to the dependency checks). */
  readonly broken: boolean[];
  private readonly memo: Array<Map<string, boolean>>;
  private readonly ancestry: Array<number[] | undefined> = [];
  private readonly lexicons: Array<ClaimLexicon | undefined> = [];
  private readonly facts = new Map<Phrase, Map<string, unknown>>();

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

  /** Up to `cap` introductions of `key` in claim `i` before `limit` and in each ancestor. */
  intros(i: number, key: string, limit: number, cap = 32): Phrase[] {
    const own = this.index[i]!.byHead.get(key) ?? [];
    const out = own.slice(0, cap).filter((p) => p.start < limit);
    for (const j of this.ancestors(i))
      out.push(...(this.index[j]!.byHead.get(key) ?? []).slice(0, cap));
    return out;
  }

  /** Whether claim `i` (before `limit`) or an ancestor introduces `key` or the exact words (`exact`). */
  introduces(i: number, key: string, limit: number, exact = false): boolean {
    const m = (j: number) => (exact ? this.index[j]!.byWords : this.index[j]!.byHead);
    const first = m(i).get(key)?.[0];
    return (
      (first !== undefined && first.start < limit) || this.ancestors(i).some((j) => m(j).has(key))
    );
  }

  /** The look-up index of claim `j`, built on first use. */
  lexicon(j: number): ClaimLexicon {
    let lex = this.lexicons[j];
    if (!lex) {
      lex = new ClaimLexicon(this.index[j]!.words, this.index[j]!.refs);
      this.lexicons[j] = lex;
    }
    return lex;
  }

  /**
   * What `what` says of phrase `p` alone, worked out on first use: a check that reads every
   * ancestor's introductions for each claim asks again for each claim that depends on it. `make`
   * may read only what one analysis never changes: the phrase, the section text, the inherent nouns.
   */
  fact<T>(p: Phrase, what: string, make: () => T): T {
    let known = this.facts.get(p);
    if (!known) {
      known = new Map();
      this.facts.set(p, known);
    }
    if (known.has(what)) return known.get(what) as T;
    const v = make();
    known.set(what, v);
    return v;
  }

  /** Whether `test` holds in claim `i` before `limit` or anywhere in one of its ancestors. */
  inChain(i: number, limit: number, test: (lex: ClaimLexicon, limit: number) => boolean): boolean {
    return (
      test(this.lexicon(i), limit) || this.ancestors(i).some((j) => test(this.lexicon(j), Infinity))
    );
  }
}
