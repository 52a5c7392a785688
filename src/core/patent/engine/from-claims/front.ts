/** Title, summary, brief description of the drawings and abstract, written from the claims. */
import type { DrawnFigure } from '../../figures';
import type { Claim } from '../../types';
import { countWords as wordCount } from '../../text';
import { titleCase } from '../words';
import type { Para } from '../writer';
import {
  claimNo,
  claimPhrase,
  describe,
  lowerFirst,
  sentence,
  subjectOf,
  withArticle,
} from './prose';

const ASPECT = ['In one aspect, there is provided ', 'In another aspect, there is provided '];
const MAX_WORDS = 150;
const MIN_WORDS = 50;
const TITLE_WORDS = 15;
const TITLE_CHARS = 120;

/** Title from claim 1's preamble: no article, no "new"/"improved", at most fifteen words. */
export function writeTitle(first: Claim): Para {
  let t = describe(first.preamble.text, false)
    .replace(/\b(?:new|novel|improved|improvements? (?:of|in|to))\b[\s,]*/gi, '')
    .split(/,|\s+(?:which|wherein|whereby|that|comprising|including|as shown)\b/i)[0]!
    .replace(/^(?:(?:a|an|the|one or more|at least one)\s+)+/i, '')
    .trim();
  const words = t.split(/\s+/);
  if (words.length > TITLE_WORDS) t = words.slice(0, TITLE_WORDS).join(' ');
  if (t.length > TITLE_CHARS)
    t = t.slice(
      0,
      t.lastIndexOf(' ', TITLE_CHARS) > 0 ? t.lastIndexOf(' ', TITLE_CHARS) : TITLE_CHARS,
    );
  t = t.replace(/\s+(?:a|an|the|of|for|and|or|to|in|with|by)$/i, '');
  return { text: titleCase(t || subjectOf(first)), sources: [] };
}

/** Summary: one paragraph per independent claim, in the claim's own words. */
export function writeSummary(independents: readonly Claim[]): Para[] {
  return independents.map((c, i) => ({
    text: sentence((ASPECT[Math.min(i, 1)] ?? '') + claimPhrase(c)),
    sources: [],
  }));
}

const METHOD_WORDS = 16;

/** The method a claim's preamble names ("a method of using a folding table lock"), else "a method". */
function methodNamed(claim: Claim): string {
  const pre = lowerFirst(describe(claim.preamble.text, false).replace(/[\s,:;]+$/, ''));
  return /^an? (?:method|process)\b/.test(pre) && pre.split(' ').length <= METHOD_WORDS
    ? pre
    : 'a method';
}

/** Brief description of the drawings: one line per drawn figure, naming its claim. */
export function writeDrawings(figures: readonly DrawnFigure[], claims: readonly Claim[]): Para[] {
  return figures.map((f) => {
    const claim = claims.find((c) => claimNo(c) === f.claim);
    const subject = claim ? subjectOf(claim) : 'embodiment';
    const what =
      f.kind === 'flowchart'
        ? `a flowchart of ${claim ? methodNamed(claim) : 'a method'}`
        : claim?.category === 'crm'
          ? `a block diagram of a processor and ${withArticle(subject)} storing instructions`
          : `a block diagram of ${withArticle(subject)}`;
    return {
      text: `FIG. ${f.number} is ${what} according to an embodiment, as recited in claim ${f.claim}.`,
      sources: [],
    };
  });
}

/** Claim words an abstract should not use (MPEP 608.01(b)). */
function plain(text: string): string {
  return text
    .replace(/\bby means of\b/gi, 'by')
    .replace(/\bmeans\b/g, 'structure')
    .replace(/\bMeans\b/g, 'Structure')
    .replace(/\bsaid\b/g, 'the')
    .replace(/\bSaid\b/g, 'The');
}

function phraseWithin(c: Claim, limit: number): string {
  for (let n = c.elements.length; n >= 1; n--) {
    const text = plain(sentence(claimPhrase({ ...c, elements: c.elements.slice(0, n) })));
    if (wordCount(text) <= limit) return text;
  }
  const words = plain(sentence(claimPhrase(c))).split(' ');
  let n = Math.min(words.length, limit);
  while (n > 1 && wordCount(sentence(words.slice(0, n).join(' '))) > limit) n--;
  return sentence(words.slice(0, n).join(' '));
}

/** Abstract: claim 1 in prose within 150 words, topped up from the other independent claims. */
export function writeAbstract(independents: readonly Claim[]): Para {
  const [first, ...others] = independents;
  if (!first) return { text: '', sources: [] };
  const parts = [phraseWithin(first, MAX_WORDS)];
  for (const c of others) {
    const used = wordCount(parts.join(' '));
    if (used >= MIN_WORDS) break;
    const text = plain(sentence(`Also described is ${claimPhrase(c)}`));
    if (used + wordCount(text) <= MAX_WORDS) parts.push(text);
  }
  return { text: parts.join(' '), sources: [] };
}
