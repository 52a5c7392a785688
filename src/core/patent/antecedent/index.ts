import type { Claim } from '../types';
import { singular } from '../text';
import { ClaimChains, indexAfter, indexClaim, normWords, type ClaimIndex } from './chain';
import { numberMismatch } from './count';
import { reintroductions } from './reintro';
import { namedInCompound, partOfKnown, ranOn, wallOfKnown } from './basis';
import { joinedKey } from './lexicon';
import { CLAIM_IDIOM, excuse, textAfter } from './excuse';
import { candidateHeads, introducedNouns, keyOf } from './heads';
import { isSoftModifier, type Phrase } from './phrases';
import { runsIntoPredicate } from './predicate';

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
  /**
   * For 'missing', weak evidence (an info note): the one element of the chain the reference can
   * only mean, introduced under another class noun.
   */
  variant?: Phrase;
  /** For 'missing', weak evidence (an info note): a counting compound ("two-player") implies it. */
  implied?: boolean;
}

/**
 * Class nouns that say only what kind of thing a part is: "the second partitioning device" and
 * "a second partitioning component" name the same part when nothing else shares their modifiers.
 */
const CLASS_NOUN =
  /^(?:device|component|member|element|unit|assembly|mechanism|arrangement|apparatus|module|means)$/;

/**
 * The one introduction of the claim (before `at`) or its chain that has the reference's modifiers
 * and another class noun ("a second partitioning component" for "the second partitioning
 * device"), or null when none or several have.
 */
function classVariant(
  ref: Phrase,
  i: number,
  index: ClaimIndex[],
  chains: ClaimChains,
  at: number,
): Phrase | null {
  const n = ref.words.length;
  const head = singular(ref.words[n - 1]!);
  if (n < 2 || !CLASS_NOUN.test(head)) return null;
  const mods = ref.words.slice(0, -1).join(' ');
  return oneIntroduction(i, index, chains, at, (p) => {
    const last = singular(p.words.at(-1)!);
    const other =
      p.words.length === n &&
      last !== head &&
      CLASS_NOUN.test(last) &&
      p.words.slice(0, -1).join(' ') === mods;
    return other ? normWords(p.words) : null;
  });
}

/**
 * The one introduction of the claim (before `at`) or of its chain that `match` accepts, told
 * apart by the key `match` gives it; null when none or several are.
 */
function oneIntroduction(
  i: number,
  index: ClaimIndex[],
  chains: ClaimChains,
  at: number,
  match: (p: Phrase) => string | null,
): Phrase | null {
  const found = new Map<string, Phrase>();
  for (const j of [i, ...chains.ancestors(i)])
    for (const p of index[j]!.intros) {
      if (j === i && p.start >= at) break;
      const key = match(p);
      if (key !== null) found.set(key, p);
    }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** Nouns that say what a thing is made as: "the mask layer" is the mask, "the magnetic material" the magnet. */
const FORM_NOUN = /^(?:material|layer|film)$/;

/**
 * The one introduction of the claim (before `at`) or its chain that a reference names by adding a
 * class or form noun to its words ("said mask layer" after "a mask", "the valve member" after "a
 * valve") or to their "-ic" adjective ("the magnetic material" after "a metal magnet").
 */
function namedWithClass(
  ref: Phrase,
  i: number,
  index: ClaimIndex[],
  chains: ClaimChains,
  at: number,
): Phrase | null {
  const n = ref.words.length;
  const head = singular(ref.words[n - 1]!);
  if (n < 2 || !(CLASS_NOUN.test(head) || FORM_NOUN.test(head))) return null;
  const mods = ref.words.slice(0, -1);
  const adjective =
    n === 2 && /^[a-z]{4,}ic(?:al)?$/.test(mods[0]!) ? mods[0]!.replace(/(?:al)?$/, '') : '';
  return oneIntroduction(i, index, chains, at, (p) => {
    const words = p.words.map((w, k) => (k === p.words.length - 1 ? singular(w) : w));
    // An act's or a state's name with a form noun is a new part ("said alignment film" after
    // "an alignment of liquid crystal", "the heating element" after "a heating").
    const same = words.join(' ') === mods.join(' ') && !NOMINAL_ACT.test(words.at(-1)!);
    const stem = adjective !== '' && `${words.at(-1)!}ic` === adjective;
    return same || stem ? words.join(' ') : null;
  });
}

const ORDINAL_MOD =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|upper|lower|left|right|inner|outer|front|rear|top|bottom|inlet|outlet|proximal|distal|primary|secondary|input|output|one|other|another|further|additional)$/;

