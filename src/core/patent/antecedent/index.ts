import type { Claim } from '../types';
import { singular } from '../text';
import { ClaimChains, indexAfter, indexClaim, normWords } from './chain';
import { numberMismatch } from './count';
import { reintroductions } from './reintro';
import { namedInCompound, partOfKnown, ranOn } from './basis';
import { joinedKey } from './lexicon';
import { CLAIM_IDIOM, excuse, textAfter } from './excuse';
import { candidateHeads, introducedNouns, keyOf } from './heads';
import { isSoftModifier, type Phrase } from './phrases';

export { DEFAULT_INHERENT } from './words';

/** A definite reference that lacks (or has an unclear) antecedent. */
export interface AntecedentIssue {
  kind: 'missing' | 'order' | 'ambiguous' | 'qualifier' | 'number' | 'reintroduced';
  claim: Claim;
  phrase: Phrase;
  later?: Phrase;
  candidates?: string[];
  modifier?: string;
  /** For 'number': the number the reference has that the chain never wrote. */
  number?: 'plural' | 'singular';
}

const ORDINAL_MOD =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|upper|lower|left|right|inner|outer|front|rear|top|bottom|inlet|outlet|proximal|distal|primary|secondary|input|output|one|other|another|further|additional)$/;

/** A symbol written after a noun ("the tension T", "the depth Rv", "step b"). */
const SYMBOL = /^(?:[A-Z][A-Za-z0-9]{0,2}|[a-z]|[\u0370-\u03ff]{1,3})$/;

/**
 * Whether an inherent noun stays generic: "the surface", "the outer surface", "the air pressure",
 * but not "said face surface" or "said front panel side", whose modifier names a specific part.
 */
function generic(
  words: string[],
  heads: string[],
  inherent: ReadonlySet<string>,
  known: (key: string) => boolean,
  introduced: (words: string[]) => boolean,
): boolean {
  const at = words.findIndex((w) => heads.includes(keyOf(w)) && inherent.has(keyOf(w)));
  // "the video screen surface": the surface of the video screen the claim introduced.
  if (at >= 2 && introduced(words.slice(0, at))) return true;
  const mods = words.slice(0, Math.max(0, at));
  const plain = (w: string) =>
    isSoftModifier(w) ||
    ORDINAL_MOD.test(w) ||
    inherent.has(keyOf(w)) ||
    GENERIC_MOD.test(w) ||
    /(?:est|most|-sectional|-to-\w+)$/.test(w);
  // "the strip thickness": the thickness of the strip the claim introduced; but two nouns of
  // their own ("the storage operation area") name a part that was never introduced.
  if (mods.filter((w) => !plain(w)).length >= 2) return false;
  return mods.every((w) => plain(w) || known(keyOf(w)));
}

/** Excuses that only lean on a related word, not on the thing itself. */
const SOFT_EXCUSE = /^(?:act the claim recites|coordinated modifier|generic name)/;

/** A value of the quantity, not another thing: "the maximum voltage" after "a voltage". */
const EXTREME_MOD =
  /^(?:maximum|minimum|average|mean|peak|nominal|actual|effective|overall|total|higher|lower|greater|lesser|smaller|larger|[a-z]+(?:est|most))$/;

/** Adjectives that say where, how or how big, not which part ("the free end", "the flat surface"). */
const GENERIC_MOD =
  /^(?:free|flat|planar|curved|opposite|opposing|lateral|peripheral|exposed|open|closed|full|maximum|minimum|average|mean|effective|nominal|actual|outermost|innermost|uppermost|lowermost|internal|external|interior|exterior|rotational|horizontal|vertical|longitudinal|transverse|radial|axial|circumferential|small|large|big|high|low|long|short|wide|narrow|thick|thin|greater|lesser|smaller|larger|higher|lower|ambient|room|normal|operating|working|overall|entire|whole|natural|upward|downward|forward|rearward|backward|outward|inward)$/;

