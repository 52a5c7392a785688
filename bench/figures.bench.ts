/**
 * Figures from claims: a 15-step method to a laid-out flowchart (goal ≤ 50 ms median), the
 * specification and six figures from a 20-claim set (≤ 300 ms), and that draft exported to DOCX
 * with its sheets (≤ 800 ms); also the six figures alone, redrawn with kept numerals, and all
 * sheets as one PDF. Medians of runs after a warm-up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseDraft } from '../src/core/patent';
import {
  checkDraft,
  checkDraftWithNumerals,
  createDraftChecker,
  draftFigures,
} from '../src/core/patent/draft-checks';
import { draftFromClaims } from '../src/core/patent/engine';
import {
  drawFigures,
  numeralsFromDescription,
  sheetsPdf,
  type FigureSet,
} from '../src/core/patent/figures';
import { exportDocx } from '../src/server/services/docx/export-docx';
import { median, report } from './support';
import { numeralByRegex } from '../test/core/patent/figures/regex-reader';

const RUNS = 15;

const verbs = [
  'receiving',
  'filtering',
  'storing',
  'comparing',
  'transmitting',
  'encoding',
  'measuring',
  'adjusting',
];

function steps(n: number, topic: string): string {
  return Array.from(
    { length: n },
    (_, i) =>
      `  ${verbs[i % verbs.length]} a ${topic} signal ${i + 1} from a sensor of the device;`,
  ).join('\n');
}

/** Twenty claims: six independent (two methods, two systems, an apparatus, a medium), fourteen dependent. */
function twentyClaims(): string {
  const claims: string[] = [];
  const dependents = (parent: number, count: number): void => {
    for (let i = 0; i < count; i++) {
      claims.push(
        `${claims.length + 1}. The subject of claim ${parent}, wherein the signal ${i + 1} is filtered.`,
      );
    }
  };
  const add = (text: string, deps: number): void => {
    const n = claims.length + 1;
    claims.push(`${n}. ${text}`);
    dependents(n, deps);
  };
  add(
    `A method of monitoring a pump, comprising:\n${steps(8, 'pressure')}\n  determining whether the pressure exceeds a threshold; and\n  stopping the pump.`,
    3,
  );
  add(
    'A system comprising:\n  a sensor;\n  a controller coupled to the sensor, the controller comprising a processor and a memory;\n  a radio in communication with the controller; and\n  a pump connected to the controller.',
    3,
  );
  add(
    `A method of calibrating a sensor, comprising:\n${steps(6, 'reference')}\n  storing a calibration table.`,
    2,
  );
  add(
    'An apparatus comprising:\n  a housing;\n  a motor mounted in the housing;\n  a shaft coupled to the motor; and\n  an impeller connected to the shaft.',
    2,
  );
  add(
    'A system for alerting, comprising:\n  a detector;\n  an alarm coupled to the detector; and\n  a display in communication with the alarm.',
    2,
  );
  add(
    `A non-transitory computer-readable medium storing instructions that, when executed by a processor, cause the processor to:\n${steps(4, 'status')}\n  report the status.`,
    2,
  );
  return claims.slice(0, 20).join('\n\n');
}

/**
 * `draftFigures` for a description as it was: the figures drawn, then drawn again with the
 * numerals the description gives the parts of the first drawing (`regex`: read as before, one
 * regular expression a name; else as now, the description read once).
 */
function twoPasses(claims: string, description: string, regex: boolean): FigureSet {
  const parsed = parseDraft({ claims }).claims;
  const first = drawFigures(parsed, { page: 'letter' });
  const now = numeralsFromDescription(description);
  let seeds = now?.(first.numerals);
  if (seeds && regex) {
    const given = new Set<string>();
    const numerals = first.numerals.flatMap((e) => {
      const numeral = numeralByRegex(description, e.name);
      if (!numeral || given.has(numeral)) return [];
      given.add(numeral);
      return [{ ...e, numeral }];
    });
    seeds = { numerals, avoid: seeds.avoid };
  }
  return seeds
    ? drawFigures(parsed, { page: 'letter', numerals: seeds.numerals, avoid: seeds.avoid })
    : first;
}

/** The first claim and the description of each dev patent that has one (test/fixtures). */
function devFirstClaims(): Array<{ claim: string; description: string }> {
  const file = join(__dirname, '..', 'test', 'fixtures', 'patents', 'dev.jsonl.gz');
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { claims: string; description: string | null })
    .filter((d) => d.description)
    .map((d) => ({ claim: d.claims.split(/\n\n+/)[0]!, description: d.description! }));
}

