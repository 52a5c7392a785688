import type { NumeralUse } from '../types';
import { singular } from '../text';
import type { CheckContext } from './context';

/** 1.84(p): one numeral per part, and figure references that match the brief description. */
export function checkNumerals(ctx: CheckContext): void {
  const text = new Map(ctx.model.sections.map((s) => [s.id, s.text]));
  const byNumeral = new Map<string, NumeralUse[]>();
  let prev: NumeralUse | undefined;
  for (const u of ctx.model.numerals) {
    // A numeral listed after another ("levers 12, 14") inherits a name it may not have.
    const listed =
      prev?.section === u.section &&
      u.start - prev.end <= 9 &&
      /^\)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\(?$/.test(
        text.get(u.section)!.slice(prev.end, u.start),
      );
    prev = u;
    if (listed || /^(?:19|20)\d\d$/.test(u.numeral)) continue;
    // A parts list ("10 cooker 11 lower portion 12 …") puts names after numerals, not before.
    if (/^\s+[a-z][a-z -]{0,40}?\s\d/i.test(text.get(u.section)!.slice(u.end, u.end + 45))) {
      const between = /^\s+([a-z][a-z -]{0,40}?)\s\d/i.exec(
        text.get(u.section)!.slice(u.end, u.end + 45),
      )![1]!;
      if (!between.split(/\s+/).some((w) => LINKS.test(w))) continue;
    }
    if (/^\d[DdX]$/.test(u.numeral)) continue;
    const list = byNumeral.get(u.numeral);
    if (list) list.push(u);
    else byNumeral.set(u.numeral, [u]);
  }
  const mains = new Map<string, Part>();
  for (const [numeral, uses] of byNumeral) {
    const part = mainPart(uses);
    if (part) mains.set(numeral, part);
  }
  const whole = ctx.model.sections.map((s) => s.text.toLowerCase()).join('\n');
  const owners = new Map<string, string[]>();
  for (const [numeral, part] of mains)
    owners.set(part.head, [...(owners.get(part.head) ?? []), numeral]);
  for (const [numeral, uses] of byNumeral) {
    const part = mains.get(numeral);
    if (part) conflict(ctx, numeral, uses, part, owners, whole, mains);
    else if (uses.length === 1) typo(ctx, numeral, uses[0]!, mains, owners);
  }
  figures(ctx);
}

/** The part a numeral names most (at least twice), with every word its names use. */
interface Part {
  head: string;
  count: number;
  words: Set<string>;
}

function mainPart(uses: NumeralUse[]): Part | null {
  const counts = new Map<string, number>();
  for (const u of uses) counts.set(singular(u.head), (counts.get(singular(u.head)) ?? 0) + 1);
  let head = '';
  let count = 0;
  for (const [h, c] of counts) if (c > count) [head, count] = [h, c];
  if (count < 2) return null;
  const words = new Set<string>();
  for (const u of uses)
    if (singular(u.head) === head) for (const w of u.name.split(' ')) words.add(singular(w));
  return { head, count, words };
}

/**
 * Generic heads a description uses for any part ("the housing 10 … the device 10"): a second name
 * with one of these is a wording, not a second part.
 */
const GENERIC =
  /^(?:device|unit|member|element|portion|part|means|assembly|subassembly|system|apparatus|structure|mechanism|section|region|area|component|body|arrangement|module|embodiment|example|configuration|piece|item|block|circuit|step|operation|process|method|equipment|machine|tool|instrument|object|article|product|material|layer|film|line|signal|data|point|position|side|surface|end|edge|one|each|other|both|them|itself|combination|pair|set|group|plurality|number|series|array)$/;

/** Flags each second, unrelated name of a numeral once ("flux capacitor 12" for lever 12). */
function conflict(
  ctx: CheckContext,
  numeral: string,
  uses: NumeralUse[],
  part: Part,
  owners: Map<string, string[]>,
  whole: string,
  mains: Map<string, Part>,
): void {
  const bad = uses.filter((u) => {
    const h = singular(u.head);
    if (h === part.head || part.words.has(h)) return false;
    // One name qualifies the other: "pivoting lever 12", "lever arm 12" for lever 12.
    const words = u.name.split(' ').map(singular);
    if (words.includes(part.head)) return false;
    if (u.name.split(' ').some((w) => NOT_NAME.test(w))) return false;
    if (u.head.replace(/-/g, '') === part.head.replace(/-/g, '')) return false;
    // Another numeral's established part under its own wording ("spring 12" where spring is 14),
    // or a name the document uses nowhere else, head included ("flux capacitor 12"); a second
    // wording the description also uses elsewhere is more often a synonym.
    const other = (owners.get(h) ?? []).some(
      (n) =>
        n !== numeral && mains.get(n)!.count >= 2 && words.every((w) => mains.get(n)!.words.has(w)),
    );
    return (
      other ||
      (part.count >= 3 &&
        !GENERIC.test(h) &&
        once(whole, u.head.toLowerCase()) &&
        named(whole, u.name))
    );
  });
  const seen = new Set<string>();
  for (const u of bad) {
    if (seen.has(u.name)) continue;
    seen.add(u.name);
    ctx.add('numerals/name-conflict', {
      section: u.section,
      start: u.start,
      end: u.end,
      message: `Numeral ${numeral} names "${part.head}" elsewhere but "${u.name}" here.`,
      suggestion: 'Give each part its own numeral and use one name per numeral.',
    });
  }
}

