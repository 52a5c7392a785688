import type { Tracker } from './clause';

/** Which independent claim a claim belongs under. */
export type ClaimGroup = 'system' | 'method' | 'crm';

/** A claim before numbering: `parent` is an index into its group's list (null: independent). */
export interface ClaimSpec {
  group: ClaimGroup;
  parent: number | null;
  /** Independent claims: preamble (without "comprising") and elements. */
  preamble: string;
  elements: string[];
  /** Dependent claims: the text after "The X of claim N, ". */
  body: string;
  /** Prose of each element/the body, for the summary and the description. */
  sources: number[];
  /** Keys of the parts this claim introduces as elements ("further comprising a valve"). */
  parts: string[];
  tracker: Tracker;
}

/** The numbered claim set. */
export interface NumberedClaim extends ClaimSpec {
  number: number;
  parentNumber: number | null;
  /** "apparatus", "method", "non-transitory computer-readable medium": how dependents refer back. */
  noun: string;
}

/** Most dependent claims per group. */
export const MAX_DEPENDENTS: Record<ClaimGroup, number> = { system: 8, method: 5, crm: 2 };