/** Figures for a description in its own numbering: draftFigures against what it was. */
function seededFigures(claims: string, description: string): void {
  const dev = devFirstClaims();
  const ways = [
    (c: string, t: string) => twoPasses(c, t, true),
    (c: string, t: string) => twoPasses(c, t, false),
    (c: string, t: string) => draftFigures(c, [], t),
  ];
  const devMs: number[][] = ways.map(() => []);
  const bigMs: number[][] = ways.map(() => []);
  // Alternated run by run, so a busy machine slows each alike.
  for (let i = 0; i < RUNS + 3; i++)
    ways.forEach((way, w) => {
      const a = time(() => dev.forEach((d) => way(d.claim, d.description)));
      const b = time(() => way(claims, description));
      if (i < 3) return;
      devMs[w]!.push(a.ms);
      bigMs[w]!.push(b.ms);
    });
  const print = (title: string, ms: number[][]) => {
    const [before, twice, once] = ms.map((m) => median(m)) as [number, number, number];
    report(`${title} (median of ${RUNS})`, '', '');
    report('  before: drawn twice, one regex a name', before, 'ms');
    report('  drawn twice, the description read once', twice, 'ms');
    report('  now: drawn once, read once (draftFigures)', once, 'ms');
    report('  time saved against before', 100 * (1 - once / before), '%');
  };
  print(`first claims of ${dev.length} dev patents with their descriptions' numerals`, devMs);
  print('20 claims with a description in their numbering', bigMs);
}

function time<T>(fn: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = fn();
  return { ms: performance.now() - started, value };
}

async function main(): Promise<void> {
  const method = parseDraft({ claims: `1. A method comprising:\n${steps(15, 'data')}` }).claims;
  const flow: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const { ms, value } = time(() => drawFigures(method));
    if (value.figures.length !== 1) throw new Error('the 15-step method was not drawn');
    if (i >= 3) flow.push(ms);
  }
  report(
    `15-step method → laid-out flowchart (median of ${RUNS})`,
    median(flow),
    'ms',
    'goal ≤ 50 ms',
  );

  const claims = twentyClaims();
  const six: number[] = [];
  let figures = 0;
  let sheets = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const { ms, value } = time(() => drawFigures(parseDraft({ claims }).claims));
    figures = value.figures.length;
    sheets = value.sheets.length;
    if (i >= 3) six.push(ms);
  }
  report(
    `20 claims → ${figures} figures on ${sheets} sheets (median of ${RUNS})`,
    median(six),
    'ms',
  );

  const kept = drawFigures(parseDraft({ claims }).claims).numerals;
  const edited = claims.replace(
    '  stopping the pump.',
    '  logging the pressure; and\n  stopping the pump.',
  );
  const redraw: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const { ms } = time(() =>
      drawFigures(parseDraft({ claims: edited }).claims, { numerals: kept }),
    );
    if (i >= 3) redraw.push(ms);
  }
  report(`  the same, a step added, with kept numerals (median of ${RUNS})`, median(redraw), 'ms');

  const spec: number[] = [];
  let sections = draftFromClaims(claims).sections;
  for (let i = 0; i < RUNS + 3; i++) {
    const { ms, value } = time(() => draftFromClaims(claims));
    if (value.error) throw new Error(value.error.detail);
    sections = value.sections;
    if (i >= 3) spec.push(ms);
  }
  report(
    `20 claims → specification and ${figures} figures (median of ${RUNS})`,
    median(spec),
    'ms',
    'goal ≤ 300 ms',
  );

  // The editor's live checks of that draft (core/patent/draft-checks, as the server's): with
  // figures held (drawn from the claims with the kept numerals), and without.
  const live: number[] = [];
  const plain: number[] = [];
  let held = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const a = time(() => checkDraftWithNumerals({ sections, jurisdiction: 'us', numerals: kept }));
    const b = time(() => checkDraft({ sections, jurisdiction: 'us' }));
    held = a.value.filter((f) => f.rule.startsWith('figures/')).length;
    if (i >= 3) {
      live.push(a.ms);
      plain.push(b.ms);
    }
  }
  report(`live checks of that draft with its figures (median of ${RUNS})`, median(live), 'ms');
  report(`  without figures (median of ${RUNS})`, median(plain), 'ms');
  report('  ratio', median(live) / median(plain), '×');
  // The worker's checker draws again only when the claims or numerals changed (an edit of the
  // description reuses the figures).
  const check = createDraftChecker();
  const again: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const edit = { ...sections, summary: `${sections.summary} Edit ${i}.` };
    const { ms } = time(() => check({ sections: edit, jurisdiction: 'us', numerals: kept }));
    if (i >= 3) again.push(ms);
  }
  report(
    `  with figures, claims unchanged since the last run (median of ${RUNS})`,
    median(again),
    'ms',
  );
  report('  figures/… findings (the draft is written from them: none)', held, '');

  seededFigures(claims, sections.detailed_description);

  const sheetSet = drawFigures(parseDraft({ claims }).claims).sheets;
  const pdf: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const { ms, value } = time(() => sheetsPdf(sheetSet));
    pdfBytes = value.length;
    if (i >= 3) pdf.push(ms);
  }
  report(`  all ${sheets} sheets → one PDF (median of ${RUNS})`, median(pdf), 'ms');
  report('  PDF size', pdfBytes / 1024, 'KiB');
  const docx: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    bytes = (await exportDocx({ title: 'Pump', sections }, kept)).length;
    if (i >= 3) docx.push(performance.now() - started);
  }
  report(
    `that draft → DOCX with its sheets (median of ${RUNS})`,
    median(docx),
    'ms',
    'goal ≤ 800 ms',
  );
  report('  DOCX size', bytes / 1024, 'KiB');
}

void main();
