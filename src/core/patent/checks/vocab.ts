import { singular, wordSet } from '../text';
import type { CheckContext } from './context';

const cache = new WeakMap<
  CheckContext,
  { words: Set<string>; singulars: Set<string>; text: string }
>();

/** The description's vocabulary (every section but claims and abstract), computed once per analysis. */
export function descriptionVocab(ctx: CheckContext): {
  words: Set<string>;
  singulars: Set<string>;
  text: string;
} {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const text = ctx.model.sections
    .filter((s) => s.kind !== 'claims' && s.kind !== 'abstract')
    .map((s) => s.text)
    .join('\n');
  const words = wordSet(text);
  const singulars = new Set<string>();
  for (const w of words) singulars.add(singular(w));
  const v = { words, singulars, text };
  cache.set(ctx, v);
  return v;
}
