import { DEFAULT_INHERENT, findAntecedentIssues } from '../antecedent';
import type { CheckContext } from './context';

/** Antecedent basis: missing, ordering, ambiguous and qualifier-mismatch references. */
export function checkAntecedents(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  if (
    !sec ||
    !['missing', 'order', 'ambiguous', 'qualifier'].some((k) => ctx.enabled(`antecedent/${k}`))
  )
    return;
  const inherent = new Set([
    ...DEFAULT_INHERENT,
    ...(ctx.options.words?.inherent ?? []).map((w) => w.toLowerCase()),
  ]);
  for (const is of findAntecedentIssues(ctx.model.claims, sec.text, inherent)) {
    const ref = sec.text.slice(is.phrase.detStart, is.phrase.end);
    const noun = is.phrase.words.join(' ');
    const at = {
      section: sec.id,
      start: is.phrase.detStart,
      end: is.phrase.end,
      claim: is.claim.number ?? undefined,
    };
    if (is.kind === 'missing') {
      ctx.add('antecedent/missing', {
        ...at,
        message: `"${ref}" has no antecedent in claim ${is.claim.number}${is.claim.parents.length ? ' or the claims it depends on' : ''}.`,
        suggestion: `Introduce it first ("a ${noun}"), or write "a ${noun}" here.`,
      });
    } else if (is.kind === 'order') {
      ctx.add('antecedent/order', {
        ...at,
        message: `"${ref}" is used before the claim introduces it ("${sec.text.slice(is.later!.detStart, is.later!.end)}").`,
        suggestion: `Introduce "a ${noun}" at its first use and refer to it as "the ${noun}" afterwards.`,
      });
    } else if (is.kind === 'ambiguous') {
      ctx.add('antecedent/ambiguous', {
        ...at,
        message: `"${ref}" could mean any of: ${is.candidates!.join('; ')}.`,
        suggestion: 'Add the qualifier that picks one.',
      });
    } else {
      ctx.add('antecedent/qualifier', {
        ...at,
        message: `"${ref}" adds "${is.modifier}", which the introduction of "${is.phrase.words[is.phrase.words.length - 1]}" did not have: it may read as a new element.`,
        suggestion: `Use the introduced wording, or introduce the ${noun} explicitly.`,
      });
    }
  }
}
