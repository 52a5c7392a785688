/**
 * Reference signs of claims written in the EP style ("a supporting framework (21)"): the numeral
 * in parentheses after a part's name. A figure drawn from such claims gives each signed part its
 * sign as numeral and draws every signed part of the claim and its dependents, so the description
 * written from it names each sign the claims use (37 CFR 1.84(p)(5); EPC Rule 43(7)).
 */
import { numeralsInText } from '../parse/numerals';
import type { Claim } from '../types';

/** A signed part: its name as the claim gives it and its sign. */
export interface ClaimSign {
  name: string;
  sign: string;
}

/**
 * The signs a figure can carry: two to four digits. A one-digit sign stays in the text only; a
 * drawn "8" would be a numeral the description's numeral reader never takes for one.
 */
const DRAWABLE = /^\d{2,4}$/;

/** Words the numeral reader can leave before a name ("one or more inserts" → "more inserts"). */
const LEAD =
  /^(?:(?:one|two|three|four|five|more|said|the|a|an|of|in|and|or|with|each|several|plural|plurality|at|least|exhibits)\s+)+/;

/** Every "name (sign)" of a text, in order (the numeral reader decides what is a part's name). */
export function signsIn(text: string): ClaimSign[] {
  return numeralsInText(text)
    .filter((u) => text[u.start - 1] === '(' && text[u.end] === ')')
    .map((u) => ({ name: u.name.toLowerCase().replace(LEAD, ''), sign: u.numeral }))
    .filter((s) => s.name !== '');
}

/** The signs of one independent claim and every claim that depends on it. */
export class FamilySigns {
  /** First sign of each name, and every drawable sign with the first name it is given. */
  private readonly byName = new Map<string, string>();
  readonly drawable: ClaimSign[] = [];

  constructor(signs: readonly ClaimSign[]) {
    const seen = new Set<string>();
    for (const s of signs) {
      if (!DRAWABLE.test(s.sign)) continue;
      if (!this.byName.has(s.name)) this.byName.set(s.name, s.sign);
      if (!seen.has(s.sign)) {
        seen.add(s.sign);
        this.drawable.push(s);
      }
    }
  }

  /**
   * The sign of a drawn part: of its very name, else of a name ending in it ("curved fingers" for
   * "fingers"), else of a name it ends in ("planar body" for "generally planar body").
   */
  of(name: string): string | undefined {
    const exact = this.byName.get(name);
    if (exact) return exact;
    for (const [n, sign] of this.byName) if (n.endsWith(` ${name}`)) return sign;
    for (const [n, sign] of this.byName) if (name.endsWith(` ${n}`)) return sign;
    return undefined;
  }
}

/** The claims that depend on `root`, directly or through others, with `root` first. */
export function familyOf(root: Claim, claims: readonly Claim[]): Claim[] {
  const numberOf = (c: Claim) => c.number ?? c.index + 1;
  const inFamily = new Set([numberOf(root)]);
  const out = [root];
  for (const c of claims) {
    if (c === root || c.independent) continue;
    if (c.parents.some((p) => inFamily.has(p))) {
      inFamily.add(numberOf(c));
      out.push(c);
    }
  }
  return out;
}

/** Every drawable sign of a set of claims: fresh numerals must not take one. */
export function allSigns(claims: readonly Claim[]): Set<string> {
  const out = new Set<string>();
  for (const c of claims)
    for (const s of signsIn(c.text)) if (DRAWABLE.test(s.sign)) out.add(s.sign);
  return out;
}
