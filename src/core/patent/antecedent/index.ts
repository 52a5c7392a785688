import type { Claim } from '../types';
import { singular, tokenize } from '../text';
import { isListedModifier, isSoftModifier, readPhrase, type Phrase } from './phrases';

/** A definite reference that lacks (or has an unclear) antecedent. */
export interface AntecedentIssue {
  kind: 'missing' | 'order' | 'ambiguous' | 'qualifier';
  claim: Claim;
  phrase: Phrase;
  later?: Phrase;
  candidates?: string[];
  modifier?: string;
}

/** Inherent parts and properties that need no introduction ("the surface", "the length"). */
export const DEFAULT_INHERENT = (
  'surface surfaces interior exterior inside outside top bottom front back rear side end edge center centre middle periphery perimeter circumference ' +
  'length width height depth thickness diameter radius weight size shape volume area temperature pressure speed velocity direction axis amount ' +
  'number ratio proportion rest remainder total sum presence absence form order time duration position location orientation level degree extent ' +
  'magnitude intensity frequency distance angle majority minority balance way manner result basis purpose environment atmosphere ground air earth ' +
  'world horizontal vertical art content concentration same other following like former latter case one ones foregoing above below opposite ' +
  'entirety whole vicinity proximity outset beginning start interval course event user operator lengthwise longitudinal transverse axial radial ' +
  'circumferential clockwise counterclockwise step steps group range proviso presence formula'
).split(' ');

const CLAIM_IDIOM =
  /^[\s,]*(?:of|according to|as claimed in|as defined in|as recited in|as set forth in|as described in|as in|in accordance with|recited in|defined in|claimed in|set forth in|in)\s+(?:any\s+)?(?:one\s+)?(?:of\s+)?(?:the\s+)?(?:claims?\b|preceding|previous|foregoing)/i;
const REF_DET = new Set(['the', 'said']);
const INTRO_DET = new Set([
  'a',
  'an',
  'another',
  'one',
  'two',
  'three',
  'four',
  'several',
  'multiple',
  'plural',
  'plurality',
  'some',
  'least',
  'more',
  'first',
  'second',
]);

interface ClaimIndex {
  first: Map<string, number>;
  intros: Phrase[];
  refs: Phrase[];
}

