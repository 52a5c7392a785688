import type { Claim } from '../types';
import { singular } from '../text';
import type { ClaimChains, ClaimIndex } from './chain';
import { toldApart } from './basis';
import { ORDINALISH } from './count';
import { textAfter } from './excuse';
import type { Phrase } from './phrases';
import { RELATIONAL } from './words';
import {
  core,
  complement,
  namedStuff,
  listHead,
  ordinalOwner,
  anew,
  otherCategory,
  definedApart,
  partOwner,
  wordBefore,
  wordsBefore,
  notAnElement,
  sameOf,
  strongAt,
} from './reintro-context';
import {
  GENERIC,
  PLACES,
  SERIES,
  ALTERNATIVES,
  DEFINITION,
  MARKUSH,
  PREDICATE,
  COMPARED,
  SUBJECT_BEFORE,
  SUBJECT_AFTER,
  FURTHER,
  NEW_OWNER,
  SHARED_HEAD,
  PREDICATE_LIST,
  DISTRIBUTIVE,
  PURPOSE,
  PART_OF,
  NEW_OWNER_AFTER,
  CONTRASTED,
} from './reintro-words';

/**
 * The "a/an X" introductions of claim `i` whose words an earlier introduction of the claim or of
 * an ancestor already introduced ("a lever … attached to a lever"): a second thing the claim does
 * not tell apart from the first. Predicates ("the part is a lever"), conditions, alternatives and
 * "a … of" phrases do not count, nor a repeat told apart by its owner, its list or a parallel
 * complement ("a unit mounted to the tank … a unit mounted to the pump"); each phrase is reported
 * once per claim. A one-word term that an ancestor introduced is reported only where the repeat is
 * the subject of a clause ("wherein a controller is configured") or an element the claim adds
 * ("further comprising a controller"): elsewhere a dependent claim may add a second one. Such a
 * repeat in a dependent claim also counts against a mention the chain made only in a predicate or
 * in the preamble's setting ("A method for a sensor network … further comprising a sensor network").
 */