/** Words that link two named parts in prose ("lever 12 and spring 14", "lever 12 on pin 14"). */
const LINKS =
  /^(?:and|or|of|on|in|to|at|by|with|from|into|onto|for|the|a|an|is|are|was|were|has|have|which|that|as|via|through|between|about|against|along|around|toward|towards|under|over|within|while|when|where|its|their|be|been|being|then|also|not|each)$|(?:s|ed|ing|ly)$/i;

/** Words that show the name reader ran into a verb or a function word ("engages wire 58"). */
const NOT_NAME =
  /^[acgtu]{6,}$|^(?:these|those|this|that|only|also|then|thus|following|preceding|above|below|such|which|whose|containing|including|having|comprising|running|engages|causes|advanced|over|under|via|per|sin|cos|tan|log|exp|methyl|ethyl|propyl|butyl|example|preparation|compound|formula|step|through|thru|to|category|categories|expression|equation|table|embodiment|type|class|grade|version|run|trial|batch|lot|sample|experiment|group|stage|phase|pool|queue|level|channel|mode|case)$|(?:s|ed|ing)$(?<=^(?:engages|causes|includes|shows|has|is|was|advanced|[a-z]+ed))/;

/** Whether the text puts a determiner before the name ("the flux capacitor"), so it is a noun. */
function named(whole: string, name: string): boolean {
  const at = whole.indexOf(name);
  return /\b(?:the|a|an|said|each|its|their)\s+(?:[\w-]+\s+){0,2}$/.test(
    whole.slice(Math.max(0, at - 40), at),
  );
}

/** Whether a name occurs exactly once in the document (lowercased text). */
function once(whole: string, name: string): boolean {
  const at = whole.indexOf(name);
  return at >= 0 && whole.indexOf(name, at + name.length) < 0;
}

/** Words that tell one of several like parts from the others. */
const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|other|another|additional|further)$/;

/** Whether two numerals differ by one digit or by two swapped digits. */
function slip(a: string, b: string): boolean {
  if (a === b || a.length !== b.length) return false;
  const diff = [...a].map((c, k) => (c === b[k] ? -1 : k)).filter((k) => k >= 0);
  if (diff.length === 1) return true;
  const [i, j] = diff as [number, number];
  return diff.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/**
 * Flags a numeral used once whose name is another numeral's part ("lever 21" once, "lever 12"
 * everywhere else): likely a mistyped numeral. Variants of the same numeral (12a, 12′) and names
 * that say which one ("second lever 21") are not typos.
 */
function typo(
  ctx: CheckContext,
  numeral: string,
  use: NumeralUse,
  mains: Map<string, Part>,
  owners: Map<string, string[]>,
): void {
  const h = singular(use.head);
  if (!/^\d+$/.test(numeral) || h !== use.head.toLowerCase() || NOT_NAME.test(h)) return;
  // A typo is one digit off or two digits swapped ("21" for "12", "13" for "12").
  const others = (owners.get(h) ?? []).filter((n) => /^\d+$/.test(n) && slip(n, numeral));
  if (others.length !== 1 || GENERIC.test(h)) return;
  const other = others[0]!;
  const part = mains.get(other)!;
  if (part.count < 3) return;
  const words = use.name.split(' ').map(singular);
  if (words.some((w) => w !== h && !part.words.has(w))) return;
  // "first ceramic substrate 204" beside "second ceramic substrate 206" names which one it is
  if (words.some((w) => ORDINAL.test(w))) return;
  ctx.add('numerals/typo', {
    section: use.section,
    start: use.start,
    end: use.end,
    message: `"${use.name} ${numeral}" appears once; "${part.head}" is ${other} everywhere else.`,
    suggestion: `Check the numeral: ${other}, or a new part that needs its own name.`,
  });
}

function figures(ctx: CheckContext): void {
  const listed = new Set<string>();
  const hasDrawings =
    ctx.model.sections.some((s) => s.kind === 'drawings') ||
    ctx.model.figures.some((f) => f.listed);
  for (const f of ctx.model.figures) if (f.listed) listed.add(f.figure);
  if (!hasDrawings || listed.size === 0) return;
  const listedBases = new Set([...listed].map((l) => l.replace(/[A-Z]$/, '')));
  const used = new Set<string>();
  const reported = new Set<string>();
  for (const f of ctx.model.figures) {
    if (f.listed) continue;
    used.add(f.figure);
    used.add(f.figure.replace(/[A-Z]$/, ''));
    if (
      listed.has(f.figure) ||
      listedBases.has(f.figure) ||
      listedBases.has(f.figure.replace(/[A-Z]$/, '')) ||
      reported.has(f.figure)
    )
      continue;
    reported.add(f.figure);
    ctx.add('numerals/figure-missing', {
      section: f.section,
      start: f.start,
      end: f.end,
      message: `FIG. ${f.figure} is not listed in the brief description of the drawings.`,
      suggestion: `Add "FIG. ${f.figure} is …" to the brief description, or correct the number.`,
    });
  }
  if (!ctx.model.sections.some((s) => s.kind === 'detailed' || s.kind === 'description')) return;
  // A brief description found inside the description has no sure end: which figures it lists is
  // known, which the description "uses" is not, so unused figures are reported only with a section.
  if (!ctx.model.sections.some((s) => s.kind === 'drawings')) return;
  for (const f of ctx.model.figures) {
    if (
      !f.listed ||
      used.has(f.figure) ||
      used.has(f.figure.replace(/[A-Z]$/, '')) ||
      reported.has(`u${f.figure}`)
    )
      continue;
    reported.add(`u${f.figure}`);
    ctx.add('numerals/figure-unused', {
      section: f.section,
      start: f.start,
      end: f.end,
      message: `FIG. ${f.figure} is listed but never referred to in the description.`,
    });
  }
}
