import { readPhrase } from '../antecedent/phrases';
import { singular, tokenize } from '../text';
import type { CheckContext } from './context';
import { unsupportedModifier } from './support-modifiers';
import { descriptionVocab } from './vocab';

const INTRO = new Set(['a', 'an', 'plurality']);
/** Verbs after which a claim names a material with no article. */
const LISTS = new Set(['comprises', 'comprise', 'contains', 'contain', 'consists', 'includes']);
/** Words after such a verb that do not start a bare material name. */
const ARTICLE_LIKE =
  /^(?:a|an|the|said|each|at|one|two|of|from|between|about|approximately|less|more|no|only|any|all|both|either|substantially|essentially|in|at|by|to|with|first|second|third|\d.*)$/;
const SKIP = new Set([
  'plurality',
  'number',
  'portion',
  'part',
  'amount',
  'method',
  'step',
  'system',
  'apparatus',
  'device',
  'first',
  'second',
  'third',
  'one',
  'least',
  'more',
  'group',
  'set',
  'pair',
  'means',
  'manner',
  'way',
  'end',
  'side',
  'time',
  'member',
  'element',
  'unit',
  'combination',
  'surface',
  'form',
  'position',
]);

/** C6: every noun a claim introduces should appear somewhere in the description. */
export function checkSupport(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  const desc = ctx.model.sections.filter((s) => s.kind !== 'claims' && s.kind !== 'abstract');
  if (!sec || !desc.some((s) => s.text.trim().length > 200)) return;
  const words = descriptionVocab(ctx);
  const vocab = words.singulars;
  const reported = new Set<string>();
  for (const c of ctx.model.claims) {
    if (c.canceled || c.category === 'design') continue;
    const tokens = tokenize(sec.text.slice(c.bodyStart, c.end), c.bodyStart);
    for (let i = 0; i < tokens.length; i++) {
      // "a lever", and a material named without an article after the verb that lists it
      // ("wherein the layer comprises polylactic acid", "contains titanium dioxide particles")
      const bare =
        LISTS.has(tokens[i]!.lower) &&
        !!tokens[i + 1] &&
        !ARTICLE_LIKE.test(tokens[i + 1]!.lower) &&
        !/ing$/.test(tokens[i + 1]!.lower) &&
        /^\s+$/.test(sec.text.slice(tokens[i]!.end, tokens[i + 1]!.start));
      if (!INTRO.has(tokens[i]!.lower) && !bare) continue;
      const p = readPhrase(tokens, sec.text, 0, i, i + 1, 4);
      if (!p || !p.closed) continue;
      const word = p.words[p.words.length - 1]!;
      const head = singular(word);
      const modifier = unsupportedModifier(tokens, sec.text, p, words);
      if (modifier && !reported.has(modifier.lower)) {
        reported.add(modifier.lower);
        ctx.add('support/term', {
          section: sec.id,
          start: modifier.start,
          end: tokens[p.lastToken]!.end,
          claim: c.number!,
          message: `"${modifier.word}" (claim ${c.number}) narrows the ${word} the claim lists, but the description never uses it in any form.`,
          suggestion:
            'Describe the feature in the detailed description, or drop the word from the claim.',
        });
      }
      if (
        SKIP.has(head) ||
        head.length < 3 ||
        /\d/.test(head) ||
        vocab.has(head) ||
        reported.has(head)
      )
        continue;
      const parts = head.split('-');
      if (parts.length > 1 && parts.every((x) => vocab.has(singular(x)))) continue;
      reported.add(head);
      const t = tokens[p.lastToken]!;
      ctx.add('support/term', {
        section: sec.id,
        start: t.start,
        end: t.end,
        claim: c.number!,
        message: `"${word}" (claim ${c.number}) does not appear in the description.`,
        suggestion: 'Describe it in the detailed description, or use the description’s term.',
      });
    }
  }
}