/** Finds antecedent-basis issues in a claim set (offsets relative to the claims section text). */
export function findAntecedentIssues(
  claims: Claim[],
  sectionText: string,
  inherent: ReadonlySet<string>,
): AntecedentIssue[] {
  const byNumber = new Map<number, number>();
  claims.forEach(
    (c, i) => c.number !== null && !byNumber.has(c.number) && byNumber.set(c.number, i),
  );
  const index = claims.map((c) => indexClaim(c, sectionText));
  const memo = claims.map(() => new Map<string, boolean>());
  const parentsOf = (i: number): number[] => {
    const c = claims[i]!;
    const out: number[] = [];
    for (const p of c.parents) {
      const j = byNumber.get(p);
      if (j !== undefined && j < i && !claims[j]!.canceled) out.push(j);
    }
    return out;
  };
  const broken = claims.map((c) =>
    c.parents.some(
      (p) =>
        byNumber.get(p) === undefined || p >= (c.number ?? 0) || claims[byNumber.get(p)!]!.canceled,
    ),
  );
  const chainHas = (i: number, key: string): boolean => {
    if (broken[i]) return true;
    const m = memo[i]!;
    const hit = m.get(key);
    if (hit !== undefined) return hit;
    m.set(key, false);
    const ps = parentsOf(i);
    const has = (p: number): boolean => index[p]!.first.has(key) || chainHas(p, key);
    const cumulative = claims[i]!.refs.some((r) => r.mode === 'cumulative');
    const v = ps.length > 0 && (cumulative ? ps.some(has) : ps.every(has));
    m.set(key, v);
    return v;
  };
  const chainIntros = (i: number, key: string, limit: number): Phrase[] => {
    const out = index[i]!.intros.filter((p) => p.start < limit && p.heads[0] === key);
    const seen = new Set<number>([i]);
    const stack = parentsOf(i);
    while (stack.length && seen.size < 200) {
      const j = stack.pop()!;
      if (seen.has(j)) continue;
      seen.add(j);
      for (const p of index[j]!.intros) if (p.heads[0] === key) out.push(p);
      stack.push(...parentsOf(j));
    }
    return out;
  };
  const subjects = new Set<number>();
  claims.forEach((c, i) => {
    const p = index[i]!.intros[0];
    if (c.independent && p && p.start < c.preamble.end) subjects.add(p.start);
  });
  const issues: AntecedentIssue[] = [];
  claims.forEach((claim, i) => {
    if (claim.canceled || claim.category === 'design') return;
    if (broken[i]) return;
    const idx = index[i]!;
    const known = (key: string, before: number): boolean => {
      const f = idx.first.get(key);
      return (f !== undefined && f < before) || chainHas(i, key);
    };
    for (const ref of idx.refs) {
      const after = sectionText.slice(ref.end, ref.end + 60);
      if (CLAIM_IDIOM.test(after)) continue;
      if (ref.heads.some((h) => inherent.has(h)) || inherent.has(ref.words[0]!)) continue;
      if (/^[A-Z]/.test(sectionText.slice(ref.start, ref.start + 1))) continue;
      if (claim.parents.length && ref.detStart < claim.preamble.end) continue;
      if (/^\s+of\b/.test(after)) continue;
      const keys = ref.words
        .filter((w, k) => k === ref.words.length - 1 || !isListedModifier(w))
        .map(singular);
      if (!keys.length) continue;
      if (!keys.some((h) => known(h, ref.detStart))) {
        const later = idx.intros.find((p) => p.start > ref.end && keys.includes(p.heads[0]!));
        issues.push({ kind: later ? 'order' : 'missing', claim, phrase: ref, later });
        continue;
      }
      const phrase = norm(ref.words);
      const sameLater =
        ref.words.length >= 2 &&
        idx.intros.find((p) => p.start > ref.end && norm(p.words) === phrase);
      const earlierText = sectionText.slice(claim.bodyStart, ref.detStart).toLowerCase();
      if (
        sameLater &&
        !earlierText.includes(ref.words.slice(0, -1).join(' ')) &&
        !chainIntros(i, sameLater.heads[0]!, ref.detStart).some((p) => norm(p.words) === phrase)
      ) {
        issues.push({ kind: 'order', claim, phrase: ref, later: sameLater });
        continue;
      }
      const key = ref.heads[0]!;
      if (ref.words.length === 1 && !ref.plural) {
        const intros = chainIntros(i, key, ref.detStart);
        const mods = new Set(intros.map((p) => p.words.slice(0, -1).join(' ')));
        const subject = intros.some((p) => subjects.has(p.start));
        if (mods.size >= 2 && !mods.has('') && intros.length >= 2 && !subject) {
          issues.push({
            kind: 'ambiguous',
            claim,
            phrase: ref,
            candidates: [...mods].map((m) => `${m} ${ref.words[0]}`),
          });
        }
      } else if (
        ref.words.length >= 2 &&
        ref.words.length <= 3 &&
        ref.closed &&
        ref.words.slice(0, -1).every((w) => singular(w) === w) &&
        chainIntros(i, key, ref.detStart).length > 0
      ) {
        const mod = ref.words
          .slice(0, -1)
          .find((w) => !isSoftModifier(w) && !known(singular(w), ref.detStart));
        if (mod) issues.push({ kind: 'qualifier', claim, phrase: ref, modifier: mod });
      }
    }
  });
  return issues;
}

function norm(words: string[]): string {
  return words.map(singular).join(' ');
}

function indexClaim(claim: Claim, text: string): ClaimIndex {
  const first = new Map<string, number>();
  const intros: Phrase[] = [];
  const refs: Phrase[] = [];
  if (claim.canceled) return { first, intros, refs };
  const tokens = tokenize(text.slice(claim.bodyStart, claim.end), claim.bodyStart);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const key = singular(t.lower);
    if (!first.has(key)) first.set(key, t.start);
    if (REF_DET.has(t.lower) || INTRO_DET.has(t.lower)) {
      const p = readPhrase(tokens, text, 0, i, i + 1);
      if (!p) continue;
      if (REF_DET.has(t.lower)) refs.push(p);
      else intros.push(p);
    }
  }
  return { first, intros, refs };
}
