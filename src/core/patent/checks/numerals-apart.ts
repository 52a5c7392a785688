import type { NumeralUse } from '../types';

/** Words between two names in one sentence that make one the other's second name or portion. */
const JOINED =
  /\b(?:or|i\.\s?e\.|e\.\s?g\.|such as|namely|called|known as|referred to as|termed|hereinafter|in the form of|embodied as|acts? as|acting as|serves? as|serving as|functions? as|functioning as|used as|formed as|constitut\w*|defin\w*|compris\w*|includ\w*|consist\w*|ha(?:s|ve|ving)|form\w*|provid\w*|designat\w*|as|of|also|which|that)\b|[()/:]|\b(?:is|are|be|being|was|were)\s+(?:(?:a|an|the)\s+)?$|^\s*(?:and|&)\s+(?:[\w-]+\s+){0,3}$/i;

/** Words that show two names are two things in a sentence, not one noun phrase. */
const PROSE =
  /[,]|\b(?:the|a|an|to|into|onto|from|with|by|on|in|at|through|and|while|when|where|its|their|said)\b/i;

/** What may follow a noun phrase's head: punctuation, a function word or a verb. */
const STANDS =
  /^(?:\s*[,.;:)]|\s+(?:and|or|to|of|in|on|at|by|for|with|from|into|onto|is|are|was|were|be|can|may|will|would|should|must|which|that|then|as|when|where|while|so|through|via|[a-z]+(?:es|ed|s))\b)/;

/** Where a sentence around an offset begins and ends. */
function sentence(t: string, at: number): [number, number] {
  const before = t.slice(0, at);
  const from = Math.max(before.search(/[^.;\n]*$/), 0);
  const after = /[.;\n](?:\s|$)/.exec(t.slice(at));
  return [from, after ? at + after.index : t.length];
}

/**
 * Whether one sentence of the draft names both this name, unnumbered, and the numeral's part under its own name, as two things acting on each other ("the fuel
 * container feeds the fuel cell 109"): then "the fuel container 109" is the other thing under the
 * wrong numeral, not a wording of the cell. Names joined as one another's alias, portion or
 * content ("the lever 12, or actuator", "the cell 109 has a fuel container") say nothing.
 */
export function namedApart(
  text: Map<string, string>,
  name: string[],
  partUses: NumeralUse[],
): boolean {
  const last = name[name.length - 1]!.replace(/y$/, '(?:y|ie)');
  const words = [...name.slice(0, -1), `${last}(?:s|es)?`].join('[ \\t]+');
  const re = new RegExp(`(?<![\\w-])${words}(?![\\w-])`, 'gi');
  const done = new Set<string>();
  for (const m of partUses) {
    const t = text.get(m.section)!;
    const [from, to] = sentence(t, m.start);
    if (done.has(`${m.section}:${from}`)) continue;
    done.add(`${m.section}:${from}`);
    const here = partUses.filter((x) => x.section === m.section && x.start >= from && x.end <= to);
    for (const o of t.slice(from, to).matchAll(re)) {
      const a = from + o.index;
      const b = a + o[0].length;
      // A numbered name is another part's, which the checks weigh on their own; a word that only
      // qualifies the next ("the computer mapping") or owns it ("the carriages' contents") is no
      // thing of its own.
      if (!/\b(?:the|a|an|said|each|its|their|this|these|those)\s+$/i.test(t.slice(a - 8, a)))
        continue;
      if (!STANDS.test(t.slice(b, b + 16))) continue;
      // Read against the nearest mention of the part: "the cell 109, or reactor, takes …".
      const near = here.reduce((x, y) => (gap(y, a, b) < gap(x, a, b) ? y : x));
      const between = a < near.start ? t.slice(b, near.start) : t.slice(near.end, a);
      // "laser oscillator 61": the name read inside the part's own noun phrase.
      if (between.length > 160 || !PROSE.test(between) || JOINED.test(between)) continue;
      return true;
    }
  }
  return false;
}

/** Characters between a use and the stretch [a, b). */
const gap = (u: NumeralUse, a: number, b: number) => (u.start >= b ? u.start - b : a - u.end);

/**
 * Whether the draft writes the two heads as one compound ("laser oscillator", "oscillator
 * laser"): one qualifies the other, so they may name one part.
 */
export function compounded(text: Map<string, string>, a: string, b: string): boolean {
  const re = new RegExp(`(?<![\\w-])(?:${a}[ \\t-]+${b}|${b}[ \\t-]+${a})(?![\\w-])`, 'i');
  return [...text.values()].some((t) => re.test(t));
}