/** A noun made from a verb ("lumination", "treatment", "analysis", "heating"). */
const NOMINAL_ACT = /^[a-z-]{4,}(?:tion|sion|ment|sis|ing)$/;

/** A word that continues a noun phrase: not a function word, verb of being, number or mark. */
const PHRASE_GOES_ON =
  /^(?!(?:and|or|of|in|on|to|by|for|with|at|from|into|onto|over|under|as|is|are|was|were|be|being|been|that|which|than|then|thereby|wherein|whereby)\b)[a-z][\w-]*/;

/** What is said of an act that happens: "takes place", "occurs" (not "is carried out", a step). */
const HAPPENS = /^(?:takes?\s+place|took\s+place|occurs?|occurred)\b/i;

/** A verb of measuring right before a reference ("determining the …", "measures the …"). */
const MEASURING =
  /\b(?:determin|measur|sens|detect|calculat|comput|monitor|estimat)(?:e|es|ed|ing)\s+$/i;

/**
 * "the reaction zone" after "a reaction chamber": a zone, region or area named after what an
 * introduced element of the chain is named after is the place of that element.
 */
function placeOf(ref: Phrase, chain: number[], index: ClaimIndex[], at: number): boolean {
  const n = ref.words.length;
  if (n !== 2 || !/^(?:zone|region|area)s?$/.test(ref.words[1]!)) return false;
  const mod = ref.words[0]!;
  return chain.some((j, k) =>
    index[j]!.intros.some(
      (p) => (k > 0 || p.start < at) && p.words.length >= 2 && p.words.slice(0, -1).includes(mod),
    ),
  );
}

/** A noun phrase and "and" right before a reference: "the cover and the base …". */
const COMPOUND_SUBJECT = /\b(?:the|said)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+and\s+$/i;

/** Ordinals of a series ("the first chamber"). */
const SERIES_ORD = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;

