import { FIELD_KEYS, type FieldKey, type Fields } from './draft-document';

/** The local copy as a rebase sees it. */
export interface LocalCopy {
  /** What the server had at the version the local copy is based on. */
  base: Fields;
  /** Fields edited here and not saved yet. */
  dirty: ReadonlySet<FieldKey>;
  /** Fields to leave alone (a generation is writing them). */
  skip: (key: FieldKey) => boolean;
  /** The current local value of a field. */
  local: (key: FieldKey) => string;
}

/** What to do with each field the server changed. */
export interface RebasePlan {
  /** Not edited here: take the server's text. */
  take: FieldKey[];
  /** Edited here into the very text the server has: nothing left to save. */
  settled: FieldKey[];
  /** Edited here and changed differently on the server: the user decides. */
  clashes: FieldKey[];
}

/** Three-way comparison of every field: base (common ancestor), local, and the server's. */
export function planRebase(copy: LocalCopy, theirs: Fields): RebasePlan {
  const plan: RebasePlan = { take: [], settled: [], clashes: [] };
  for (const key of FIELD_KEYS) {
    if (copy.skip(key) || theirs[key] === copy.base[key]) continue;
    if (!copy.dirty.has(key)) plan.take.push(key);
    else if (copy.local(key) === theirs[key]) plan.settled.push(key);
    else plan.clashes.push(key);
  }
  return plan;
}
