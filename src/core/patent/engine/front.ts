import { purposeClause, type Analysis } from './analysis';
import type { NumberedClaim } from './claim-types';
import { crossReferenceParagraph, isNothing } from './cross-reference';
import type { Sentence } from './sentences';
import { article, plural, titleCase } from './words';
import { soften, type Para } from './writer';

const BACKGROUND_CUE =
  /\b(conventional(ly)?|known|existing|prior|problem|drawbacks?|disadvantages?|shortcomings?|traditional(ly)?|difficult|limitations?)\b/i;
const FIELD_CUE = /\brelates? (generally |particularly |specifically )?to\b/i;

/**
 * Title from the subject, the claim categories and the purpose; no leading article. A disclosure
 * that opens with a method and claims it first is titled by it: "Method for Visualizing a
 * Registered Image", "Method of Manufacturing a Printed Circuit Board".
 */
export function writeTitle(a: Analysis, claims: readonly NumberedClaim[]): Para {
  const method = claims.some((c) => c.group === 'method' && c.parentNumber === null);
  const usedFor = (p: Analysis['subject']['purpose']) => {
    // A title names, it does not claim: "for shipping labels", not "for shipping a plurality of labels".
    const text = purposeClause(a, p)?.replace(/\b(new|improved|novel|a plurality of)\s+/gi, '');
    return text ? ` ${text}` : '';
  };
  // Titled by the method only when it says what the method is for: a bare "Method" names nothing.
  const methodFor = a.method && claims[0]?.group === 'method' ? usedFor(a.method.purpose) : '';
  const title = methodFor
    ? `method${methodFor}`
    : a.subject.key + (method ? ' and method' : '') + usedFor(a.subject.purpose);
  const source = methodFor ? a.method!.sentence : a.subject.sentence;
  return { text: titleCase(title).slice(0, 200), sources: source === null ? [] : [source] };
}

function paragraphsOf(sentences: readonly Sentence[], limit: number): Para[] {
  const out: Para[] = [];
  let para = -1;
  for (const s of sentences.slice(0, limit)) {
    const text = soften(s.plain);
    if (s.para === para && out.length) {
      const last = out[out.length - 1]!;
      last.text += ` ${text}`;
      last.sources.push(s.index);
    } else out.push({ text, sources: [s.index] });
    para = s.para;
  }
  return out;
}

/**
 * Cross-reference section: the standard benefit claim for the related applications the
 * disclosure names; else its own cross-reference statements; else nothing (the section is optional).
 */
export function writeCrossReference(a: Analysis): Para[] {
  const standard = crossReferenceParagraph(a.sentences);
  if (standard) return [standard];
  const own = a.sentences.filter((s) => s.role === 'cross_reference' && !isNothing(s.text));
  return paragraphsOf(own, 6);
}

/** Background: the disclosure's background section, else its field and problem statements. */
export function writeBackground(a: Analysis): Para[] {
  const own = a.sentences.filter((s) => s.role === 'background');
  if (own.length) return paragraphsOf(own, 12);
  const field = a.usable.find((s) => FIELD_CUE.test(s.plain));
  const problems = a.usable.filter((s) => s !== field && BACKGROUND_CUE.test(s.plain)).slice(0, 4);
  const out: Para[] = [];
  if (field) out.push({ text: soften(field.plain), sources: [field.index] });
  else {
    const purpose = purposeClause(a, a.subject.purpose);
    const what = plural(a.subject.key) + (purpose ? ` ${purpose}` : '');
    out.push({
      text: `The present disclosure relates to ${what}.`,
      sources: a.subject.sentence === null ? [] : [a.subject.sentence],
    });
  }
  const needs = statedNeeds(a);
  if (needs)
    out[0] = {
      text: `${out[0]!.text} ${needs.text}`,
      sources: [...out[0]!.sources, ...needs.sources],
    };
  if (problems.length) out.push(...paragraphsOf(problems, 4));
  return out;
}

const MAX_NEEDS = 3;
const OPENING_SENTENCES = 3;

/**
 * The problems the disclosure says its invention solves, as needs: "There is a need to keep a
 * folding table's legs from collapsing and injuring a plurality of users." In its own words, and
 * nothing it does not say (no admission of what others have done).
 */
function statedNeeds(a: Analysis): Para | null {
  // The opening states the problem; a "prevents" further on is what a part does.
  const found = a.usable
    .slice(0, OPENING_SENTENCES)
    .flatMap((s) => (s.needs ?? []).map((need) => ({ need, index: s.index })));
  const picked = found.slice(0, MAX_NEEDS);
  if (!picked.length) return null;
  const text = picked
    .map(({ need }, k) => `There is ${k ? 'also ' : ''}a need to ${soften(need)}.`)
    .join(' ');
  return { text, sources: [...new Set(picked.map((p) => p.index))] };
}

/** Brief description of the drawings: one paragraph per figure sentence; empty without figures. */
export function writeDrawings(a: Analysis): Para[] {
  const out: Para[] = [];
  const done = new Set<number>();
  for (const [figure, index] of a.figures) {
    if (index !== null) {
      if (done.has(index)) continue;
      done.add(index);
      out.push({ text: soften(a.sentences[index]!.plain), sources: [index] });
    } else {
      const subject = a.subject.key;
      out.push({
        text: `FIG. ${figure} is a further view of ${article(subject)} ${subject} according to an embodiment.`,
        sources: [],
      });
    }
  }
  return out;
}