/** Whether a text writes an ordinal within three words before a noun ("first and second bodies"). */
function ordinalNear(text: string, ordinal: string, noun: string): boolean {
  const stem = noun.replace(/y$/, '').replace(/[^\w-]/g, '');
  return new RegExp(
    `\\b${ordinal}\\b(?:[\\s,]+[\\w-]+){0,3}?[\\s,]+${stem}[\\w-]{0,3}\\b`,
    'i',
  ).test(text);
}

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
      // "the hyaluronic acid (HA) turnover of …": an abbreviation inside the phrase, which goes on.
      if (
        ref.det !== 'said' &&
        /^\s*\([A-Z][A-Za-z]{0,6}\)\s+[a-z-]+\s+(?:of|thereof)\b/.test(
          sectionText.slice(ref.end, ref.end + 60),
        )
      )
        continue;
      if ((ref.det !== 'said' && /^(?:of|thereof)\b/i.test(after)) || CLAIM_IDIOM.test(after))
        continue;
      const heads = candidateHeads(ref.words, nouns, /^[\w-]*/.exec(after)![0].toLowerCase());
      const n = ref.words.length;
      if (n > 1 && SYMBOL.test(sectionText.slice(ref.end - ref.words[n - 1]!.length, ref.end)))
        heads.push(keyOf(ref.words[n - 2]!));
      // "wherein the lumination takes place by …": a nominalised act of the claimed method, named
      // as what happens, not a part that needs an introduction.
      if (NOMINAL_ACT.test(ref.words[n - 1]!) && HAPPENS.test(after)) continue;
      // "the received ranking", "the monitored present playback time": a lone participle the
      // phrase reader stopped at names nothing; the noun phrase goes on after it, and has its
      // antecedent if its head has.
      if (n === 1 && /^[a-z]{3,}ed$/.test(ref.words[0]!)) {
        const rest: string[] = [];
        for (const w of (/^[a-z][\w\s-]*/i.exec(after)?.[0] ?? '').toLowerCase().split(/\s+/, 4)) {
          if (!PHRASE_GOES_ON.test(w)) break;
          rest.push(w);
        }
        if (rest.some((w) => known(keyOf(w), ref.detStart))) continue;
      }
      // "determining the somatic cell count": a measure the measured thing has, whatever its name.
      if (
        inherent.has(keyOf(ref.words[n - 1]!)) &&
        MEASURING.test(sectionText.slice(Math.max(0, ref.detStart - 30), ref.detStart))
      )
        continue;
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
          claimSaidStem: (stem: string) =>
            chains.inChain(i, Infinity, (lex, lim) => lex.saidStem(stem, false, lim)),
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
        // "A method of controlling the vehicle apparatus comprising a panel …": the preamble of an
        // independent claim defines what it names by the clause that follows.
        if (
          claim.independent &&
          ref.detStart < claim.preamble.end &&
          idx.intros[0] &&
          idx.intros[0].detStart < ref.detStart &&
          /^(?:comprising|including|having)\b/i.test(after)
        )
          continue;
        const why = excuse(ref, scope);
        if (why && !(early && SOFT_EXCUSE.test(why))) continue;
        if (
          !early &&
          runsIntoPredicate(
            ref.words,
            after,
            // Introduced with an article, or as a bare plural ("comprising a radio and circuits"),
            // or as one of coordinated modifiers of a known head ("by issuing and receiving
            // entities … the issuing entity inputting data").
            (w) =>
              chains.introduces(i, normWords(w), at, true) ||
              (singular(w.at(-1)!) !== w.at(-1) &&
                chains.inChain(i, at, (lex, lim) => lex.wrote(w, lim, true))) ||
              (w.length >= 2 &&
                known(keyOf(w.at(-1)!), at) &&
                chains.inChain(i, at, (lex, lim) =>
                  ['and', 'or'].some((c) => lex.wrote([...w.slice(0, -1), c], lim, true)),
                )),
            COMPOUND_SUBJECT.test(sectionText.slice(Math.max(0, at - 40), at)),
          )
        )
          continue;
        if (
          !early &&
          (namedInCompound(ref, i, index, chains, at) ||
            ranOn(ref, (k) => known(k, at)) ||
            partOfKnown(ref, (k) => known(k, at)) ||
            wallOfKnown(ref, (test) =>
              [i, ...chains.ancestors(i)].some((j) =>
                [...index[j]!.byHead].some(
                  ([k, list]) => test(k) && (j !== i || list[0]!.start < at),
                ),
              ),
            ) ||
            placeOf(ref, [i, ...chains.ancestors(i)], index, at))
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
        const variant = later
          ? null
          : (classVariant(ref, i, index, chains, ref.detStart) ??
            namedWithClass(ref, i, index, chains, ref.detStart));
        // "forming two-player teams … the players", "a multi-layer film … the layers": a compound
        // that counts a thing's parts implies them, though it never introduces them (weak).
        const implied =
          !later &&
          n === 1 &&
          chains.inChain(i, at, (lex, lim) => lex.counted(singular(ref.words[0]!), lim));
        if (variant) issues.push({ kind: 'missing', claim, phrase: ref, variant });
        else if (implied) issues.push({ kind: 'missing', claim, phrase: ref, implied });
        else issues.push({ kind: later ? 'order' : 'missing', claim, phrase: ref, later });
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
      const seriesOf = SERIES_ORD.test(ref.words[0]!) && n >= 2 ? ref.words[0]! : undefined;
      if (seriesOf && !ref.plural) {
        // "the first chamber" where the chain introduced only "a chamber" and never wrote "first":
        // the same chamber, or a first of several the claim never introduced?
        const rest = normWords(ref.words.slice(1));
        const intros = chains.intros(i, key, ref.detStart);
        if (
          intros.length &&
          intros.every((p) => !p.plural && normWords(p.words) === rest) &&
          ![i, ...chains.ancestors(i)].some((j) =>
            ordinalNear(
              sectionText.slice(claims[j]!.start, j === i ? ref.detStart : claims[j]!.end),
              seriesOf,
              singular(ref.words[n - 1]!),
            ),
          )
        ) {
          issues.push({
            kind: 'ambiguous',
            claim,
            phrase: ref,
            candidates: [`${sectionText.slice(intros[0]!.detStart, intros[0]!.end)}`],
          });
          continue;
        }
      }
      if (
        !ref.plural &&
        !seriesOf &&
        ref.words.every((w) => !ORDINAL_MOD.test(w)) &&
        // "the layer which is formed first", "the lever closest to …" pick one out.
        !/^(?:which|that|whose|closer|closest|nearer|nearest)\b/i.test(after)
      ) {
        // "the lever" (or "the drive lever") after "a first lever" and "a second lever" only.
        const whole = normWords(ref.words);
        const intros = chains
          .intros(i, key, ref.detStart)
          .filter((p) => !p.plural)
          .filter((p) => {
            const w = normWords(p.words);
            return w === whole || w.endsWith(` ${whole}`);
          });
        // "the first and second fiducial" introduces "second fiducial" with the ordinal as its
        // determiner: the ordinal is still what tells it apart.
        const mods = new Set(
          intros.map((p) =>
            [...(SERIES_ORD.test(p.det) ? [p.det] : []), ...p.words.slice(0, -n)].join(' '),
          ),
        );
        const ordinal = [...mods].filter(
          (m) => m !== '' && m.split(' ').every((w) => ORDINAL_MOD.test(w)),
        );
        const subject = intros.some((p) => subjects.has(p.start));
        if (!mods.has('') && ordinal.length >= 2 && !subject) {
          issues.push({
            kind: 'ambiguous',
            claim,
            phrase: ref,
            candidates: ordinal.map((m) => `${m} ${ref.words.join(' ')}`),
          });
          continue;
        }
        // "the sensor" after only "an oxygen sensor" and "a pressure sensor": a bare head noun
        // where every introduction is of a kind named by its own modifier. A claim set that
        // writes the bare noun more than once has settled which one it means.
        if (
          n === 1 &&
          !mods.has('') &&
          mods.size >= 2 &&
          !subject &&
          ![i, ...chains.ancestors(i)].some((j) =>
            index[j]!.refs.some((r) => r !== ref && normWords(r.words) === whole),
          )
        ) {
          issues.push({
            kind: 'ambiguous',
            claim,
            phrase: ref,
            candidates: [...mods].map((m) => `${m} ${ref.words.join(' ')}`),
          });
          continue;
        }
      }
      if (
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
          // "said analog circuit block" where the chain has only "a digital circuit block": every
          // introduction of the noun has a modifier of its own, so the reference names another one.
          const intros = chains.intros(i, key, ref.detStart);
          const other =
            intros.length > 0 &&
            intros.every(
              (p) =>
                !p.plural &&
                p.words.length >= n &&
                !` ${p.words.slice(0, -1).join(' ')} `
                  .replace(/-/g, ' ')
                  .includes(` ${mod.replace(/-/g, ' ')} `),
            );
          issues.push(
            other
              ? { kind: 'missing', claim, phrase: ref }
              : { kind: 'qualifier', claim, phrase: ref, modifier: mod },
          );
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
