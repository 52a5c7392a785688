/**
 * The detailed description written from the claims: each independent claim walked with its
 * figure, its dependent claims' features each in a paragraph of their own right after it, then
 * the disclosure's text no claim recites (see kept.ts), then the closing.
 */
import type { DrawnFigure } from '../../figures';
import type { Claim } from '../../types';
import type { Para } from '../writer';
import { dependentParagraph } from './dependent';
import { claimNo } from './prose';
import type { SupportPool } from './support';
import { walkBlock, walkFlow, walkMedium, walkPlain, type WalkInput } from './walk';

const CLOSING =
  'The embodiments described above are examples. Features of one embodiment may be combined with features of other embodiments, and the components, arrangements and steps described may be varied, omitted or reordered within the scope of the claims.';

function walk(input: WalkInput): Para[] {
  if (!input.spec) return walkPlain(input);
  if (input.spec.kind === 'flowchart') return walkFlow(input);
  if (input.claim.category === 'crm') return walkMedium(input);
  return walkBlock(input);
}

/** The independent claim a claim depends on, through its chain of parents. */
function rootOf(c: Claim, byNumber: ReadonlyMap<number, Claim>): Claim {
  let root = c;
  for (let guard = 0; !root.independent && root.parents.length && guard < 50; guard++) {
    const up = byNumber.get(root.parents[0]!);
    if (!up) break;
    root = up;
  }
  return root;
}

/** What the detailed description is written from. */
export interface DetailedInput {
  claims: readonly Claim[];
  figures: readonly DrawnFigure[];
  /** The claims as written (dependent claims are read from it). */
  text: string;
  pool: SupportPool;
  /** Writes the disclosure's paragraphs no claim paragraph quoted (run after the claims took theirs). */
  kept: () => Para[];
}

/** The detailed description's paragraphs. */
export function writeDetailed({ claims, figures, text, pool, kept }: DetailedInput): Para[] {
  const out: Para[] = [];
  const byNumber = new Map(claims.map((c) => [claimNo(c), c]));
  const independents = claims.filter((x) => x.independent);
  const dependents = claims.filter((x) => !x.independent);
  const placed = new Set<Claim>();
  for (const c of independents) {
    const figure = figures.find((f) => f.claim === claimNo(c)) ?? null;
    out.push(...walk({ claim: c, figure, spec: figure?.spec ?? null, pool }));
    for (const d of dependents.filter((x) => rootOf(x, byNumber) === c)) {
      placed.add(d);
      const p = dependentParagraph({ claim: d, root: c, figure, text, pool });
      if (p) out.push(p);
    }
  }
  // A dependent claim whose chain reaches no independent claim still gets its paragraph.
  for (const d of dependents.filter((x) => !placed.has(x))) {
    const root = rootOf(d, byNumber);
    const p = dependentParagraph({ claim: d, root, figure: null, text, pool });
    if (p) out.push(p);
  }
  out.push(...kept());
  out.push({ text: CLOSING, sources: [] });
  return out;
}
