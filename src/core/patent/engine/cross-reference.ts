import type { Sentence } from './sentences';
import type { Para } from './writer';

/** How this application relates to one it names. */
type Relation = 'benefit' | 'priority' | 'continuation' | 'continuation-in-part' | 'divisional';

/** A related application named in the disclosure. */
export interface RelatedApplication {
  /** Canonical name with number, e.g. "U.S. Provisional Application No. 63/123,456". */
  name: string;
  /** Filing date as written, e.g. "January 5, 2025", or null. */
  filed: string | null;
  relation: Relation;
  /** Index of the sentence that names it. */
  sentence: number;
}

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const MONTH_ABBR = '(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.';
const DATE = `(?:(?:${MONTH}|${MONTH_ABBR})\\s+\\d{1,2},\\s+\\d{4}|\\d{1,2}\\s+${MONTH}\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})`;
const FILED = `(?:,?\\s+(?:and\\s+)?(?:which\\s+was\\s+)?filed(?:\\s+on)?\\s+(?<filed>${DATE}))?`;
const NUMBER =
  '(?<us>\\d{2}/\\d{3},\\d{3}|\\d{2}/\\d{6})|(?<pct>PCT/[A-Z]{2}\\d{2,4}/\\d{5,6})|(?:EP\\s?)?(?<ep>\\d{8}\\.\\d)';
/** "[U.S.] [Provisional] [Patent] Application [Serial] No. <number>[, filed <date>]". */
const MENTION = new RegExp(
  `(?<kind>(?:U\\.S\\.|US|United States|International|PCT|European|EP)\\s+)?` +
    `(?<provisional>(?:Provisional|Non-?provisional|Utility)\\s+)?(?:Patent\\s+)?Application\\s+` +
    `(?:Ser(?:ial|\\.)\\s*)?(?:No\\.|Number|Nos?\\.)?\\s*(?:${NUMBER})${FILED}`,
  'gi',
);
/** "German Patent Application No. DE 10 2005 044 629.9[, filed <date>]" and the like. */
const FOREIGN = new RegExp(
  `(?<country>German|Japanese|Chinese|Korean|French|British|United Kingdom|Swiss|Italian|` +
    `Canadian|Australian|Indian|Taiwanese|Israeli|Swedish|Dutch|Spanish)\\s+` +
    `(?:Patent\\s+|Utility\\s+Model\\s+)?Application\\s+(?:No\\.|Number)\\s*` +
    `(?<number>(?:[A-Z]{2}\\s?)?\\d[\\d ./-]*\\d)${FILED}`,
  'g',
);
/** Words that make a named application a related one rather than a citation. */
const RELATED_CUE =
  /\b(priority|benefit|continuation|divisional|related applications?|cross[- ]reference|claims? (?:the )?benefit)\b/i;
const PUBLICATION_BEFORE = /\bpublication\s+(?:no\.\s*)?$/i;
/** A cross-reference section that says there is nothing to cross-reference. */
const NOTHING = /^(?:not applicable|none|n\/a)\.?$/i;

/** Whether a cross-reference statement says there is none ("Not applicable."). */
export const isNothing = (text: string): boolean => NOTHING.test(text.trim());

function relationOf(sentence: string, provisional: boolean): Relation {
  if (provisional) return 'benefit';
  if (/\bcontinuation[- ]in[- ]part\b/i.test(sentence)) return 'continuation-in-part';
  if (/\bcontinuation\b/i.test(sentence)) return 'continuation';
  if (/\bdivisional\b/i.test(sentence)) return 'divisional';
  return 'priority';
}

function usNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return `${digits.slice(0, 2)}/${digits.slice(2, 5)},${digits.slice(5)}`;
}

/**
 * The applications the disclosure names as related: provisional applications (US series 60–63 or
 * called provisional) anywhere, others in a sentence that speaks of priority, benefit,
 * continuation or divisional filing, or under a cross-reference heading. Cited patents and
 * publications are not related applications.
 */
export function relatedApplications(sentences: readonly Sentence[]): RelatedApplication[] {
  const out: RelatedApplication[] = [];
  const seen = new Set<string>();
  const add = (s: Sentence, name: string, filed: string | undefined, provisional: boolean) => {
    const related = provisional || s.role === 'cross_reference' || RELATED_CUE.test(s.text);
    if (!related || seen.has(name)) return;
    seen.add(name);
    out.push({
      name,
      filed: filed ?? null,
      relation: relationOf(s.text, provisional),
      sentence: s.index,
    });
  };
  for (const s of sentences) {
    for (const m of s.text.matchAll(FOREIGN)) {
      const g = m.groups ?? {};
      add(s, `${g.country} Patent Application No. ${g.number}`, g.filed, false);
    }
    for (const m of s.text.matchAll(MENTION)) {
      const g = m.groups ?? {};
      if (PUBLICATION_BEFORE.test(s.text.slice(0, m.index))) continue;
      let name: string;
      let provisional = false;
      if (g.us) {
        const number = usNumber(g.us);
        provisional = /^provisional/i.test(g.provisional ?? '') || /^6[0-3]\//.test(number);
        name = `U.S. ${provisional ? 'Provisional ' : ''}Application No. ${number}`;
      } else if (g.pct) {
        name = `International Application No. ${g.pct.toUpperCase()}`;
      } else {
        name = `European Patent Application No. ${g.ep}`;
      }
      add(s, name, g.filed, provisional);
    }
  }
  return out;
}

function series(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

const named = (app: RelatedApplication): string =>
  app.filed ? `${app.name}, filed ${app.filed}` : app.name;

/**
 * The standard cross-reference paragraph claiming the benefit of the named applications and
 * incorporating them by reference; null when the disclosure names none.
 */
export function crossReferenceParagraph(sentences: readonly Sentence[]): Para | null {
  const apps = relatedApplications(sentences);
  if (!apps.length) return null;
  const parts: string[] = [];
  for (const app of apps) {
    if (app.relation === 'benefit' || app.relation === 'priority') continue;
    parts.push(`This application is a ${app.relation} of ${named(app)}.`);
  }
  const benefit = apps.filter((a) => a.relation === 'benefit').map(named);
  if (benefit.length) parts.push(`This application claims the benefit of ${series(benefit)}.`);
  const priority = apps.filter((a) => a.relation === 'priority').map(named);
  if (priority.length) parts.push(`This application claims priority to ${series(priority)}.`);
  parts.push(
    apps.length === 1
      ? 'The entire contents of the above application are incorporated herein by reference.'
      : 'The entire contents of each of the above applications are incorporated herein by reference.',
  );
  return { text: parts.join(' '), sources: apps.map((a) => a.sentence) };
}
