/**
 * Scores the blind error corpus (test/fixtures/error-corpus/cases.jsonl.gz): for each case the
 * original and the edited draft are analysed, and a `flag` case counts as caught when the edited
 * draft has a new warning or error of a rule that counts for its kind, where the case says the
 * error is; a `silent` case is a false alarm when any new warning or error of a counting rule
 * appears. Info notes never count either way: they say what applies, not that anything is wrong. Every case runs
 * twice: as sections, and as one text with headings through the text parser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { analyzeDraft } from '../../src/core/patent';
import type { Analysis } from '../../src/core/patent';

/** One case of the corpus (the format its writer was given). */
export interface CorpusCase {
  id: string;
  kind: string;
  half: 'tune' | 'report';
  expect: 'flag' | 'silent';
  doc: string | null;
  edits: Array<{ section: DraftKey | 'description'; find: string; replace: string }>;
  draft: { title: string; description: string; claims: string; abstract: string } | null;
  where?: { section: string; claim?: number; text?: string } | null;
  note?: string;
}

/** A fixture document as the corpus refers to it. */
export interface CorpusDoc {
  id: string;
  title: string;
  abstract: string;
  claims: string;
  description: string | null;
}

type DraftKey = 'title' | 'detailed' | 'claims' | 'abstract';
type Draft = Record<DraftKey, string>;

