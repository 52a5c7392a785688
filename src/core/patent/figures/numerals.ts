/**
 * Stable numerals: a part or step keeps the numeral it was given when its claim is edited and its
 * figure redrawn. The numerals a draft's description was written with are kept with the draft as
 * a list of entries; drawing again gives each node the entry of its claim and name, then an entry
 * of its name left by a claim that is no longer drawn (claims renumbered), and only then a fresh
 * numeral in its figure's hundred, never one already in use.
 */
import type { FigureSpec, NodeSpec } from './types';

/** A numeral given to one part or step of the figure of a claim. */
export interface NumeralEntry {
  claim: number;
  /** The node's name as the description uses it (lowercase, no article). */
  name: string;
  numeral: string;
}

/** A numbered place in a spec: a node or the frame. */
interface Slot {
  name: string;
  set: (numeral: string) => void;
  get: () => string;
  frame: boolean;
  /** The claims' reference sign, when they give the part one (see figures/signs). */
  sign?: string;
}

function slotsOf(spec: FigureSpec): Slot[] {
  const out: Slot[] = [];
  if (spec.frame) {
    const frame = spec.frame;
    out.push({
      name: frame.name,
      frame: true,
      sign: frame.sign,
      get: () => frame.numeral,
      set: (v) => (frame.numeral = v),
    });
  }
  const visit = (n: NodeSpec): void => {
    if (n.numeral !== null)
      out.push({
        name: n.name,
        frame: false,
        sign: n.sign,
        get: () => n.numeral!,
        set: (v) => (n.numeral = v),
      });
    n.parts.forEach(visit);
  };
  spec.nodes.forEach(visit);
  return out;
}

/** The numerals of a drawn spec as entries, in drawing order. */
export function entriesOf(spec: FigureSpec): NumeralEntry[] {
  return slotsOf(spec).map((s) => ({ claim: spec.claim, name: s.name, numeral: s.get() }));
}

/** Reads a stored list defensively: anything but well-formed entries is dropped. */
export function readEntries(value: unknown): NumeralEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is NumeralEntry =>
      !!e &&
      typeof e === 'object' &&
      Number.isInteger((e as NumeralEntry).claim) &&
      typeof (e as NumeralEntry).name === 'string' &&
      typeof (e as NumeralEntry).numeral === 'string' &&
      /^\d{2,4}$/.test((e as NumeralEntry).numeral),
  );
}

/** The names a spec numbers, for matching a claim to the one it was before an edit. */
export function namesOf(spec: FigureSpec): string[] {
  return slotsOf(spec).map((s) => s.name);
}

/**
 * Which earlier claim each claim about to be drawn was: the one whose kept names it shares most
 * (the same number winning a tie), each earlier claim taken once. Claims renumbered by an
 * insertion, and claims edited in place, both find their numerals this way; a claim added since
 * matches none.
 */
export function matchClaims(
  kept: readonly NumeralEntry[],
  names: ReadonlyMap<number, readonly string[]>,
): Map<number, number> {
  const old = new Map<number, Set<string>>();
  for (const e of kept) (old.get(e.claim) ?? old.set(e.claim, new Set()).get(e.claim)!).add(e.name);
  const pairs: Array<{ now: number; was: number; score: number }> = [];
  for (const [now, list] of names)
    for (const [was, set] of old) {
      const shared = new Set(list.filter((x) => set.has(x))).size;
      if (shared) pairs.push({ now, was, score: shared * 2 + (now === was ? 1 : 0) });
    }
  pairs.sort((a, b) => b.score - a.score || a.now - b.now);
  const out = new Map<number, number>();
  const taken = new Set<number>();
  for (const p of pairs) {
    if (out.has(p.now) || taken.has(p.was)) continue;
    out.set(p.now, p.was);
    taken.add(p.was);
  }
  return out;
}

/**
 * Gives the figures of one drawing run their numerals. `names` are the names each claim about to
 * be drawn numbers: the numerals its earlier self kept are reserved from the start, so a fresh
 * numeral of an earlier figure never takes one a later figure keeps, and a removed part's numeral
 * is not given to another part (a description not yet rewritten may still name it).
 */
export class NumeralAssigner {
  private readonly taken = new Set<string>();
  private readonly reserved: Set<string>;
  private readonly used = new Set<number>();
  private readonly was: Map<number, number>;

  /** `signs`: every reference sign of the claims, never given to a part as a fresh numeral. */
  constructor(
    private readonly kept: readonly NumeralEntry[],
    names: ReadonlyMap<number, readonly string[]>,
    signs: ReadonlySet<string> = new Set(),
  ) {
    this.was = matchClaims(kept, names);
    const matched = new Set(this.was.values());
    this.reserved = new Set(kept.filter((e) => matched.has(e.claim)).map((e) => e.numeral));
    for (const sign of signs) this.reserved.add(sign);
  }

  /**
   * Renumbers `spec` in place: a part the claims give a reference sign takes the sign; the others
   * keep their kept numeral, else their drawn one (when nothing is kept), else a fresh one.
   * Returns its numerals.
   */
  assign(spec: FigureSpec): string[] {
    const slots = slotsOf(spec);
    const step = slots.filter((s) => !s.frame).length <= 49 ? 2 : 1;
    const open = new Set(slots);
    for (const s of slots) {
      if (!s.sign) continue;
      // The same part in two figures carries the same sign.
      s.set(s.sign);
      this.taken.add(s.sign);
      open.delete(s);
    }
    if (!this.kept.length) {
      for (const s of open) {
        const own = s.get();
        const v =
          this.taken.has(own) || this.reserved.has(own)
            ? this.fresh(spec.number, s.frame, step)
            : own;
        this.taken.add(v);
        s.set(v);
      }
      return slots.map((s) => s.get());
    }
    const pick = (s: Slot, match: (e: NumeralEntry) => boolean): void => {
      const i = this.kept.findIndex(
        (e, j) => !this.used.has(j) && e.name === s.name && !this.taken.has(e.numeral) && match(e),
      );
      if (i < 0) return;
      this.used.add(i);
      this.taken.add(this.kept[i]!.numeral);
      s.set(this.kept[i]!.numeral);
      open.delete(s);
    };
    const was = this.was.get(spec.claim);
    const matched = new Set(this.was.values());
    for (const s of [...open]) pick(s, (e) => e.claim === was);
    for (const s of [...open]) pick(s, (e) => !matched.has(e.claim));
    for (const s of open) {
      const v = this.fresh(spec.number, s.frame, step);
      this.taken.add(v);
      s.set(v);
    }
    return slots.map((s) => s.get());
  }

  /** Gives back the numerals of a figure that could not be drawn after all. */
  release(numerals: readonly string[]): void {
    for (const v of numerals) this.taken.delete(v);
  }

  private free(v: number): boolean {
    const s = String(v);
    return !this.taken.has(s) && !this.reserved.has(s);
  }

  private fresh(figure: number, frame: boolean, step: number): string {
    const base = figure * 100;
    if (frame && this.free(base)) return String(base);
    for (const by of [step, 1])
      for (let v = base + by; v < base + 100; v += by) if (this.free(v)) return String(v);
    // The figure's hundred is full of kept numerals: any free one keeps the sheet unambiguous.
    for (let v = 100; v < 10000; v++) if (this.free(v) && v % 100 !== 0) return String(v);
    return String(base);
  }
}
