import { isPartKey } from './phrases';
import type { NumberedClaim } from './claim-types';
import type { Analysis } from './analysis';

/**
 * Part key → reference numeral. A part keeps the numeral the disclosure gives it (its drawings
 * carry it); the others are numbered from a hundred the disclosure does not use (100 unless
 * taken): the subject the hundred itself, parts in even steps.
 */
export type Numerals = Map<string, string>;

/** Most parts given a numeral. */
const MAX_NUMBERED = 48;

/** First hundred whose numbers (base … base + 98) the disclosure's text never uses. */
function freeBase(a: Analysis): number {
  const taken = new Set<number>();
  for (const s of a.sentences)
    for (const m of s.plain.matchAll(/\b\d{3,4}\b/g)) taken.add(Number(m[0]));
  for (let base = 100; base < 9900; base += 100) {
    let free = true;
    for (let n = base; n < base + 100 && free; n++) free = !taken.has(n);
    if (free) return base;
  }
  return 9900;
}

/** Numbers the subject, then the apparatus claims' parts, then the other frequent parts. */
export function assignNumerals(a: Analysis, claims: readonly NumberedClaim[]): Numerals {
  const base = freeBase(a);
  const taken = new Set<string>();
  const numeralOf = (key: string, made: number): string => {
    const own = a.labels.get(key);
    const n = own !== undefined && !taken.has(own) ? own : String(made);
    taken.add(n);
    return n;
  };
  const numerals: Numerals = new Map([[a.subject.key, numeralOf(a.subject.key, base)]]);
  const system = claims.filter((c) => c.group === 'system');
  const keys = [
    ...system.flatMap((c) => c.parts),
    ...a.parts.map((p) => p.key),
    ...system.flatMap((c) => c.tracker.keys()),
  ];
  const heads = new Map<string, string>();
  for (const key of keys) {
    if (numerals.size > MAX_NUMBERED || numerals.has(key) || a.aliases.has(key) || !isPartKey(key))
      continue;
    const head = key.split(' ').at(-1)!;
    const other = heads.get(head);
    if (other !== undefined && (other === head || key === head)) continue;
    heads.set(head, key);
    numerals.set(key, numeralOf(key, base + 2 * numerals.size));
  }
  return numerals;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Builds a function inserting numerals after "the/a X" for each numbered X not followed by a noun;
 * an alias of a numbered part ("the driving channel") takes the part's name and numeral.
 */
export function numberizer(
  numerals: Numerals,
  nouns: ReadonlySet<string>,
  aliases: ReadonlyMap<string, string> = new Map(),
): (text: string) => string {
  const named: Array<[string, string, string]> = [...numerals].map(([key, n]) => [key, key, n]);
  for (const [alias, main] of aliases) {
    const n = numerals.get(main);
    if (n !== undefined) named.push([alias, main, n]);
  }
  const entries = named.sort((x, y) => y[0].length - x[0].length);
  const patterns = entries.map(([key, main, n]) => ({
    re: new RegExp(
      `\\b(the|a|an|each|The|A|An|Each)\\s+(${escape(key)})(?![\\w-])(?!\\s+\\d)(\\s+([A-Za-z-]+))?`,
      'g',
    ),
    main: key === main ? null : main,
    n,
  }));
  return (text: string) => {
    let out = text;
    for (const { re, main, n } of patterns) {
      out = out.replace(
        re,
        (m: string, det: string, name: string, tail?: string, next?: string) => {
          if (next && nouns.has(next.toLowerCase())) return m;
          return `${det} ${main ?? name} ${n}${tail ?? ''}`;
        },
      );
    }
    return out;
  };
}
