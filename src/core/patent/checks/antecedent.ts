import { DEFAULT_INHERENT, findAntecedentIssues } from '../antecedent';
import type { CheckContext } from './context';

/** Antecedent basis: missing, ordering, ambiguous and qualifier-mismatch references. */
export function checkAntecedents(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  if (
    !sec ||
    !['missing', 'order', 'ambiguous', 'qualifier', 'number', 'reintroduced'].some((k) =>
      ctx.enabled(`antecedent/${k}`),
    )
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
    if (is.kind === 'missing' && is.variant) {
      const intro = sec.text.slice(is.variant.detStart, is.variant.end);
      ctx.add('antecedent/missing', {
        ...at,
        severity: 'info',
        message: `"${ref}" is not introduced as such; it can only mean "${intro}", named in other words.`,
        suggestion: `Use one name for one part: "the ${is.variant.words.join(' ')}".`,
      });
    } else if (is.kind === 'missing' && is.implied) {
      ctx.add('antecedent/missing', {
        ...at,
        severity: 'info',
        message: `"${ref}" is never introduced; only a compound that counts it (as "two-player" counts players) implies it.`,
        suggestion: `Introduce it ("the ${noun} of the …") if the claim relies on it.`,
      });
    } else if (is.kind === 'missing') {
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
    } else if (is.kind === 'number') {
      ctx.add('antecedent/number', {
        ...at,
        message:
          is.number === 'plural'
            ? `"${ref}" is plural, but claim ${is.claim.number}${is.claim.parents.length ? ' and the claims it depends on' : ''} introduced only one.`
            : `"${ref}" is singular, but claim ${is.claim.number}${is.claim.parents.length ? ' and the claims it depends on' : ''} introduced only several.`,
        suggestion:
          is.number === 'plural'
            ? 'Introduce the plural ("a plurality of …"), or refer to the one introduced.'
            : 'Say which one ("one of the …", "each of the …"), or introduce it in the singular.',
      });
    } else if (is.kind === 'reintroduced') {
      ctx.add('antecedent/reintroduced', {
        ...at,
        start: is.phrase.detStart,
        message: `"${ref}" introduces again what "${sec.text.slice(is.later!.detStart, is.later!.end)}" already introduced${is.claim.parents.length ? ' in this claim or a claim it depends on' : ''}: is it the same one or a second one?`,
        suggestion: `Write "the ${noun}" if it is the same one; "a second ${noun}" or "another ${noun}" if it is not.`,
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
