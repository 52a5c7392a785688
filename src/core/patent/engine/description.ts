import type { Analysis } from './analysis';
import type { DrawnText } from './drawings';
import { claimProse, series } from './claims';
import type { NumberedClaim } from './claim-types';
import type { Numerals } from './numerals';
import { numberizer } from './numerals';
import { onlyNames } from './problem';
import { article, capitalize } from './words';
import { soften, type Para } from './writer';

const SOURCES_PER_PART = 4;
const CLOSING =
  'The embodiments described above are examples. Features of one embodiment may be combined with features of other embodiments, and the components, arrangements and steps described may be varied, omitted or reordered within the scope of the claims.';

/**
 * Lines of a list of figures ("FIG. 2 shows a side view of the rail, and") whose figure the
 * disclosure describes again further on: the brief description of the drawings has them, and the
 * detailed description keeps the fuller text.
 */
function figureListLines(a: Analysis): Set<number> {
  const lines = new Set<number>();
  for (const [figure, index] of a.figures) {
    if (index === null) continue;
    const again = a.sentences.some(
      (s) => s.index > index && s.toks[0]?.kind === 'fig' && s.figures[0] === figure,
    );
    if (again) lines.add(index);
  }
  return lines;
}

/** Detailed description: overview, one paragraph per claimed part, the method, options, the rest. */
export function writeDescription(
  a: Analysis,
  claims: readonly NumberedClaim[],
  numerals: Numerals,
  drawn?: Pick<DrawnText, 'figureOf'>,
): Para[] {
  const nouns = new Set(
    a.sentences.flatMap((s) => s.toks.filter((t) => t.pos === 'NOUN').map((t) => t.lower)),
  );
  const num = numberizer(numerals, nouns, a.aliases);
  const used = figureListLines(a);
  const out: Para[] = [];
  const take = (indices: readonly number[], limit: number): { text: string; sources: number[] } => {
    const picked = indices
      .filter(
        (i) => !used.has(i) && a.sentences[i]!.role !== 'drawings' && !onlyNames(a.sentences[i]!),
      )
      .slice(0, limit);
    picked.forEach((i) => used.add(i));
    return {
      text: picked.map((i) => num(soften(a.sentences[i]!.plain))).join(' '),
      sources: picked,
    };
  };
  const subject = a.subject.key;
  const root = claims.find((c) => c.group === 'system' && c.parentNumber === null);
  if (root) {
    const figure = drawn?.figureOf.get(root.number);
    const lead = figure
      ? `Referring to FIG. ${figure.number}, ${article(subject)}`
      : capitalize(article(subject));
    const opening = `${lead} ${subject} according to an embodiment includes ${series(root.elements)}.`;
    out.push({ text: num(opening), sources: root.sources });
    const partKeys = root.parts.filter((k) => numerals.has(k));
    for (const key of partKeys) {
      const part = a.parts.find((p) => p.key === key);
      if (!part) continue;
      const own = take(part.sentences, SOURCES_PER_PART);
      const lead = `The ${subject} includes ${article(key)} ${key}.`;
      out.push({ text: [num(lead), own.text].filter(Boolean).join(' '), sources: own.sources });
    }
  } else {
    out.push({
      text: num(
        `${capitalize(article(subject))} ${subject} according to an embodiment is described below.`,
      ),
      sources: [],
    });
  }
  for (const c of claims.filter((x) => x.group === 'method' && x.parentNumber === null)) {
    const steps = take(c.sources, c.elements.length + 1);
    out.push({
      text: [num(`In an example, ${claimProse(c).replace(/^A /, 'a ')}`), steps.text]
        .join(' ')
        .trim(),
      sources: c.sources,
    });
  }
  for (const c of claims.filter((x) => x.parentNumber !== null && x.group !== 'crm')) {
    const own = take(c.sources, 1);
    const prose = num(claimProse(c));
    const norm = (t: string): string =>
      t
        .toLowerCase()
        .replace(/[^a-z]+/g, ' ')
        .trim();
    const text = norm(own.text) === norm(prose) ? prose : [prose, own.text].join(' ').trim();
    out.push({ text, sources: c.sources });
  }
  let current: Para | null = null;
  let para = -1;
  for (const s of a.usable) {
    if (used.has(s.index) || onlyNames(s)) continue;
    const text = num(soften(s.plain));
    if (current && s.para === para) {
      current.text += ` ${text}`;
      current.sources.push(s.index);
    } else {
      current = { text, sources: [s.index] };
      out.push(current);
    }
    para = s.para;
  }
  out.push({ text: CLOSING, sources: [] });
  return out;
}