/** Finds antecedent-basis issues in a claim set (offsets relative to the claims section text). */
export function findAntecedentIssues(
  claims: Claim[],
  sectionText: string,
  inherent: ReadonlySet<string>,
): AntecedentIssue[] {
  const index = claims.map((c) => indexClaim(c, sectionText));
  const chains = new ClaimChains(claims, index);
  const nouns = introducedNouns(index.flatMap((ix) => ix.intros));
  const subjects = new Set<number>();
  claims.forEach((c, i) => {
    const p = index[i]!.intros[0];
    if (c.independent && p && p.start < c.preamble.end) subjects.add(p.start);
  });
  const issues: AntecedentIssue[] = [];
  claims.forEach((claim, i) => {
    if (claim.canceled || claim.category === 'design' || chains.broken[i]) return;
    const idx = index[i]!;
    const known = (key: string, before: number): boolean => {
      const f = idx.first.get(key);
      return (f !== undefined && f < before) || chains.has(i, key);
    };
    for (const ref of idx.refs) {
      if (/^[A-Z]/.test(sectionText.slice(ref.start, ref.start + 1))) continue;
      // A dependent claim's words up to its claim reference name its parent ("The device of claim 1").
      if (claim.parents.length && ref.detStart < (claim.refs[0]?.end ?? claim.preamble.end))
        continue;
      const after = textAfter(sectionText, ref.end);
      if ((ref.det !== 'said' && /^(?:of|thereof)\b/i.test(after)) || CLAIM_IDIOM.test(after))
        continue;
      const heads = candidateHeads(ref.words, nouns, /^[\w-]*/.exec(after)![0].toLowerCase());
      const n = ref.words.length;
      if (n > 1 && SYMBOL.test(sectionText.slice(ref.end - ref.words[n - 1]!.length, ref.end)))
        heads.push(keyOf(ref.words[n - 2]!));
      if (
        heads.some((h) => inherent.has(h)) &&
        generic(
          ref.words,
          heads,
          inherent,
          (k) => known(k, ref.detStart),
          (w) =>
            chains.introduces(i, normWords(w), ref.detStart, true) ||
            chains.inChain(i, ref.detStart, (lex, lim) => lex.wrote(w, lim, true)),
        )
      )
        continue;
      if (!heads.some((h) => known(h, ref.detStart))) {
        const last = ref.words[n - 1]!;
        const solid = last.includes('-')
          ? joinedKey(last, '')
          : n > 1
            ? joinedKey(ref.words[n - 2]!, last)
            : '';
        const at = ref.detStart;
        if (solid && chains.inChain(i, at, (lex, lim) => lex.spelled(solid, lim))) continue;
        const scope = {
          text: sectionText,
          known: (k: string) => inherent.has(k) || known(k, at),
          isNoun: (k: string) => nouns.has(k),
          said: (w: string) => chains.inChain(i, at, (lex, lim) => lex.said(w, lim)),
          saidStem: (stem: string, short: boolean) =>
            chains.inChain(i, at, (lex, lim) => lex.saidStem(stem, short, lim)),
        };
        const whole = normWords(ref.words);
        // The claim introduces these very words later: the reference comes too early, whatever
        // compound or act it could otherwise lean on ("the compressor … a compressor").
        const exact = idx.byWords.get(whole) ?? [];
        const subject = idx.intros[0];
        // … unless the claimed thing is named after it ("A mouthpiece assembly … the mouthpiece").
        const early =
          subject && subjects.has(subject.start) && normWords(subject.words).startsWith(`${whole} `)
            ? undefined
            : exact[indexAfter(exact, ref.end)];
        const why = excuse(ref, scope);
        if (why && !(early && SOFT_EXCUSE.test(why))) continue;
        if (
          !early &&
          (namedInCompound(ref, i, index, chains, at) ||
            ranOn(ref, (k) => known(k, at)) ||
            partOfKnown(ref, (k) => known(k, at)))
        )
          continue;
        const later = heads
          .map((h) => {
            const list = idx.byHead.get(h) ?? [];
            const k = indexAfter(list, ref.end);
            return list.slice(k, k + 16).find((p) => {
              const w = normWords(p.words);
              return ref.words.length === 1 || whole.endsWith(w) || w.endsWith(whole);
            });
          })
          .find((p) => p !== undefined);
        issues.push({ kind: later ? 'order' : 'missing', claim, phrase: ref, later });
        continue;
      }
      const phrase = normWords(ref.words);
      const same = idx.byWords.get(phrase) ?? [];
      const sameLater = ref.words.length >= 2 && same[indexAfter(same, ref.end)];
      if (
        sameLater &&
        !chains.lexicon(i).wrote(ref.words.slice(0, -1), ref.detStart, false) &&
        !chains.introduces(i, phrase, ref.detStart, true) &&
        !chains.inChain(i, ref.detStart, (lex, lim) => lex.wrote(ref.words, lim, true))
      ) {
        issues.push({ kind: 'order', claim, phrase: ref, later: sameLater });
        continue;
      }
      const key = ref.heads[0]!;
      if (ref.words.length === 1 && !ref.plural) {
        const intros = chains.intros(i, key, ref.detStart);
        const mods = new Set(intros.map((p) => p.words.slice(0, -1).join(' ')));
        const subject = intros.some((p) => subjects.has(p.start));
        const ordinal = [...mods].every(
          (m) => m !== '' && m.split(' ').every((w) => ORDINAL_MOD.test(w)),
        );
        if (mods.size >= 2 && ordinal && intros.length >= 2 && !subject) {
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
        ref.words.every((w) => !/['’]s$/.test(w)) &&
        ref.words.slice(0, -1).every((w) => singular(w) === w) &&
        chains.introduces(i, key, ref.detStart)
      ) {
        const mod = ref.words
          .slice(0, -1)
          .find(
            (w) =>
              !isSoftModifier(w) &&
              !EXTREME_MOD.test(w) &&
              !known(singular(w), ref.detStart) &&
              !['ly', 'er', 'est', 'r', 'st'].some((x) => known(`${w}${x}`, ref.detStart)) &&
              !chains.inChain(i, ref.detStart, (lex, lim) => lex.spelled(singular(w), lim)) &&
              !(w.length > 6 && /(?:able|ible)$/.test(w)),
          );
        if (mod) {
          issues.push({ kind: 'qualifier', claim, phrase: ref, modifier: mod });
          continue;
        }
      }
      if (issues.at(-1)?.phrase === ref) continue;
      const number = numberMismatch(ref, i, chains, sectionText, claim.bodyStart);
      if (number) issues.push({ kind: 'number', claim, phrase: ref, number });
    }
    for (const r of reintroductions(claim, i, index, chains, claims, sectionText, inherent))
      issues.push({ kind: 'reintroduced', claim, phrase: r.phrase, later: r.earlier });
  });
  return issues;
}