export function reintroductions(
  claim: Claim,
  i: number,
  index: ClaimIndex[],
  chains: ClaimChains,
  claims: Claim[],
  text: string,
  inherent: ReadonlySet<string>,
): Array<{ phrase: Phrase; earlier: Phrase }> {
  const out: Array<{ phrase: Phrase; earlier: Phrase }> = [];
  const key = (p: Phrase) => chains.fact(p, 'reintro key', () => core(p).map(singular).join(' '));
  // "a region" is any region, but "wherein a posterior region is …" names the one the chain has.
  // `strong`: the repeat stands where only the chain's element can be meant (see `strongAt`), so
  // an inherent or generic name ("wherein a surface is …", "further comprising a control
  // signal …") counts too.
  const eligible = (p: Phrase, named = false, strong = false) =>
    chains.fact(p, ELIGIBLE[Number(named) * 2 + Number(strong)]!, () =>
      isEligible(p, named, strong),
    );
  const isEligible = (p: Phrase, named: boolean, strong: boolean) =>
    (p.det === 'a' || p.det === 'an') &&
    p.closed &&
    (!inherent.has(p.heads[0]!) || strong) &&
    (!GENERIC.test(singular(core(p).at(-1)!)) || named || strong || namedStuff(core(p))) &&
    // A quantity or relation ("a voltage", "a difference", "a gap between …") is fixed by its
    // clause: named twice, it is two values, not one part introduced twice.
    !(RELATIONAL.has(singular(core(p).at(-1)!)) && !PLACES.test(singular(core(p).at(-1)!))) &&
    !p.words.some((w) => ORDINALISH.test(w) && !SERIES.test(w)) &&
    !core(p).every((w) => SERIES.test(w)) &&
    !/^['′’]/.test(text.slice(p.end, p.end + 1)) &&
    !ALTERNATIVES.test(text.slice(Math.max(0, p.detStart - 80), p.detStart));
  // In a dependent claim, "The device of claim 1" ends the part that names no element.
  const boundary = claim.parents.length
    ? (claim.refs[0]?.end ?? claim.preamble.end)
    : claim.preamble.end;
  const seen = new Map<string, Phrase>();
  // Introductions inside a purpose ("a sensor for detecting the pressure of a tire"): the first
  // element only for a repeat that a clause is about ("if a tire is detected").
  const purposed = new Map<string, Phrase>();
  const all = new Map<string, Phrase[]>();
  // Every introduction of a key (for parallel complements); the first that names an element.
  const remember = (p: Phrase, ok: boolean) => {
    const k = key(p);
    const list = all.get(k);
    if (list) list.push(p);
    else all.set(k, [p]);
    // A plural ("a plurality of sub-ranges") is not one thing: "a sub-range" is one of them.
    // "a lever or a spring" leaves the lever open, so it introduces nothing a repeat could name.
    if (
      ok &&
      !p.plural &&
      !seen.has(k) &&
      !notAnElement(p, text) &&
      !/^(?:or|and\/or)\b/i.test(textAfter(text, p.end))
    ) {
      if (!PURPOSE.test(text.slice(Math.max(0, p.detStart - 60), p.detStart))) seen.set(k, p);
      else if (!purposed.has(k)) purposed.set(k, p);
    }
  };
  // Any singular mention in an ancestor, a predicate or the preamble's setting included ("a cathode
  // which acts as an electron injection electrode", "A method for a sensor network"): what a
  // dependent claim that adds the same element again ("further comprising a sensor network") or
  // makes it a clause's subject ("wherein a flooring is …") leaves unclear.
  const named = new Map<string, Phrase>();
  const strongly = new Map<string, Phrase>();
  const alternative = (p: Phrase) => /^(?:or|and\/or)\b/i.test(textAfter(text, p.end));
  for (const j of chains.ancestors(i))
    for (const p of index[j]!.intros) {
      const ok = eligible(p);
      remember(p, ok);
      if (eligible(p, core(p).length >= 2) && !p.plural && !named.has(key(p)) && !alternative(p))
        named.set(key(p), p);
      // "a diamine or triamine": the claims go on to say "said diamine", so a repeat in a strong
      // position names it too, whatever its head.
      if (eligible(p, true, true) && !p.plural && !strongly.has(key(p))) strongly.set(key(p), p);
    }
  const told = new Set<string>();
  // A plural ("a plurality of recesses arranged", its participle cut off) names several.
  // "a search query(ies)" and "a bolt(s)" leave the number open: several too.
  const many = (q: Phrase) =>
    chains.fact(
      q,
      'reintro many',
      () =>
        q.plural ||
        singular(core(q).at(-1)!) !== core(q).at(-1) ||
        /^\((?:s|es|ies)\)/.test(text.slice(q.end, q.end + 6)),
    );
  const pluralKeys = new Set(
    [...chains.ancestors(i), i].flatMap((j) => index[j]!.intros.filter(many).map(key)),
  );
  for (const p of index[i]!.intros) {
    const prior = text.slice(Math.max(0, p.detStart - 120), p.detStart);
    const subjectBefore = SUBJECT_BEFORE.test(prior);
    const subjectAfter = SUBJECT_AFTER.test(textAfter(text, p.end));
    const added = FURTHER.test(prior);
    const strong = strongAt(claim, subjectBefore, subjectAfter, added);
    // "interrupted due to a change of the IP address" twice: a measure, signal or event named with
    // the same "of" object is the same one, whatever its head (a part, "a side of the frame", may
    // be another of its kind).
    const twin =
      (p.det === 'a' || p.det === 'an') &&
      p.closed &&
      !p.plural &&
      /^of\s/i.test(textAfter(text, p.end)) &&
      !PART_OF.test(singular(core(p).at(-1)!)) &&
      !inherent.has(p.heads[0]!)
        ? all.get(key(p))?.find((q) => !q.plural && sameOf(p, q, text))
        : undefined;
    const ok =
      twin !== undefined ||
      eligible(p) ||
      (claim.parents.length > 0 &&
        core(p).length >= 2 &&
        subjectBefore &&
        subjectAfter &&
        eligible(p, true)) ||
      (strong && eligible(p, true, true));
    const k = key(p);
    const about = subjectBefore || subjectAfter;
    const aim = purposed.get(k);
    // "partitioning a chamber of the patient's heart … within a chamber of the patient's heart":
    // the same "of" complement names the same thing, whatever the first mention stood in.
    const sameOwner = !seen.has(k) && aim !== undefined && sameOf(p, aim, text);
    const earlier =
      twin ??
      seen.get(k) ??
      (about || sameOwner ? aim : undefined) ??
      (about || added ? named.get(k) : undefined) ??
      (strong ? strongly.get(k) : undefined);
    const others = [...(all.get(k) ?? [])];
    remember(p, ok);
    if (!ok || !earlier) continue;
    if (p.plural || told.has(k) || p.detStart < boundary) continue;
    if (/^(?:thereof|or|and\/or)\b/i.test(textAfter(text, p.end))) continue;
    const before = text.slice(Math.max(0, p.detStart - 120), p.detStart);
    const own = earlier.detStart >= claim.start && earlier.detStart < claim.end;
    // A dependent claim that introduces its parent's element again and then refers to it ("said
    // source includes a vessel, said vessel …"): the reference could mean either (double inclusion).
    const referred =
      !own &&
      !p.words.some((w) => SERIES.test(w)) &&
      index[i]!.refs.some((r) => r.detStart > p.end && key(r) === k);
    if (!referred && !added) {
      if (PREDICATE.test(before.slice(-24)) && !COMPARED.test(before)) continue;
      if (SHARED_HEAD.test(before) || PREDICATE_LIST.test(before)) continue;
    }
    // A one-word term again in a dependent claim: as the subject of a clause, as what a part is
    // placed against, or wherever it stands when the chain listed it as an element (see `anew`).
    const subject =
      referred ||
      added ||
      SUBJECT_BEFORE.test(before) ||
      SUBJECT_AFTER.test(textAfter(text, p.end)) ||
      COMPARED.test(before);
    // "wherein the shaft extends through a housing": a part placed against the chain's element.
    const placed = /^(?:to|through|in|into|on|onto|from|between|within|against|across|along)$/.test(
      wordBefore(text, p.detStart) ?? '',
    );
    if (!own && core(p).length === 1 && !subject && !placed && anew(p, earlier, text)) continue;
    // "a first terminal" again in another claim is mostly the first terminal of another part.
    // But "wherein a fourth node is disposed …", with no owner of its own, is that fourth node.
    const series = p.words.some((w) => SERIES.test(w));
    const seriesSubject =
      series &&
      SUBJECT_BEFORE.test(before) &&
      SUBJECT_AFTER.test(textAfter(text, p.end)) &&
      !/^(?:of|on|in)$/.test(complement(p, text)[0] ?? '');
    if (!own && series && !seriesSubject) continue;
    // A setting in the preamble that a dependent claim then adds or speaks of is the same thing.
    const setting = !own && (added || about);
    // A dependent claim's "side of a tower" where the chain says "the tower": its one tower.
    const definite =
      !own &&
      [...chains.ancestors(i), i].some((j) =>
        index[j]!.refs.some((r) => r.detStart < p.detStart && key(r) === k),
      );
    if (!sameOwner && toldApart(p, earlier, claims, text, !setting, definite)) continue;
    // An open list of alternatives ("selected from a …") names kinds, not elements.
    if (
      [p, earlier].some(
        (q) =>
          MARKUSH.test(text.slice(Math.max(0, q.detStart - 120), q.detStart)) ||
          DEFINITION.test(text.slice(Math.max(0, q.detStart - 600), q.detStart)),
      )
    )
      continue;
    const owner = NEW_OWNER.exec(before);
    if (owner && p.detStart - before.length + owner.index !== earlier.detStart) continue;
    // Parallel complements tell the two apart: "a unit mounted to the tank … mounted to the pump";
    // a distributive one makes one of many ("a workload from each server").
    const a = complement(p, text);
    if (
      /^(?:of|from|to|in|on|for|at|with|by|within)$/.test(a[0] ?? '') &&
      a.slice(1, 4).some((w) => DISTRIBUTIVE.test(w))
    )
      continue;
    // "wherein a milk sample is removed during each cycle": one for each, not the one before.
    if (
      about &&
      /^(?:is|are|being|was|were)$/.test(a[0] ?? '') &&
      a.some((w) => /^(?:each|every)$/.test(w))
    )
      continue;
    if (
      !sameOwner &&
      others.some((q) => {
        const b = complement(q, text);
        return b.length > 0 && a.length > 0 && a[0] === b[0] && a.join(' ') !== b.join(' ');
      })
    )
      continue;
    // "adjusting a combination" again names the step of adjusting, not a second combination.
    const verb = /([\w-]+ing)\s+$/i.exec(before)?.[1]?.toLowerCase();
    if (verb && others.some((q) => wordBefore(text, q.detStart) === verb)) continue;
    // A dependent claim restating its parent's words ("coupling the cannula to a detection
    // device" again) names the same act and the same thing, not a second one.
    const lead = wordsBefore(text, p.detStart, 3);
    // In the claim itself, a definite reference that restates the first mention's name ("data
    // indicative of a risk category … said data indicative of a risk category") repeats it.
    if (
      lead &&
      wordsBefore(text, earlier.detStart, 3) === lead &&
      (!own || restatedName(text, p.detStart, lead))
    )
      continue;
    // "within a sub-range or outside a sub-range": alternatives of one clause.
    const between = earlier.end < p.detStart ? text.slice(earlier.end, p.detStart) : '';
    if (between.length < 60 && /\bor\b/i.test(between) && !/[;:]/.test(between)) continue;
    // "a first nare having a primary opening … a second nare having a primary opening".
    const oa = ordinalOwner(text, p.detStart);
    const ob = ordinalOwner(text, earlier.detStart);
    // Not where only the chain's element can be meant: the ordinal may belong to another clause.
    if (oa && ob && oa !== ob && !seriesSubject && !strong) continue;
    // "the gate-ASIC chip comprising … a memory element" after "the patch-ASIC chip comprising
    // … a memory element": each whole's list names its own part.
    const wa = partOwner(text, p.detStart);
    const wb = partOwner(text, earlier.detStart);
    if (wa && wb && wa !== wb) continue;
    if (own) {
      const host = claims.find((c) => earlier.detStart >= c.start && earlier.detStart < c.end)!;
      const ha = listHead(text, host, p.detStart);
      const hb = listHead(text, host, earlier.detStart);
      if (ha && hb && ha !== hb) continue;
    }
    // "a plurality of teeth … wherein a tooth is wider": one of the several the chain names.
    if (pluralKeys.has(k)) continue;
    if (!own && otherCategory(claim, claims, text)) continue;
    if (definedApart(p, earlier, text)) continue;
    if (CONTRASTED.test(before)) continue;
    // "a hole in a bracket", "an arm of a vehicle occupant": a part of another, new owner.
    if (NEW_OWNER_AFTER.test(textAfter(text, p.end))) continue;
    told.add(k);
    out.push({ phrase: p, earlier });
  }
  return out;
}

/** The names under which `eligible` keeps its verdicts, by its two flags. */
const ELIGIBLE = [
  'reintro eligible',
  'reintro eligible strong',
  'reintro eligible named',
  'reintro eligible named strong',
];

/** Whether the words `lead` before `at` end a definite reference ("said data indicative of"). */
function restatedName(text: string, at: number, lead: string): boolean {
  const words = lead.split(' ').join(String.raw`\s+(?:(?:a|an|the)\s+)?`);
  return new RegExp(String.raw`\b(?:said|the)\s+(?:[\w-]+\s+){0,3}?${words}\s+$`, 'i').test(
    text.slice(Math.max(0, at - 160), at),
  );
}
