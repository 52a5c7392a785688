import { singular } from '../text';
import type { Claim } from '../types';
import type { CheckContext } from './context';
import { bareMeasures } from './form-bare';
import { formList, type FormItem, type FormList } from './form-items';
import { leadPhrase } from './form-np';
import { checkPhrases } from './form-phrase';
import { addedConditions, addedNonThings } from './form-added';
import { nextConjunct, nonThingOf, partOfPart } from './form-property';
import { nonActions } from './form-steps';
import { copiedLines, copies } from './form-copies';
import { ARTICLES, EMPTY_MODIFIERS, GENERIC_HEADS, PREPOSITIONS } from './form-words';

type At = { section: string; claim: number };

/**
 * Claim-form rules: wording that parses as claim structure but says nothing an attorney could
 * sign (an element that is a measure, a step that is no action, a fragment, an open range…).
 */
export function checkForm(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  if (!sec || !ctx.enabled('form')) return;
  const lists = new Map<number, FormList>();
  for (const c of ctx.model.claims) {
    if (c.canceled || c.number === null || c.category === 'design') continue;
    const at = { section: sec.id, claim: c.number };
    if (c.independent) emptyPreamble(ctx, c, at);
    const list = formList(c, sec.text);
    const flagged = new Set<number>();
    if (list) {
      if (!lists.has(c.number)) lists.set(c.number, list);
      if (list.kind === 'element') nonThings(ctx, c, list, at);
      else nonActions(ctx, list, at, !c.independent);
      duplicates(ctx, list, at, flagged);
      if (!c.independent) restated(ctx, c, list, lists, at);
    }
    if (!c.independent && !list) restatedWherein(ctx, c, lists, at);
    // Lines no list rule reads: a claim of "wherein" clauses, or one sub-list of alternatives.
    // What a dependent claim adds after its list ("…, and further comprising a delay").
    const after = list?.items.at(-1)?.start ?? c.bodyStart;
    addedNonThings(ctx, c, sec.text, at, after);
    addedConditions(ctx, c, sec.text, at, after);
    if (!list) bareMeasures(ctx, sec.text, c.elements, at);
    else if (list.kind === 'element')
      for (let g = 1; g <= (list.items.at(-1)?.group ?? 0); g++)
        bareMeasures(
          ctx,
          sec.text,
          list.items.filter((i) => i.nested && i.group === g && !partOfPart(list, i)),
          at,
        );
    copies(ctx, c, list, flagged, at);
    copiedLines(ctx, c, sec.text, flagged, at);
    checkPhrases(ctx, c, sec.text, at);
  }
}

/**
 * A dependent claim that adds an element or step its parent chain already recites: it narrows
 * nothing (35 USC 112(d)) and introduces the same thing twice.
 */
function restated(
  ctx: CheckContext,
  c: Claim,
  list: FormList,
  lists: Map<number, FormList>,
  at: At,
): void {
  // Single dependencies only: "claim 1 or 2" adds the element to either branch.
  const chain = parentChain(ctx, c);
  for (const item of list.items) {
    const key = itemKey(item);
    // Only what the item introduces: "the balance comprising rhodium" refers back, "…:" opens a list.
    if (!key || item.nested || item.text.endsWith(':')) continue;
    if (list.kind === 'element' && !/^(?:a|an|one|at least)\b/i.test(item.text)) continue;
    const owner = chain.find((n) =>
      lists.get(n)?.items.some((x) => x.kind === list.kind && !x.nested && itemKey(x) === key),
    );
    if (owner === undefined) continue;
    ctx.add('form/duplicate-element', {
      ...at,
      start: item.start,
      end: item.end,
      message: `Claim ${at.claim} adds "${item.text}", which claim ${owner} already recites.`,
      suggestion: `Delete claim ${at.claim}, or make it add something claim ${owner} does not have.`,
    });
  }
}

/** The parent chain of a singly dependent claim, nearest first. */
function parentChain(ctx: CheckContext, c: Claim): number[] {
  const chain: number[] = [];
  let parents = c.parents;
  while (parents.length === 1 && chain.length < 50) {
    const n = parents[0]!;
    const p = ctx.byNumber.get(n);
    if (!p || chain.includes(n) || n >= c.number!) break;
    chain.push(n);
    parents = p.parents;
  }
  return chain;
}

/** Words of "X has Y" apart from articles, number and the verb's form ("includes", "including"). */
function hasKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.;,]+$/, '')
    .replace(/\b(?:includ|compris|contain|hav)(?:es|e|ing)\b|\bhas\b/g, 'has')
    .split(/\s+/)
    .filter((w) => w && !ARTICLES.has(w) && w !== 'said')
    .map((w) => singular(w))
    .join(' ');
}

/**
 * "The assembly of claim 1, wherein the substrate comprises the aluminum." under a claim that lists
 * "a substrate comprising aluminum": a dependent claim whose one clause says what an element of
 * its parent chain already says narrows nothing (35 USC 112(d)).
 */
