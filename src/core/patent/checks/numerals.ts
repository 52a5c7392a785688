import type { NumeralUse } from '../types';
import { isNameChar, isSpaceChar, singular } from '../text';
import type { CheckContext } from './context';
import {
  namesByNumeral,
  nameWords,
  numberUses,
  extension,
  rivalOf,
  shortening,
  takenBy,
} from './numerals-names';
import { figures } from './numerals-figures';
import { kindred } from './numerals-words';
import { apartFromPriorArt, glossesOf, inNumeralRange } from './numerals-evidence';
import { inStretch, referenceLists } from './numerals-lists';

/** 1.84(p): one numeral per part, and figure references that match the brief description. */
export function checkNumerals(ctx: CheckContext): void {
  const text = new Map(ctx.model.sections.map((s) => [s.id, s.text]));
  const byNumeral = new Map<string, NumeralUse[]>();
  // Every mention of a numeral, list continuations included: a "typo" must be the only one.
  const mentions = new Map<string, NumeralUse[]>();
  const lists = new Map(ctx.model.sections.map((s) => [s.id, referenceLists(s.text)]));
  let prev: NumeralUse | undefined;
  for (const u of ctx.model.numerals) {
    const m = mentions.get(u.numeral);
    if (m) m.push(u);
    else mentions.set(u.numeral, [u]);
    const t = text.get(u.section)!;
    // A numeral listed after another ("levers 12, 14") inherits a name it may not have.
    const listed =
      prev?.section === u.section &&
      u.start - prev.end <= 9 &&
      /^\)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\(?$/.test(t.slice(prev.end, u.start));
    prev = u;
    // "Jan. 2004", "Windows 2000" are years and names; "resistor ring 2044" is a numeral.
    const year =
      /^(?:19|20)\d\d$/.test(u.numeral) &&
      !/(?:^|[^A-Za-z])[a-z][a-z-]*[ \t]+\(?$/.test(t.slice(Math.max(0, u.start - 30), u.start));
    if (listed || year || /^\d[DdX]$|^0/.test(u.numeral)) continue;
    if (partsList(t, u) || inStretch(lists.get(u.section)!, u.start)) continue;
    const list = byNumeral.get(u.numeral);
    if (list) list.push(u);
    else byNumeral.set(u.numeral, [u]);
  }
  const heads = new Map<string, number>();
  for (const u of ctx.model.numerals) {
    const h = singular(u.head);
    heads.set(h, (heads.get(h) ?? 0) + 1);
  }
  const mains = new Map<string, Part>();
  for (const [numeral, uses] of byNumeral) {
    const part = mainPart(uses);
    if (part) mains.set(numeral, part);
  }
  const owners = new Map<string, string[]>();
  for (const [numeral, part] of mains)
    owners.set(part.head, [...(owners.get(part.head) ?? []), numeral]);
  const facts: Facts = {
    text,
    kinds: new Map(ctx.model.sections.map((s) => [s.id, s.kind])),
    order: ctx.model.sections.map((s) => s.id),
    heads,
    mains,
    owners,
    mentions,
    alternates: new Set<string>(),
    synonyms: new Map<string, Set<string>>(),
    names: namesByNumeral(byNumeral),
  };
  facts.synonyms = synonymsOf(text, byNumeral, facts.alternates);
  for (const [numeral, uses] of byNumeral) {
    const part = mains.get(numeral);
    if (part) conflict(ctx, facts, numeral, uses, part);
    else if (uses.length === 1 && mentions.get(numeral)!.length === 1)
      typo(ctx, facts, numeral, uses[0]!);
    else borrowed(ctx, facts, numeral, uses);
  }
  figures(ctx);
}

/** The part a numeral names most (at least twice), with every word its names use. */
interface Part {
  head: string;
  count: number;
  words: Set<string>;
}

/** What the numeral checks know of the whole document. */
interface Facts {
  text: Map<string, string>;
  /** Section kinds by id: the background numbers prior-art figures of its own. */
  kinds: Map<string, string>;
  /** Section ids in the draft's order. */
  order: string[];
  /** How many uses of any numeral carry each head noun (singular). */
  heads: Map<string, number>;
  mains: Map<string, Part>;
  /** Numerals by the head noun of their main part. */
  owners: Map<string, string[]>;
  /** Every mention of each numeral, list continuations included. */
  mentions: Map<string, NumeralUse[]>;
  /**
   * Pairs of heads ("region|portion") that name one numeral, with the numerals that do ("*" when
   * the text gives one as the other's second name: "a second balloon, or cavity, 160").
   */
  synonyms: Map<string, Set<string>>;
  /**
   * "numeral head" for each head the draft gives a numeral as an alternative name ("routines" of
   * "routines/program 92", "sleeve" of "sleeve or sheath 88").
   */
  alternates: Set<string>;
  /** The names each numeral is given (`nameWords` keys), with how often. */
  names: Map<string, Map<string, number>>;
  /** Word pairs the draft glosses in parentheses ("surface (projection)"), read when needed. */
  glosses?: Map<string, Set<string>>;
}

function mainPart(uses: NumeralUse[]): Part | null {
  // Each head and each name once, in the order they first occur: a part is named many times.
  const written = new Map<string, number>();
  for (const u of uses) written.set(u.head, (written.get(u.head) ?? 0) + 1);
  const counts = new Map<string, number>();
  for (const [h, n] of written)
    if (!notName(h)) counts.set(singular(h), (counts.get(singular(h)) ?? 0) + n);
  let head = '';
  let count = 0;
  for (const [h, c] of counts) if (c > count) [head, count] = [h, c];
  if (count < 2) return null;
  const words = new Set<string>();
  const names = new Set(uses.filter((u) => singular(u.head) === head).map((u) => u.name));
  for (const name of names) for (const w of name.split(' ')) words.add(singular(w));
  return { head, count, words };
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Head nouns the document itself uses for one part: when some numeral is named both "region" and
 * "portion", or a name is given as another's alternative ("sleeve or sheath 88"), the two words
 * are the document's synonyms, and another numeral named both is not two parts.
 */
function synonymsOf(
  text: Map<string, string>,
  byNumeral: Map<string, NumeralUse[]>,
  alternates: Set<string>,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (a: string, b: string, numeral: string) => {
    if (a === b) return;
    const k = pairKey(a, b);
    const set = out.get(k) ?? new Set<string>();
    set.add(numeral);
    out.set(k, set);
  };
  for (const [numeral, uses] of byNumeral) {
    const heads = [...new Set(uses.map((u) => singular(u.head)))];
    if (heads.length >= 2 && heads.length <= 8)
      for (let i = 0; i < heads.length; i++)
        for (let j = i + 1; j < heads.length; j++) add(heads[i]!, heads[j]!, numeral);
    for (const u of uses) {
      const t = text.get(u.section)!;
      const before = t.slice(Math.max(0, u.start - 60), nameStart(t, u));
      const or = orAtEnd(before);
      const alt = or >= 0 && /([A-Za-z][\w-]*)\s*,?\s*$/.exec(before.slice(0, or));
      if (!alt) continue;
      add(singular(alt[1]!.toLowerCase()), singular(u.head), '*');
      alternates.add(`${numeral} ${singular(alt[1]!.toLowerCase())}`);
    }
  }
  return out;
}

/**
 * Where a text ends in "or" or "/", then white space with at most one comma ("sleeve or",
 * "sleeve /, "), or -1: `(?:\bor|\/)\s*,?\s*$` read back from the end, which a pattern anchored
 * at the end would try at every character.
 */
function orAtEnd(s: string): number {
  let i = s.length;
  while (i > 0 && isSpaceChar(s.charCodeAt(i - 1))) i--;
  if (s[i - 1] === ',') i--;
  while (i > 0 && isSpaceChar(s.charCodeAt(i - 1))) i--;
  if (s[i - 1] === '/') return i - 1;
  return s.slice(i - 2, i) === 'or' && (i === 2 || !/\w/.test(s[i - 3]!)) ? i - 2 : -1;
}

/** Where the name of a numeral use begins in its section's text. */
function nameStart(t: string, u: NumeralUse): number {
  let p = u.start;
  if (t[p - 1] === '(') p--;
  // One step back per word of the name (its words are joined by single spaces).
  let words = 1;
  for (let k = u.name.indexOf(' '); k >= 0; k = u.name.indexOf(' ', k + 1)) words++;
  for (let k = 0; k < words; k++) {
    while (p > 0 && isSpaceChar(t.charCodeAt(p - 1))) p--;
    while (p > 0 && isNameChar(t.charCodeAt(p - 1))) p--;
  }
  return p;
}

/**
 * Whether a name is a title or a proper name rather than a part: a capitalised word that does not
 * open a sentence ("New Drugs 19", "Volume 1", "Citroflex 2"). Acronyms ("RF latch") are parts.
 */
function titled(t: string, u: NumeralUse): boolean {
  const at = nameStart(t, u);
  const words = t.slice(at, u.start).match(/[A-Za-z][A-Za-z-]*/g) ?? [];
  let q = at;
  while (q > 0 && /[ \t]/.test(t[q - 1]!)) q--;
  const opens = q === 0 || /[.!?:;\n\]]/.test(t[q - 1]!);
  return words.some((w, k) => /^[A-Z][a-z]/.test(w) && !(k === 0 && opens));
}

/** Whether a determiner stands before the name ("the flux capacitor 12"). */
function named(t: string, u: NumeralUse): boolean {
  return /\b(?:the|a|an|said|each|its|their|this|that|these|those)\s+$/i.test(
    t.slice(Math.max(0, nameStart(t, u) - 12), nameStart(t, u)),
  );
}

/**
 * A parts list ("1 edging rail 2 flooring 3 base member") puts each name after its numeral: words
 * between two numerals with no word that links two parts in prose belong to the next entry.
 */
function partsList(t: string, u: NumeralUse): boolean {
  // The next entry's name may open with a token of digits and letters ("14 3D unique QR code").
  const next = /^\)?[ \t]+(?:\d+[A-Za-z]\w*[ \t]+)?([a-z][a-z -]{0,40}?)[ \t]\(?\d/i.exec(
    t.slice(u.end, u.end + 48),
  );
  if (!next || LINK_WORD_AMONG.test(next[1]!)) return false;
  const before = /\d[a-zA-Z]?['′’]?[ \t]+((?:[A-Za-z][\w-]*[ \t]+){1,4})\(?$/.exec(
    t.slice(Math.max(0, u.start - 80), u.start),
  );
  return (
    !!before &&
    !before[1]!
      .trim()
      .split(/\s+/)
      .some((w) => LINK_WORDS.test(w))
  );
}

/**
 * Generic heads a description uses for any part ("the housing 10 … the device 10"): a second name
 * with one of these is a wording, not a second part.
 */
const GENERIC =
  /^(?:device|unit|member|element|portion|part|means|assembly|subassembly|system|apparatus|structure|mechanism|section|region|area|component|body|arrangement|module|embodiment|example|configuration|piece|item|block|circuit|step|operation|process|method|equipment|machine|tool|instrument|object|article|product|material|layer|film|line|signal|data|point|position|side|surface|end|edge|one|each|other|both|them|itself|combination|pair|set|group|plurality|number|series|array)$/;

/** Words that introduce a second name for the same thing ("a fastener such as screw 12"). */
const ALIAS =
  /(?:\bor|\(\s*also|\bi\.\s?e\.|\be\.\s?g\.|\bsuch as|\bnamely|\bcalled|\bknown as|\breferred to as|\btermed|\bhereinafter|\bincluding|\bin the form of|\bembodied as|\bacting as|\bserving as|\bfunctions? as|\bsimply)[\s,]*(?:(?:the|a|an|said)\s+)?$/i;

/** Whether one head is the other misspelt by one letter ("fin"/"fine", "frame"/"fame"). */
function misspelt(a: string, b: string): boolean {
  if (a.length < 3 || b.length < 3 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/** Whether a use's name is plausibly the part itself, worded otherwise. */
function sameThing(u: NumeralUse, h: string, part: Part): boolean {
  if (h === part.head || part.words.has(h)) return true;
  // One name qualifies the other: "pivoting lever 12", "lever arm 12" for lever 12.
  if (u.name.split(' ').map(singular).includes(part.head)) return true;
  // The name reader ran into a function word or a label ("example 12"); a verb before the name
  // ("used illumination spindle 16") leaves its head a part.
  if (notName(u.head)) return true;
  const a = h.replace(/-/g, '');
  const b = part.head.replace(/-/g, '');
  // "flywheel" and "wheel", "sub-frame" and "frame": one word holds the other.
  if ((a.length > 2 && b.endsWith(a)) || (b.length > 2 && a.endsWith(b))) return true;
  return misspelt(a, b);
}

/**
 * Flags each second, unrelated name of a numeral once ("flux capacitor 12" for lever 12). A
 * granted description words one part many ways ("tube"/"tubing", "wafer"/"substrate", a part by
 * its function), so a second name is a warning only when it cannot be such a wording: its noun
 * occurs nowhere else in the draft ("the grommet 71" for lever 71), or it is how the draft names
 * one other numeral's part and this numeral nowhere else ("the drum 310" where the drum is 50
 * and 310 the pedestal). Any other second name is an info note.
 */
function conflict(
  ctx: CheckContext,
  facts: Facts,
  numeral: string,
  uses: NumeralUse[],
  part: Part,
): void {
  const headCount = new Map<string, number>();
  for (const u of uses) headCount.set(singular(u.head), (headCount.get(singular(u.head)) ?? 0) + 1);
  const seen = new Set<string>();
  const mainUses = uses.filter((o) => singular(o.head) === part.head);
  for (const u of uses) {
    const h = singular(u.head);
    const owners = (facts.owners.get(h) ?? []).filter((n) => n !== numeral);
    // The name another numeral's part is given ("compressor bypass valve 47" where the valve is
    // 22), once here: that part under the wrong numeral, even where this part's name holds the
    // word as a qualifier ("vertical scanning motor 82" for the motor driving circuit 82).
    const by =
      headCount.get(h) === 1
        ? takenBy(facts.names, owners, numeral, u.name, GENERIC.test(h))
        : undefined;
    const taken = by !== undefined;
    const qualifier =
      h !== part.head && part.words.has(h) && !nameWords(u.name).includes(part.head);
    // "print engine 760" for "print engine controller 760": a leading part of the numeral's own
    // name is a shorthand for it, even where it is also another part's name ("print engine 700"):
    // a note, not a warning.
    // "target toolface orientation 316" after "target toolface 316", where another part is the
    // "toolface orientation": the words that pick the part are this numeral's own name.
    const own = facts.names.get(numeral)!;
    const shorthand = taken && ((qualifier && shortening(own, u.name)) || extension(own, u.name));
    if (seen.has(u.name)) continue;
    // "power supply circuit 40" once, 40 being the switch circuit and 30 the power supply circuit.
    // The digits must be a slip of the other's: "power supply circuit 40" beside 30 is a key
    // struck wrong, "hole transport layer 146" beside 53 another embodiment's numbering.
    // (The rival first: it is rare, and the other mentions are read only for one.)
    const candidate = rivalOf(
      facts.names,
      owners.filter((n) => slip(numeral, n) !== null),
      numeral,
      u.name,
    );
    const rival =
      candidate !== undefined && !qualifiedElsewhere(facts, numeral, u) ? candidate : undefined;
    if (rival === undefined && sameThing(u, h, part) && !(taken && qualifier)) continue;
    // The document names another numeral with both words: its synonyms, not two parts.
    const witnesses = facts.synonyms.get(pairKey(h, part.head));
    if (witnesses && [...witnesses].some((n) => n !== numeral)) continue;
    // "the processor routines 92" where the draft writes "routines/program 92": the word is one
    // the draft itself gives this numeral as another name.
    if (facts.alternates.has(`${numeral} ${h}`)) continue;
    // "compartment 482" … "receptacle 482": two words for one kind of part.
    // Unless the draft numbers a part of its own under that word ("wall 14" beside "plate 12").
    if (
      h !== part.head &&
      kindred(h, part.head) &&
      !(facts.owners.get(h) ?? []).some((n) => n !== numeral)
    )
      continue;
    // "the top wall 12 of the housing" for housing 12: a portion named by its whole's numeral.
    if (portionOfPart(facts.text.get(u.section)!, u, part.head)) continue;
    // The background numbers the prior art's figures apart from the invention's, unless the name
    // is a part's of this side's own numbering.
    if (
      apart(
        facts,
        u,
        uses.filter((o) => singular(o.head) === part.head),
      ) &&
      !(by !== undefined && !apart(facts, u, facts.mentions.get(by)!))
    )
      continue;
    // "flow passage 64" beside "flow passage 64f": the numeral's variant names that part.
    if (variantNames(facts, numeral, h)) continue;
    // "the inclined surface (projection) 520": the draft glosses one of the numeral's names with
    // this one before the numeral, its own synonym; a gloss elsewhere ("electrode (layer)") makes
    // the second name a likely wording: a note.
    facts.glosses ??= glossesOf(facts.text);
    const glosses = nameWords(u.name).flatMap((w) =>
      [...headCount.keys()].map((x) => facts.glosses!.get(pairKey(w, x))),
    );
    if (glosses.some((g) => g?.has(numeral))) continue;
    const glossed = glosses.some((g) => g !== undefined);
    const t = facts.text.get(u.section)!;
    if (ORDINAL.test(h) || titled(t, u)) continue;
    if (enumerated(t, u) || aliasOf(facts, u) || tabular(t, u)) continue;
    const words = u.name.split(' ').map(singular);
    // Another numeral's established part under its own wording ("spring 12" where spring is 14).
    const other = owners.some((n) => words.every((w) => facts.mains.get(n)!.words.has(w)));
    if (ownedBy(t, u, part) || action(t, u) || ofOwnName(t, u, headCount)) continue;
    if (possessed(t, u, headCount)) continue;
    // The noun nowhere else, or once more but never with a numeral ("a hook, a bracket, …").
    const seenAs = ctx.wordCount(h.toLowerCase());
    // A noun that qualifies the head and stands nowhere else in the draft ("throttle body 240" for
    // active layer 240) names a kind of part the draft never describes, generic head or not; an
    // adjective used once ("cylindrical body 12") is a wording of the part.
    const newQualifier = nameWords(u.name).some(
      (w) => w !== h && !ORDINAL.test(w) && !ADJECTIVE.test(w) && ctx.wordCount(w) === 1,
    );
    // "the above-described station 50" says the part was described above: a noun found nowhere
    // else there is a second wording of the part described under 50, not a part of its own.
    const recalled = RECALLED.test(t.slice(Math.max(0, nameStart(t, u) - 24), u.start));
    const novel =
      !recalled &&
      (newQualifier ||
        (!GENERIC.test(h) && (seenAs === 1 || (seenAs === 2 && facts.heads.get(h) === 1))));
    // "display surface 331" for display module 331: a generic part noun sharing a word with the
    // part names a portion of it.
    const portion = GENERIC.test(h) && words.some((w) => w !== h && part.words.has(w));
    // "liquid collection tank 134" for heat source 134 where the tank is 136 (four times): the
    // noun is one other part's, whatever the words before it.
    // Unless a word before it is one of this numeral's ("front face (39)" beside "front end (39)").
    const key = nameWords(u.name).join(' ');
    const mine = [...facts.names.get(numeral)!.keys()]
      .filter((k) => k !== key)
      .flatMap((k) => k.split(' '));
    const ownedHead =
      owners.length === 1 &&
      !GENERIC.test(h) &&
      facts.mains.get(owners[0]!)!.count >= 3 &&
      !words.some((w) => w !== h && mine.includes(w));
    const foreign =
      (((other || ownedHead) && owners.length === 1 && headCount.get(h) === 1) || taken) &&
      !portion;
    // A one-digit numeral is as often a count or an item number ("the further 2 doses"): only a
    // part named with its article is read as a second name, against a part named three times
    // unless the name is new or another numeral's.
    const oneDigit = /^\d[a-z]?['′’]*$/i.test(numeral);
    // Another part's name word for word ("with rotor axle 8", the rotor axle being 9) is read as
    // a numeral with or without its article.
    if (oneDigit && !taken && (!named(t, u) || (part.count < 3 && !novel && !foreign))) continue;
    let severity: 'warning' | 'info';
    // A name over a list of numerals ("layering 60, 70 and 80") is a group's name.
    // "FIG. 1 shows a conventional clamp 12" for lever 12: a prior-art paragraph numbers its
    // figure on its own (a note), unless the name is a part's of the other side's numbering.
    const prior =
      apartFromPriorArt(facts.text, u, mainUses) &&
      !(by !== undefined && !apartFromPriorArt(facts.text, u, facts.mentions.get(by)!));
    if (
      (novel || foreign || rival !== undefined) &&
      !shorthand &&
      !prior &&
      !glossed &&
      !listFollows(t, u)
    )
      severity = 'warning';
    // A generic word ("the unit 10") is a wording of the part, unless it is how the document
    // names another numeral's part.
    else if (!other && (GENERIC.test(h) || headCount.get(h)! > 1)) continue;
    else severity = 'info';
    seen.add(u.name);
    ctx.add('numerals/name-conflict', {
      severity,
      section: u.section,
      start: u.start,
      end: u.end,
      message: `Numeral ${numeral} names "${part.head}" elsewhere but "${u.name}" here.`,
      suggestion: 'Give each part its own numeral and use one name per numeral.',
    });
  }
}

/**
 * Whether another mention of the numeral stands after every word of this use's name, within its
 * noun phrase ("second alternative partitioning device 50" for "second partitioning device 50"):
 * the name is a shortening of the numeral's own, longer than the name reader takes.
 */
function qualifiedElsewhere(facts: Facts, numeral: string, u: NumeralUse): boolean {
  const words = nameWords(u.name);
  return facts.mentions.get(numeral)!.some((m) => {
    if (m === u) return false;
    const t = facts.text.get(m.section)!;
    const tokens = t
      .slice(Math.max(0, m.start - 80), m.start)
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const phrase: string[] = [];
    for (let k = tokens.length - 1; k >= 0 && phrase.length < 6; k--) {
      const w = tokens[k]!;
      if (!/^[a-z][a-z-]*$/.test(w) || LINK_WORDS.test(w)) break;
      phrase.push(singular(w));
    }
    return words.every((w) => phrase.includes(w));
  });
}

/** Whether a lettered, primed or sub-numbered variant ("64f", "64′", "64-1") carries this head. */
function variantNames(facts: Facts, numeral: string, h: string): boolean {
  for (const [k, ms] of facts.mentions)
    if (
      k.length > numeral.length &&
      k.startsWith(numeral) &&
      /^(?:[a-zA-Z′'’″‴]+|-\d+)$/.test(k.slice(numeral.length))
    )
      if (ms.some((m) => singular(m.head) === h)) return true;
  return false;
}

/** Whether the numeral is followed by "of the <part>" naming the numeral's own part, unnumbered. */
function portionOfPart(t: string, u: NumeralUse, head: string): boolean {
  const m = /^\)?\s+of\s+(?:the|a|an|said|its|each)\s+([A-Za-z][\w \t-]{0,40})/.exec(
    t.slice(u.end, u.end + 60),
  );
  if (!m) return false;
  const words = m[1]!.trim().split(/\s+/).slice(0, 4);
  const k = words.findIndex((w) => singular(w.toLowerCase()) === head);
  return k >= 0 && !/^\d/.test(words[k + 1] ?? '');
}

/** Whether a head noun is plural ("holes"). */
const plural = (head: string) => singular(head.toLowerCase()) !== head.toLowerCase();

/** The numeral listed right after this one ("42" in "block 12, 42"), if any. */
const nextListed = (t: string, u: NumeralUse) =>
  /^\)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\(?(\d+[a-zA-Z]?)/.exec(
    t.slice(u.end, u.end + 16),
  )?.[1];

/** Whether more numerals follow this one as a list ("contactors 128, 130", "60, 70 and 80"). */
const listFollows = (t: string, u: NumeralUse) =>
  /^\)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\(?\d/.test(t.slice(u.end, u.end + 12));

/**
 * Whether a name in "-ing" is a verb that labels a step ("determining (104) a current
 * workload"): its object follows the numeral.
 */
function action(t: string, u: NumeralUse): boolean {
  return (
    /ing$/.test(u.head.toLowerCase()) &&
    /^\)?\s+(?:a|an|the|said|whether|that|if|each|one|its|their)\b/i.test(
      t.slice(u.end, u.end + 12),
    )
  );
}

/**
 * Whether the numeral belongs to a word before the name rather than to the name: "the machine
 * house of the windmill 8" (house 8), "parts of the parallax barrier 333", or a parts list that
 * puts the name after another numeral ("240 tone scale function applicator 250 analysis …").
 */
function ownedBy(t: string, u: NumeralUse, part: Part): boolean {
  const at = nameStart(t, u);
  const before = t.slice(Math.max(0, at - 40), at);
  const listed = /\d[a-zA-Z]?['′’]?[ \t]+(?:([A-Za-z][\w-]*)[ \t]+)?$/.exec(before);
  // A verb read into the name ("trough member 152 forces main body 192") is prose, not a list.
  const verb = nameWords(u.name).length < u.name.split(' ').length;
  if (
    listed &&
    !verb &&
    (!listed[1] || !(LINK_WORDS.test(listed[1]) || /(?:s|ed|ing)$/.test(listed[1])))
  )
    return true;
  const of = /([A-Za-z]+)\s+(of|on|upon|in|at)\s+(?:(?:the|a|an|said|its|each)\s+)?$/.exec(before);
  if (!of) return false;
  const w = of[1]!.toLowerCase();
  // "an inventory holder on a mobile drive unit 410" for holder 410: the numeral is the holder's.
  if (of[2] !== 'of') return singular(w) === part.head;
  // "parts of the parallax barrier 333 or 334": several parts of one thing, numbered each.
  if (PORTIONS.test(w)) return true;
  // "the area of lumen 166" for region 166: the word before "of" is the part's, or of its kind.
  return singular(w) === part.head || kindred(singular(w), part.head);
}

/**
 * Whether the numeral ends "<X> of the <name> <numeral>" where X is one of the numeral's own
 * names ("each face of the blade 10" for cutting face 10): the numeral is X's.
 */
function ofOwnName(t: string, u: NumeralUse, heads: Map<string, number>): boolean {
  const at = nameStart(t, u);
  const of = /([A-Za-z]+)\s+of\s+(?:(?:the|a|an|said|its|each)\s+)?$/.exec(
    t.slice(Math.max(0, at - 40), at),
  );
  return (
    !!of &&
    singular(of[1]!.toLowerCase()) !== singular(u.head) &&
    heads.has(singular(of[1]!.toLowerCase()))
  );
}

/**
 * Whether the name is the possession of one of the numeral's own names ("the service providers'
 * facilities 300" for supplier 300, also "providers 300"): the numeral is the possessor's.
 */
function possessed(t: string, u: NumeralUse, heads: Map<string, number>): boolean {
  const at = nameStart(t, u);
  const m = /([A-Za-z][\w-]*?)(?:['’]s|s['’])\s+$/.exec(t.slice(Math.max(0, at - 40), at));
  return !!m && heads.has(singular(m[1]!.toLowerCase()));
}

/** Plural nouns that name parts of a thing ("the edges of the plate 12, 14"). */
const PORTIONS =
  /^(?:parts|portions|sections|segments|sides|ends|edges|faces|surfaces|walls|tips|corners|halves|regions|areas)$/;

/**
 * Flags, for a numeral with no name of its own (each name once), a name that is how the draft
 * names one other numeral's part ("a locator 40 … the space 40" where the space is 68 five
 * times): the other part's numeral or this one is wrong.
 */
function borrowed(ctx: CheckContext, facts: Facts, numeral: string, uses: NumeralUse[]): void {
  const heads = uses.map((u) => singular(u.head));
  if (new Set(heads).size !== uses.length) return;
  const all = facts.mentions.get(numeral)!;
  const digits = /^\d+/.exec(numeral)![0];
  for (const u of uses) {
    const h = singular(u.head);
    // "V-grooves 282B" beside "V-grooves 282A": variants of one numeral.
    const owners = (facts.owners.get(h) ?? []).filter(
      (n) => n !== numeral && /^\d+/.exec(n)![0] !== digits,
    );
    if (owners.length !== 1 || GENERIC.test(h) || notName(h)) continue;
    // Any other mention under this name, list continuations too ("holes 16 and 17 … hole 17").
    if (all.some((m) => m !== u && singular(m.head) === h)) continue;
    const part = facts.mains.get(owners[0]!)!;
    if (part.count < 3 || !u.name.split(' ').every((w) => part.words.has(singular(w)))) continue;
    // Another name of this numeral that the draft also gives the other part is one part's.
    const synonym = (o: string) =>
      [...(facts.synonyms.get(pairKey(o, h)) ?? [])].some((n) => n !== numeral);
    const tail = (w: string) => w.replace(/^.*-/, '');
    if (heads.some((o) => o !== h && (o === part.head || synonym(o) || tail(o) === tail(h))))
      continue;
    const t = facts.text.get(u.section)!;
    // Only a reference back ("the space 40"): "a space 556" brings in a part of its own.
    const at = nameStart(t, u);
    if (!/\b(?:the|said)\s+$/i.test(t.slice(Math.max(0, at - 8), at))) continue;
    if (listFollows(t, u) || aliasOf(facts, u) || tabular(t, u)) continue;
    ctx.add('numerals/name-conflict', {
      section: u.section,
      start: u.start,
      end: u.end,
      message: `"${u.name}" is ${owners[0]} everywhere else, but ${numeral} here, where ${numeral} names other parts.`,
      suggestion: `Check the numeral: ${owners[0]}, or give this part its own name.`,
    });
  }
}

/**
 * Whether the text gives this name as a second name of the part ("gripping members or magnetic
 * holders 12", "a fastener such as a screw 12"), or as a group name over a list of numerals
 * ("electrodes 12 and 14", where 12 is the anode and 14 the cathode).
 */
function aliasOf(facts: Facts, u: NumeralUse): boolean {
  const t = facts.text.get(u.section)!;
  const at = nameStart(t, u);
  if (t[at - 1] === '/' || ALIAS.test(t.slice(Math.max(0, at - 60), at))) return true;
  if (/^\)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\(?\d/.test(t.slice(u.end, u.end + 12)))
    return singular(u.head) !== u.head.toLowerCase();
  return false;
}

/**
 * Whether a parenthesised number counts items or clauses rather than naming a part: the number
 * before or after it stands in parentheses near by ("… transplantation (1) … randomization (2)
 * fasting …", "the lowest designation (9), … the second-lowest designation (10)").
 */
function enumerated(t: string, u: NumeralUse): boolean {
  if (t[u.start - 1] !== '(' || !/^\d+$/.test(u.numeral)) return false;
  // "modes (1)-(8)": a range of items, each in its parentheses.
  if (/^\)\s*(?:-|–|to|through)\s*\(\d/.test(t.slice(u.end, u.end + 14))) return true;
  const n = Number(u.numeral);
  return (
    t.slice(Math.max(0, u.start - 300), u.start).includes(`(${n - 1})`) ||
    t.slice(u.end, u.end + 300).includes(`(${n + 1})`)
  );
}

/**
 * Whether a use sits in a table or a list of numbers rather than in prose: five or more numbers,
 * at most four words apart on average, within a short stretch with hardly any punctuation ("tone scale function applicator 250 analysis
 * image generator Parts List Cont'd 310 …", "Density g/cc 12.4 21.4 12 8.9").
 */
function tabular(t: string, u: NumeralUse): boolean {
  const around = t.slice(Math.max(0, u.start - 90), u.end + 90);
  const numbers = around.match(/(?<![\w.])\d+(?:\.\d+)?[a-zA-Z]?(?![\w])/g)?.length ?? 0;
  const stops = around.match(/[.;:,](?=\s)/g)?.length ?? 0;
  const words = around.match(/[A-Za-z]{2,}/g)?.length ?? 0;
  return numbers >= 5 && stops <= 1 && numbers * 4 >= words;
}

/** Words that link two named parts in prose ("lever 12 and spring 14", "lever 12 on pin 14"). */
const LINK_WORDS =
  /^(?:and|or|of|on|in|to|at|by|with|from|into|onto|for|the|a|an|is|are|was|were|has|have|which|that|as|via|through|between|about|against|along|around|toward|towards|under|over|within|while|when|where|its|their|be|been|being|then|also|not|each)$/i;

/** One of `LINK_WORDS` as a word of its own among words separated by white space. */
const LINK_WORD_AMONG = new RegExp(
  String.raw`(?:^|\s)${LINK_WORDS.source.slice(1, -1)}(?=\s|$)`,
  LINK_WORDS.flags,
);

/** Words that show the name reader ran into a verb or a function word ("engages wire 58"). */
const NOT_NAME =
  /^[acgtu]{6,}$|^(?:these|those|this|that|only|also|then|thus|following|preceding|above|below|such|which|whose|containing|including|having|comprising|running|engages|causes|advanced|over|under|via|per|sin|cos|tan|log|exp|methyl|ethyl|propyl|butyl|example|preparation|compound|formula|step|through|thru|to|category|categories|expression|equation|table|embodiment|type|class|grade|version|release|revision|edition|chapter|run|trial|batch|lot|sample|experiment|group|stage|phase|pool|queue|level|mode|case)$|(?:s|ed|ing)$(?<=^(?:engages|causes|includes|shows|has|is|was|advanced|[a-z]+ed))/;

/**
 * Whether a head is no part's name: a function word, a label or a verb, also as the last part of
 * a hyphenated word ("the above-modes (1)-(8)" are items, "sub-step 12" a step).
 */
function notName(head: string): boolean {
  const h = head.toLowerCase();
  const tail = h.replace(/^.*-/, '');
  return NOT_NAME.test(h) || NOT_NAME.test(singular(h)) || NOT_NAME.test(singular(tail));
}

/** Word endings of adjectives and participles ("cylindrical", "elongated", "rotating"). */
const ADJECTIVE =
  /(?:al|ic|ous|ive|ed|ar|ent|ant|ible|able|ly|ful|less|ing|ary|ory|ile|[^aeiou]y)$|-/;

/** Words that say a part was described before ("the above-described station 50"). */
const RECALLED =
  /\b(?:above[- ]?(?:described|mentioned|noted|discussed)|afore-?(?:mentioned|said|described)|previously[- ](?:described|mentioned|discussed))\b/i;

/** Words that tell one of several like parts from the others. */
const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|other|another|additional|further)$/;

/** How far (characters) from a slip its numeral's part is still being described. */
const NEAR = 3000;

/**
 * How a once-used numeral `a` may be a slip for `b`: the same digits in another order ("21" for
 * "12", "401" for "104"), one digit struck twice ("422" for "42"), one digit dropped ("12" for
 * "124"), a step to the next number ("39" for "40"), or one digit changed in the last two digits
 * of a longer numeral ("207" beside "202"; "303" beside "203" is a numbering of embodiments
 * by hundreds, "1400" beside "1800" one by figures, "106" beside "104" one by twos). Null when it is none of these.
 */
type Slip = 'swap' | 'double' | 'drop' | 'step' | 'change';

function slip(a: string, b: string): Slip | null {
  if (a === b) return null;
  if (Math.abs(Number(a) - Number(b)) === 1) return 'step';
  if (a.length === b.length) {
    if ([...a].sort().join('') === [...b].sort().join('')) return 'swap';
    // "106" beside "102, 104": the next number of a numbering by twos is a part of its own.
    if (Math.abs(Number(a) - Number(b)) === 2) return null;
    const diff = [...a].map((c, k) => (c === b[k] ? -1 : k)).filter((k) => k >= 0);
    // The digits before the last two number the figure ("1400" in FIG. 14, "1800" in FIG. 18):
    // a change there is another figure's numbering, not a slip.
    return diff.length === 1 && (a.length < 3 || diff[0]! >= a.length - 2) ? 'change' : null;
  }
  // "422" for "42", "111" for "11": a key struck twice
  if (a.length === b.length + 1) {
    for (let k = 1; k < a.length; k++)
      if (a[k] === a[k - 1] && a.slice(0, k) + a.slice(k + 1) === b) return 'double';
  }
  // "12" for "124": a key missed (in a numeral of three digits or more)
  if (b.length >= 3 && a.length === b.length - 1) {
    for (let k = 0; k < b.length; k++) if (b.slice(0, k) + b.slice(k + 1) === a) return 'drop';
  }
  return null;
}

/**
 * Flags a numeral mentioned once whose name is another numeral's part ("reception circuit 60"
 * once, "reception circuit 61" everywhere else): likely a mistyped numeral. Variants of the same
 * numeral (12a, 12′), names that say which one ("second lever 21") and bare generic names
 * ("element 411" among dozens of numbered elements) are not typos.
 */
function typo(ctx: CheckContext, facts: Facts, numeral: string, use: NumeralUse): void {
  const h = singular(use.head);
  // A one-digit numeral is as often a count or an item's number as a slip.
  if (!/^\d\d+$/.test(numeral) || notName(h) || notName(use.head)) return;
  // The digits anywhere else ("positioning slot 13", "13 mm") are no slip's; a claim's number or
  // a figure's is no numeral.
  if (numberUses(ctx, numeral) > 1) return;
  const t = facts.text.get(use.section)!;
  // "the pixel electrode 240 in FIG. 7": the part as another figure shows it.
  if (/^\)?\s+(?:in|of)\s+FIG/i.test(t.slice(use.end, use.end + 12))) return;
  const words = nameWords(use.name);
  // "first ceramic substrate 204" beside "second ceramic substrate 206" names which one it is.
  // Unless another numeral is given that very name, ordinal and all ("first elastic body 144"
  // once, the first elastic body being 14).
  const exact = (n: string) => (facts.names.get(n)?.get(words.join(' ')) ?? 0) >= 2;
  if (words.some((w) => ORDINAL.test(w)) && !(facts.owners.get(h) ?? []).some(exact)) return;
  const at = nameStart(t, use);
  const lead =
    (
      t
        .slice(Math.max(0, at - 24), at)
        .split(/[.;:!?](?=\s)/)
        .pop() ?? ''
    )
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  // "another such valve 34"; "may further include valve 34" says nothing of which one. Words of
  // the sentence before ("… first aperture 275. Emitting control layer 699") are not read.
  if (
    lead.slice(-2).some((w, k, two) => ORDINAL.test(w) && (k === two.length - 1 || w !== 'further'))
  )
    return;
  const introduced = /^an?$/.test(lead[lead.length - 1] ?? '');
  // A bare generic name ("element 411") says which part only where one numeral owns it ("the
  // apparatus 199" beside "the apparatus 200").
  if (GENERIC.test(h) && words.length < 2 && (facts.owners.get(h) ?? []).length !== 1) return;
  if (action(t, use)) return;
  // "contactors 128, 130": a list of like parts, unless the other numeral heads the same list
  // elsewhere ("the block 13, 42" where the block is "12, 42" everywhere else).
  const next = listFollows(t, use) ? nextListed(t, use) : undefined;
  // Whether the use comes before every mention of the other numeral.
  const first = (n: string) => {
    const m = facts.mentions.get(n)![0]!;
    return m.section !== use.section
      ? facts.order.indexOf(m.section) > facts.order.indexOf(use.section)
      : m.start > use.start;
  };
  // "a subject position detector 432 is installed … the detector 431": the only introduction of
  // the other numeral's part, under its full name, before every mention of it.
  const opens = (n: string) =>
    introduced &&
    !GENERIC.test(h) &&
    first(n) &&
    // "a round hole 113" brings in no part the draft then calls "the holes 110".
    facts.mentions.get(n)!.some((m) => plural(m.head) === plural(use.head)) &&
    !facts.mentions.get(n)!.some((m) => {
      const mt = facts.text.get(m.section)!;
      const ma = nameStart(mt, m);
      return /\ban?\s+$/i.test(mt.slice(Math.max(0, ma - 4), ma));
    });
  // "the outlet 78" (68 everywhere else, 78 nowhere else): a reference back to a part the draft
  // brought in under another numeral, however far from it.
  const back = /^(?:the|said)$/.test(lead[lead.length - 1] ?? '');
  const others = (facts.owners.get(h) ?? [])
    .filter(
      (n) =>
        /^\d+$/.test(n) &&
        slip(numeral, n) !== null &&
        (words.every((w) => facts.mains.get(n)!.words.has(w)) || opens(n)),
    )
    .sort((x, y) => facts.mains.get(y)!.count - facts.mains.get(x)!.count);
  const other = others.find((n) => {
    // The slip sits where the other numeral's part is being described; a swap, a doubled or a
    // dropped digit may sit anywhere.
    if (
      next !== undefined &&
      !facts.mentions.get(n)!.some((m) => nextListed(facts.text.get(m.section)!, m) === next)
    )
      return false;
    const kind = slip(numeral, n);
    const near =
      (kind !== 'step' && kind !== 'change') ||
      back ||
      facts.mentions
        .get(n)!
        .some((m) => m.section === use.section && Math.abs(m.start - use.start) <= NEAR);
    // "an interconnect 38 can be formed" beside "interconnect 35": a new part of the same kind
    // brought in under the next free numeral.
    // "a current sensor 156" after "a current sensor 136": a second part of that kind, brought
    // in where the first is already known (a slip in the first one's own introduction is not).
    return (
      near &&
      !(introduced && (!first(n) || (Math.abs(Number(n) - Number(numeral)) < 10 && !opens(n))))
    );
  });
  if (!other) return;
  const kind = slip(numeral, other)!;
  // A swap, a doubled or a dropped digit is no numbering anyone chooses; a step or a changed
  // digit with a like part numbered nearer is the next of a series.
  if ((kind === 'step' || kind === 'change') && nearerAlike(facts, numeral, words, other)) return;
  // "In a second embodiment, the lever 22 on the frame 24 …" beside lever 12 and frame 14:
  // another embodiment numbers its like parts by tens or hundreds on.
  if (kind === 'change' && renumbered(facts, use, Number(numeral) - Number(other))) return;
  // A numbering of its own, or a part of another owner, is a new part under a neighbouring number
  // ("outline 78 of the image volume 74" beside "graphical outline 79"); a swap, a doubled or a
  // dropped digit is no numbering anyone chooses.
  if (series(facts, numeral, use, other, kind === 'change' && !back)) return;
  if (apart(facts, use, facts.mentions.get(other)!)) return;
  if ((kind === 'step' || kind === 'change') && ownerOf(t, use, facts, other)) return;
  // Weak evidence is a note: a step or a changed digit whose digits stand elsewhere for a figure
  // or a claim ("FIG. 13"; a swap, a doubled or a dropped digit is no numbering anyone chooses),
  // a range of like parts covering them ("levers 12-14"), or a prior-art passage.
  const weak =
    ((kind === 'step' || kind === 'change') && ctx.numberCount(numeral) > 1) ||
    inNumeralRange(ctx, numeral, h) ||
    apartFromPriorArt(facts.text, use, facts.mentions.get(other)!);
  ctx.add('numerals/typo', {
    severity: weak ? 'info' : undefined,
    section: use.section,
    start: use.start,
    end: use.end,
    message: `"${use.name} ${numeral}" appears once; "${facts.mains.get(other)!.head}" is ${other} everywhere else.`,
    suggestion: `Check the numeral: ${other}, or a new part that needs its own name.`,
  });
}

/**
 * Whether the paragraph of a use describes another embodiment or a modification and numbers
 * another part there under its name with the same offset (a multiple of ten) from its numeral.
 */
function renumbered(facts: Facts, u: NumeralUse, offset: number): boolean {
  if (offset % 10 !== 0) return false;
  const t = facts.text.get(u.section)!;
  const from = t.lastIndexOf('\n', u.start) + 1;
  const end = t.indexOf('\n', u.end);
  const to = end < 0 ? t.length : end;
  if (!EMBODIMENT.test(t.slice(from, to))) return false;
  for (const [k, ms] of facts.mentions) {
    const base = facts.mentions.get(String(Number(k) - offset));
    if (k === u.numeral || !/^\d+$/.test(k) || !base) continue;
    const heads = new Set(base.map((m) => singular(m.head)));
    // The same part there under the offset numeral ("frame 24" for "frame 14").
    const here = (m: NumeralUse) => m.section === u.section && m.start >= from && m.end <= to;
    if (ms.some((m) => here(m) && heads.has(singular(m.head)))) return true;
  }
  return false;
}

/** Words that open another embodiment or a modification of one. */
const EMBODIMENT =
  /\b(?:(?:second|third|fourth|fifth|another|other|alternative|alternate|further|modified|different)\s+(?:\w+\s+)?embodiments?|modifications?|variations?|modified examples?)\b/i;

/**
 * Whether another numeral under the same name sits nearer than the one a step or a changed digit
 * would be a slip for, under every word of its name ("Row 604" beside "rows 601, 602, 603"): a
 * numbering of like items.
 */
function nearerAlike(
  facts: Facts,
  numeral: string,
  words: readonly string[],
  other: string,
): boolean {
  const n = Number(numeral);
  const d = Math.abs(Number(other) - n);
  for (const [k, ms] of facts.mentions) {
    if (k === numeral || k === other || !/^\d+$/.test(k) || Math.abs(Number(k) - n) >= d) continue;
    // Named as this one is, word for word ("OSINT server 27" is no next of "web server 26").
    if (ms.some((m) => words.every((w) => nameWords(m.name).includes(w)))) return true;
  }
  return false;
}

/**
 * Whether a use sits in a background that describes prior-art figures ("FIG. 9 shows a known
 * clamp 12") while every use of the other part is in the invention's description, or the
 * reverse: prior-art figures are numbered on their own.
 */
function apart(facts: Facts, u: NumeralUse, others: NumeralUse[]): boolean {
  const prior = (x: NumeralUse) =>
    facts.kinds.get(x.section) === 'background' &&
    /\bFIG(?:URE)?S?\.?\s*\d/i.test(facts.text.get(x.section)!) &&
    /\b(?:prior art|conventional|known|related art|existing)\b/i.test(facts.text.get(x.section)!);
  return others.length > 0 && others.every((o) => prior(o) !== prior(u));
}

/** The numeral of the owner a name is defined by ("the outline 78 of the image volume 74"). */
function owner(t: string, u: NumeralUse): string | undefined {
  return /^\)?\s+of\s+(?:the|a|an|said|its)\s+(?:[A-Za-z][\w-]*\s+){0,4}?\(?(\d+[a-z]?)\b/.exec(
    t.slice(u.end, u.end + 80),
  )?.[1];
}

/**
 * Whether a once-used numeral names a part of another numbered thing than the other numeral's
 * part does: "the outline 78 of the image volume 74" beside "graphical outline 79" of image 72.
 */
function ownerOf(t: string, use: NumeralUse, facts: Facts, other: string): boolean {
  const o = owner(t, use);
  if (!o) return false;
  return !facts.mentions.get(other)!.some((m) => owner(facts.text.get(m.section)!, m) === o);
}

/**
 * Whether a once-used numeral belongs to a numbering of its own: other numerals used once under
 * the same name ("curve 81 … curve 82 … curve 83"), or numerals a step or two away from it near
 * by that are not the other numeral's neighbours ("light source 60 … area 61 … imaging system
 * 62", with "imaging system 22" elsewhere).
 */
function series(
  facts: Facts,
  numeral: string,
  use: NumeralUse,
  other: string,
  neighbours: boolean,
): boolean {
  const n2 = Number(numeral);
  const n = Number(other);
  let alike = 0;
  for (const [k, ms] of facts.mentions) {
    if (k === numeral || k === other) continue;
    // "composition field 40 … 45" number fields of their own; "composition field 355" beside
    // "composition field 35" is not of their numbering.
    if (ms.length === 1 && ms[0]!.name === use.name && k.length === numeral.length && ++alike >= 2)
      return true;
    const v = Number(k);
    if (!neighbours || Math.abs(n - n2) <= 3 || !Number.isInteger(v) || Math.abs(v - n2) > 3)
      continue;
    if (ms.some((m) => m.section === use.section && Math.abs(m.start - use.start) <= 400))
      return true;
  }
  return false;
}