/** The rule ids that count for a kind: exact ids, or families when they end in "/". */
const COUNTING: Array<[RegExp, string[]]> = [
  [/^antecedent\//, ['antecedent/']],
  [/^numeral\/(?:two-parts|conflict)$/, ['numerals/name-conflict']],
  [/^numeral\/typo$/, ['numerals/typo', 'numerals/name-conflict']],
  // A numeral that nothing describes: any numeral rule, or a claim numeral the description lacks.
  [/^numeral\/undescribed$/, ['numerals/', 'claims/numeral-parentheses']],
  [/^figures?\//, ['numerals/figure-missing']],
  [
    /^(?:dependency\/|claims\/dependency$)/,
    [
      'claims/dependency-self',
      'claims/dependency-forward',
      'claims/dependency-missing',
      'claims/dependency-cycle',
      'claims/md-cumulative',
      'claims/md-on-md',
    ],
  ],
  [/^numbering\//, ['claims/numbering']],
  [/^support\//, ['support/term']],
  [/^mpf\//, ['mpf/']],
  [/^abstract\//, ['abstract/length', 'abstract/wording', 'abstract/paragraphs']],
  [/^category\//, ['claims/category-mixed']],
  // A claim cut short by a period (mid-claim or none at its end) is the sentence rule's to report.
  [/^form\/fragment$/, ['form/', 'claims/sentence']],
  // An action line among an apparatus claim's elements ("moving the container;") names no thing:
  // the category rule reports it as a step in a product claim.
  [/^form\/non-thing/, ['form/', 'claims/category-mixed']],
  [/^form\//, ['form/']],
];

/** Whether a rule counts for a case kind. */
export function counts(kind: string, rule: string): boolean {
  const ids = COUNTING.find(([re]) => re.test(kind))?.[1] ?? [];
  return ids.some((id) => (id.endsWith('/') ? rule.startsWith(id) : rule === id));
}

const SECTION_OF: Record<string, DraftKey> = {
  description: 'detailed',
  detailed: 'detailed',
  claims: 'claims',
  abstract: 'abstract',
  title: 'title',
};

/** The original and edited drafts of a case, or an error saying why the case cannot be built. */
export function buildCase(c: CorpusCase, docs: Map<string, CorpusDoc>): [Draft, Draft] | string {
  let base: Draft;
  if (c.doc) {
    const d = docs.get(c.doc);
    if (!d) return `unknown doc ${c.doc}`;
    base = {
      title: d.title,
      detailed: d.description ?? '',
      claims: d.claims,
      abstract: d.abstract,
    };
  } else if (c.draft) {
    base = {
      title: c.draft.title,
      detailed: c.draft.description,
      claims: c.draft.claims,
      abstract: c.draft.abstract,
    };
  } else return 'neither doc nor draft';
  const edited = { ...base };
  for (const e of c.edits) {
    const key = SECTION_OF[e.section];
    if (!key) return `unknown section ${e.section}`;
    const at = edited[key].indexOf(e.find);
    if (at < 0) return `edit not found: ${e.find.slice(0, 40)}`;
    edited[key] = edited[key].slice(0, at) + e.replace + edited[key].slice(at + e.find.length);
  }
  return [base, edited];
}

/** The draft as one text with headings, as a user pastes it. */
export function asOneText(d: Draft): string {
  return `${d.title}\n\nDETAILED DESCRIPTION\n\n${d.detailed}\n\nCLAIMS\nWhat is claimed is:\n\n${d.claims}\n\nABSTRACT\n${d.abstract}\n`;
}

/** A finding reduced to what the comparison uses. */
interface Flag {
  rule: string;
  severity: string;
  claim?: number;
  text: string;
  section: string;
}

function flagsOf(a: Analysis): Flag[] {
  const byId = new Map(a.model.sections.map((s) => [s.id, s]));
  return a.findings.map((f) => {
    const s = byId.get(f.section);
    return {
      rule: f.rule,
      severity: f.severity,
      claim: f.claim,
      text: s ? s.text.slice(f.start, f.end) : '',
      section: s?.kind ?? f.section,
    };
  });
}

const flagKey = (f: Flag) => `${f.rule}|${f.claim ?? ''}|${f.text}`;

/** What one run of one case gave. */
export interface CaseOutcome {
  case: CorpusCase;
  error?: string;
  /** New findings (any rule) of the edited draft. */
  fresh: Flag[];
  /** New findings of counting rules. */
  counting: Flag[];
  /** A counting finding at the place the case names (claim number, or description numeral). */
  located: boolean;
}

/** Runs one case in one mode; `cache` keeps the analyses of original drafts. */
export function runCase(
  c: CorpusCase,
  docs: Map<string, CorpusDoc>,
  oneText: boolean,
  cache: Map<string, Flag[]>,
): CaseOutcome {
  const built = buildCase(c, docs);
  if (typeof built === 'string')
    return { case: c, error: built, fresh: [], counting: [], located: false };
  const [base, edited] = built;
  const run = (d: Draft) => flagsOf(analyzeDraft(oneText ? asOneText(d) : d));
  // A hand-written draft (no `doc`) carries its error in the draft itself, with nothing to edit:
  // its author wrote it clean apart from that error, so every finding of it counts as new.
  const cacheKey = c.doc ? `${oneText}|${c.doc}` : '';
  let before: Flag[] | undefined = c.doc ? cache.get(cacheKey) : [];
  if (!before) {
    before = run(base);
    cache.set(cacheKey, before);
  }
  const had = new Set(before.map(flagKey));
  const fresh = run(edited).filter((f) => !had.has(flagKey(f)));
  // An info note ("means for …: 112(f) presumably applies") tells the drafter something true of
  // any such claim; it does not say the draft is wrong, so only warnings and errors count.
  const counting = fresh.filter((f) => f.severity !== 'info' && counts(c.kind, f.rule));
  return { case: c, fresh, counting, located: counting.some((f) => at(c, f)) };
}

/** Whether a finding sits where the case says: its claim; in the description, its numeral. */
function at(c: CorpusCase, f: Flag): boolean {
  const w = c.where;
  if (!w) return true;
  if (w.claim !== undefined && w.claim !== null) return f.claim === w.claim;
  if (w.section === 'description' && w.text) {
    // "FIGS. 3 and 6": the finding may name either numeral.
    const nums = w.text.match(/\d+[a-zA-Z]?/g);
    return nums ? nums.some((num) => f.text.includes(num)) : true;
  }
  return true;
}

/**
 * Loads a corpus, or null when it is not there: `error-corpus` (the first, whose tune half the
 * checks were tuned on) or `error-corpus-b` (a second, written later by another blind author).
 */
export function loadCases(
  root: string,
  name = 'error-corpus',
  file = join(root, 'test', 'fixtures', name, 'cases.jsonl.gz'),
): CorpusCase[] | null {
  return existsSync(file) ? readJsonLines<CorpusCase>(file) : null;
}

/** Reads a gzipped JSON-lines fixture. */
export function readJsonLines<T>(file: string): T[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/** A dev document with its kind ("granted" or "application"). */
export type DevDoc = CorpusDoc & { kind: string };

/**
 * The dev documents (test/fixtures/patents/dev.jsonl.gz); with `half`, only that half of the
 * split (test/fixtures/patents/split.json).
 */
export function loadDocs(root: string, half?: 'tune' | 'report'): DevDoc[] {
  const docs = readJsonLines<DevDoc>(join(root, 'test', 'fixtures', 'patents', 'dev.jsonl.gz'));
  if (!half) return docs;
  const split = JSON.parse(
    readFileSync(join(root, 'test', 'fixtures', 'patents', 'split.json'), 'utf8'),
  ) as Record<'tune' | 'report', { dev: string[] }>;
  const ids = new Set(split[half].dev);
  return docs.filter((d) => ids.has(d.id));
}

/** How one case came out, for `printTuneTally`. */
export interface CaseJudgement {
  located: boolean;
  /** The counting flags raised, as "rule|text". */
  flags: string[];
  error?: string;
}

/**
 * Prints, per kind, recall on the `flag` cases and false alarms on the `silent` ones
 * ("tune numeral/typo: recall 20/22; false alarms 0/13 near misses"); `verbose` lists each miss
 * and false alarm.
 */
export function printTuneTally(
  cases: CorpusCase[],
  judge: (c: CorpusCase) => CaseJudgement,
  verbose: boolean,
): void {
  for (const kind of [...new Set(cases.map((c) => c.kind))].sort()) {
    let hit = 0;
    let n = 0;
    let fa = 0;
    let s = 0;
    for (const c of cases.filter((x) => x.kind === kind)) {
      const o = judge(c);
      const flags = o.flags.join(' / ');
      if (c.expect === 'flag') {
        n++;
        if (o.located) hit++;
        else if (verbose)
          console.log(
            `  MISS ${c.id} ${JSON.stringify(c.where)} ${o.error ?? ''} [${flags}] | ${c.note ?? ''}`,
          );
      } else {
        s++;
        if (o.flags.length) {
          fa++;
          if (verbose) console.log(`  FALSE ${c.id} ${flags} | ${c.note ?? ''}`);
        }
      }
    }
    console.log(`tune ${kind}: recall ${hit}/${n}; false alarms ${fa}/${s} near misses`);
  }
}

const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)} %` : '-');

/**
 * Scores every case of the chosen halves in both modes and prints greppable lines
 * ("recall report antecedent/added-limitation: 24/25 (96 %)"). Misses are listed only for the
 * tune half and only when `showMisses`.
 */
export function scoreCorpus(
  cases: CorpusCase[],
  docs: CorpusDoc[],
  halves: Array<'tune' | 'report'>,
  showMisses = false,
  /** Printed before every line of a second corpus ("B"), so that both stay greppable. */
  label = '',
): void {
  const tag = label ? `${label} ` : '';
  const byId = new Map(docs.map((d) => [d.id, d]));
  for (const oneText of [false, true]) {
    const mode = oneText ? 'one-text' : 'sections';
    const cache = new Map<string, Flag[]>();
    console.log(`\n-- error corpus${label ? ` ${label}` : ''}, ${mode} input --`);
    for (const half of halves) {
      const mine = cases.filter((c) => c.half === half);
      const outcomes = mine.map((c) => runCase(c, byId, oneText, cache));
      const kinds = [...new Set(mine.map((c) => c.kind))].sort();
      let flagN = 0;
      let flagHit = 0;
      let silentN = 0;
      let silentFa = 0;
      for (const kind of kinds) {
        const ks = outcomes.filter((o) => o.case.kind === kind);
        const flag = ks.filter((o) => o.case.expect === 'flag');
        const silent = ks.filter((o) => o.case.expect === 'silent');
        const hit = flag.filter((o) => o.located);
        const anyNew = flag.filter((o) => o.counting.length > 0);
        const fa = silent.filter((o) => o.counting.length > 0);
        const broken = ks.filter((o) => o.error).length;
        const families = new Map<string, number>();
        for (const o of ks)
          for (const f of new Set(o.counting.map((x) => x.rule)))
            families.set(f, (families.get(f) ?? 0) + 1);
        // Counting findings beyond the located one: a proxy for noise around a caught error.
        const extra = flag.reduce(
          (n, o) => n + Math.max(0, o.counting.length - (o.located ? 1 : 0)),
          0,
        );
        flagN += flag.length;
        flagHit += hit.length;
        silentN += silent.length;
        silentFa += fa.length;
        const tail = [
          `any new ${anyNew.length}`,
          `extra counting flags ${extra}`,
          broken ? `unbuildable ${broken}` : '',
          families.size ? `fired: ${[...families].map(([r, n]) => `${r}×${n}`).join(', ')}` : '',
        ].filter(Boolean);
        if (flag.length)
          console.log(
            `${tag}recall ${half}${oneText ? ' one-text' : ''} ${kind}: ${hit.length}/${flag.length} (${pct(hit.length, flag.length)}); ${tail.join('; ')}`,
          );
        if (silent.length)
          console.log(
            `${tag}false-alarms ${half}${oneText ? ' one-text' : ''} ${kind}: ${fa.length}/${silent.length} near misses (${pct(fa.length, silent.length)})`,
          );
        if (showMisses && half === 'tune') {
          for (const o of flag.filter((x) => !x.located))
            console.log(
              `   MISS ${o.case.id} ${o.error ?? ''} ${JSON.stringify(o.case.where)} new: ${o.fresh.map(flagKey).join(' / ')} | ${o.case.note ?? ''}`,
            );
          for (const o of fa)
            console.log(
              `   FALSE ${o.case.id} ${o.counting.map(flagKey).join(' / ')} | ${o.case.note ?? ''}`,
            );
        }
      }
      console.log(
        `${tag}recall ${half}${oneText ? ' one-text' : ''} all: ${flagHit}/${flagN} (${pct(flagHit, flagN)}); false alarms ${silentFa}/${silentN} (${pct(silentFa, silentN)})`,
      );
    }
  }
}