function restatedWherein(ctx: CheckContext, c: Claim, lists: Map<number, FormList>, at: At): void {
  const m = /^.*?\bclaim\s+\d+\s*,\s*wherein\s+((?:the|said)\s+[^,;:]+?)\.?\s*$/is.exec(c.text);
  if (!m || / (?:and|or|wherein|whereby) /i.test(m[1]!)) return;
  const clause = m[1]!;
  const key = hasKey(clause);
  if (!/ has /.test(` ${key} `)) return;
  const owner = parentChain(ctx, c).find((n) =>
    lists
      .get(n)
      ?.items.some(
        (x) =>
          x.kind === 'element' &&
          !x.nested &&
          /^(?:a|an)\s/i.test(x.text) &&
          hasKey(x.text) === key,
      ),
  );
  if (owner === undefined) return;
  const start = c.start + c.text.lastIndexOf(clause);
  ctx.add('form/duplicate-element', {
    ...at,
    start,
    end: start + clause.length,
    message: `Claim ${at.claim} says only "${clause}", which claim ${owner} already recites.`,
    suggestion: `Delete claim ${at.claim}, or make it add something claim ${owner} does not have.`,
  });
}

const CATEGORY_WORD: Partial<Record<Claim['category'], string>> = {
  apparatus: 'apparatus',
  system: 'system',
  composition: 'composition',
};

function nonThings(ctx: CheckContext, c: Claim, list: FormList, at: At): void {
  const whole = c.category === 'composition' ? 'an ingredient' : 'a part';
  for (const item of list.items) {
    // A sub-list may be of anything ("indicating at least one of the following:").
    if (!partOfPart(list, item)) continue;
    let hit = nonThingOf(item);
    for (let next = nextConjunct(item); !hit && next; next = nextConjunct(next))
      hit = nonThingOf(next);
    if (!hit) continue;
    const { start, word } = hit;
    const phrase = item.text.slice(start - item.start, hit.end - item.start);
    ctx.add('form/non-thing', {
      ...at,
      start,
      end: hit.end,
      message: `Claim ${at.claim} lists "${phrase}" as an element of the ${CATEGORY_WORD[c.category] ?? 'claimed thing'}, but ${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} is a measure, event, state or process, not ${whole}.`,
      suggestion: `Name ${whole} instead (what has, sets or causes the ${word}), or say in a "wherein" clause what ${word} a named part has.`,
    });
  }
}

/** The wording an item is the same as another by: lower case, no articles, labels or spacing. */
function itemKey(item: FormItem): string {
  return item.tokens
    .filter((t) => !ARTICLES.has(t.lower))
    .map((t) => singular(t.lower))
    .join(' ');
}

/** The name an element introduces ("drum" for "a drum configured to rotate"), if it is plain. */
function introKey(item: FormItem): string | null {
  if (!/^(?:a|an)\s/i.test(item.text)) return null;
  const np = leadPhrase(item.text, item.start, item.tokens);
  const next = np && item.tokens[np.end];
  // "a layer of sand" and "a layer of clay" are two layers: the name goes on after the noun.
  if (!np || (next && (PREPOSITIONS.has(next.lower) || /^\d/.test(next.lower)))) return null;
  return item.tokens
    .slice(np.first, np.end)
    .map((t) => singular(t.lower))
    .join(' ');
}

function duplicates(ctx: CheckContext, list: FormList, at: At, flagged: Set<number>): void {
  const seen = new Map<string, FormItem>();
  const what = list.kind === 'step' ? 'step' : 'element';
  for (const item of list.items) {
    if (item.text.endsWith(':')) continue;
    const key = itemKey(item);
    const intro = list.kind === 'element' && !item.nested ? introKey(item) : null;
    const twin =
      (key && seen.get(`${item.group}|${key}`)) || (intro && seen.get(`${item.group}#${intro}`));
    if (key) seen.set(`${item.group}|${key}`, seen.get(`${item.group}|${key}`) ?? item);
    if (intro) seen.set(`${item.group}#${intro}`, seen.get(`${item.group}#${intro}`) ?? item);
    if (!twin) continue;
    const same = itemKey(twin) === key;
    flagged.add(item.start);
    ctx.add('form/duplicate-element', {
      ...at,
      start: item.start,
      end: item.end,
      message: same
        ? `Claim ${at.claim} recites the ${what} "${item.text}" twice.`
        : `Claim ${at.claim} introduces "${item.text}" after "${twin.text}": the same ${what} twice.`,
      suggestion: same
        ? 'Delete the second one, or say how the two differ ("a first…", "a second…").'
        : 'Refer back to the first one ("the …"), or number them ("a first…", "a second…").',
    });
  }
}

function emptyPreamble(ctx: CheckContext, c: Claim, at: At): void {
  if (!c.transition || c.category === 'use') return;
  const pre = c.preamble.text.replace(/,?\s*(?:the|said)\s+[\w-]+\s*$/i, '');
  const words = pre
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w && !ARTICLES.has(w));
  if (!words.length || !words.every((w) => GENERIC_HEADS.has(w) || EMPTY_MODIFIERS.has(w))) return;
  if (!words.some((w) => GENERIC_HEADS.has(w))) return;
  const noun = words[words.length - 1]!;
  ctx.add('form/empty-preamble', {
    ...at,
    start: c.preamble.start,
    end: c.preamble.end,
    message: `The preamble of claim ${at.claim} ("${c.preamble.text.trim()}") says nothing of what the ${noun} is or is for.`,
    suggestion:
      noun === 'method' || noun === 'process'
        ? 'Say what the method does, e.g. "A method of cleaning a drum of a washing machine, comprising:".'
        : `Name the ${noun} by what it is or does, e.g. "A washing machine, comprising:" or "A ${noun} for separating water from laundry, comprising:".`,
  });
}
