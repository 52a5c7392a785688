import { singular, type Token } from '../text';
import type { Phrase } from './phrases';

const MAX_POSITIONS = 64;

/** The words of one claim indexed for constant-time look-ups (built only when a check needs it). */
export class ClaimLexicon {
  private readonly at = new Map<string, number[]>();
  private readonly inRef: boolean[];
  private stemFirst: Map<string, number> | null = null;
  private shortFirst: Map<string, number> | null = null;
  private solidFirst: Map<string, number> | null = null;
  private countedFirst: Map<string, number> | null = null;

  constructor(
    private readonly tokens: Token[],
    refs: Phrase[],
  ) {
    tokens.forEach((t, k) => {
      const list = this.at.get(t.lower);
      if (list) list.push(k);
      else this.at.set(t.lower, [k]);
    });
    this.inRef = tokens.map(() => false);
    let r = 0;
    tokens.forEach((t, k) => {
      while (r < refs.length && refs[r]!.end <= t.start) r++;
      const ref = refs[r];
      this.inRef[k] = !!ref && ref.detStart <= t.start && t.start < ref.end;
    });
  }

  /** Whether the raw lowercase word occurs before `limit`. */
  said(word: string, limit: number): boolean {
    const k = this.at.get(word)?.[0];
    return k !== undefined && this.tokens[k]!.start < limit;
  }

  /** Whether the raw lowercase word occurs before `limit` after a word not in `unless`. */
  saidUnless(word: string, limit: number, unless: ReadonlySet<string>): boolean {
    for (const k of this.at.get(word) ?? []) {
      if (this.tokens[k]!.start >= limit) break;
      if (!unless.has(this.tokens[k - 1]?.lower ?? '')) return true;
    }
    return false;
  }

  /** Whether a verb form with this stem (or, `short`, this stem plus one letter) occurs. */
  saidStem(stem: string, short: boolean, limit: number): boolean {
    if (!this.stemFirst) this.indexStems();
    const f = (short ? this.shortFirst : this.stemFirst)!.get(stem);
    return f !== undefined && f < limit;
  }

  /** Whether a counting compound ("two-player", "multi-layer") names this part before `limit`. */
  counted(part: string, limit: number): boolean {
    if (!this.countedFirst) {
      const m = new Map<string, number>();
      for (const t of this.tokens) {
        const c =
          /^(?:one|two|three|four|five|six|multi|dual|twin|single|double|triple|many|poly)-([a-z]+)$/.exec(
            t.lower,
          );
        if (c && !m.has(singular(c[1]!))) m.set(singular(c[1]!), t.start);
      }
      this.countedFirst = m;
    }
    const f = this.countedFirst.get(part);
    return f !== undefined && f < limit;
  }

  /** Whether a compound key occurs written solid, spaced or hyphenated before `limit`. */
  spelled(key: string, limit: number): boolean {
    if (!this.solidFirst) {
      const m = new Map<string, number>();
      const put = (k: string, at: number) => !m.has(k) && m.set(k, at);
      this.tokens.forEach((t, k) => {
        put(singular(t.lower), t.start);
        if (t.lower.includes('-')) put(joinedKey(t.lower, ''), t.start);
        if (k > 0) put(joinedKey(this.tokens[k - 1]!.lower, t.lower), this.tokens[k - 1]!.start);
      });
      this.solidFirst = m;
    }
    const f = this.solidFirst.get(key);
    return f !== undefined && f < limit;
  }

  /** Whether the words occur in sequence before `limit`; `bare`: singular-normalised, outside references. */
  wrote(words: string[], limit: number, bare: boolean): boolean {
    const want = bare ? words.map(singular) : words;
    const firsts = bare ? this.positions(words[0]!) : this.at.get(words[0]!);
    if (!firsts) return false;
    for (const k of firsts.slice(0, MAX_POSITIONS)) {
      const end = this.tokens[k + want.length - 1];
      if (!end || end.start >= limit) break;
      if (bare && this.inRef[k]) continue;
      const ok = want.every((w, n) => {
        const t = this.tokens[k + n]!.lower;
        return bare ? singular(t) === w : t === w;
      });
      if (ok) return true;
    }
    return false;
  }

  /**
   * Whether the words occur (singular-normalised) before `limit` as the start of a noun phrase
   * without a determiner: after a preposition, a verb or a conjunction ("comprise nuclei …").
   */
  wroteBare(words: string[], limit: number): boolean {
    const want = words.map(singular);
    for (const k of this.positions(words[0]!).slice(0, MAX_POSITIONS)) {
      const end = this.tokens[k + want.length - 1];
      if (!end || end.start >= limit) break;
      if (this.inRef[k] || !BARE_BEFORE.test(this.tokens[k - 1]?.lower ?? '')) continue;
      if (want.every((w, n) => singular(this.tokens[k + n]!.lower) === w)) return true;
    }
    return false;
  }

  private positions(word: string): number[] {
    const out = [...(this.at.get(word) ?? [])];
    const one = singular(word);
    for (const w of [one, `${one}s`, `${one}es`])
      if (w !== word) out.push(...(this.at.get(w) ?? []));
    return out.sort((a, b) => a - b);
  }

  private indexStems(): void {
    const stems = new Map<string, number>();
    const shorts = new Map<string, number>();
    for (const [w, ks] of this.at) {
      if (w.length < 4 || !/(?:ing|ed|es|e|s|ize|ise|able|ible)$/.test(w)) continue;
      const s = verbStem(w.slice(w.lastIndexOf('-') + 1).replace(/(?:able|ible)$/, ''));
      const at = this.tokens[ks[0]!]!.start;
      if ((stems.get(s) ?? Infinity) > at) stems.set(s, at);
      const cut = s.slice(0, -1);
      if ((shorts.get(cut) ?? Infinity) > at) shorts.set(cut, at);
    }
    this.stemFirst = stems;
    this.shortFirst = shorts;
  }
}

/** Words after which a bare noun phrase starts (prepositions, linking verbs, conjunctions). */
const BARE_BEFORE =
  /^(?:of|in|on|at|to|from|by|with|for|into|onto|and|or|comprise|comprises|comprising|include|includes|including|contain|contains|containing|having|has|have|are|is)$/;

/** The key of a compound written solid, spaced or hyphenated ("ground-plane", "work piece"). */
export function joinedKey(a: string, b: string): string {
  return singular((a + b).replace(/-/g, ''));
}

/** A verb form reduced to a comparable stem ("measuring", "measured", "measure" → "measur"). */
export function verbStem(word: string): string {
  let s = word.replace(/(?:ing|ed|es|e|s)$/, '');
  if (s.length > 3 && s[s.length - 1] === s[s.length - 2] && !/[aeiou]/.test(s[s.length - 1]!))
    s = s.slice(0, -1);
  return s;
}
