/**
 * `npx tsx bench/patent/findings-diff.ts --write <file>` dumps every finding (rule, section, start,
 * end, severity, message, claim) of `analyzeDraft` over the dev set (both halves, as sections and
 * as one pasted text), the extra claim sets, the extra full-text patents, the edited drafts of
 * every error-corpus case and the synthetic speed drafts; `--compare <file>` runs the same and
 * prints how many documents differ. For a change meant not to alter any finding (speed work,
 * refactoring): zero differences is the test.
 *
 * Differences are listed in detail only for documents one may read while tuning; for the report
 * half of the dev set and the held-out corpus cases only their count is printed, so comparing
 * never shows their text. `--quick` leaves out the corpora (about a quarter of the time).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft, type Finding } from '../../src/core/patent';
import {
  asOneText,
  buildCase,
  loadCases,
  loadDocs,
  readJsonLines,
  type CorpusDoc,
  type DevDoc,
} from './corpus-score';
import { syntheticDraft } from './synthetic';

const root = join(__dirname, '..', '..');
const fixtures = join(root, 'test', 'fixtures');

/** One analysed input: a key, whether its details may be shown, and how to get its findings. */
interface Input {
  key: string;
  readable: boolean;
  run: () => Finding[];
}

const row = (f: Finding): string =>
  [f.rule, f.section, f.start, f.end, f.severity, f.claim ?? '', f.message].join('|');

const draftOf = (d: CorpusDoc) => ({
  title: d.title,
  detailed: d.description ?? '',
  claims: d.claims,
  abstract: d.abstract,
});

function inputs(quick: boolean): Input[] {
  const out: Input[] = [];
  const tune = new Set(loadDocs(root, 'tune').map((d) => d.id));
  const dev = loadDocs(root);
  for (const d of dev) {
    const readable = tune.has(d.id);
    out.push({ key: `dev/${d.id}`, readable, run: () => analyzeDraft(draftOf(d)).findings });
    out.push({
      key: `dev-text/${d.id}`,
      readable,
      run: () => analyzeDraft(asOneText(draftOf(d))).findings,
    });
  }
  for (const [set, file] of [
    ['extra', 'patents/extra/extra.jsonl.gz'],
    ['extra-full', 'patents/extra-full/extra-full.jsonl.gz'],
  ] as const)
    readJsonLines<DevDoc>(join(fixtures, file)).forEach((d, i) =>
      out.push({
        key: `${set}/${i}/${d.id}`,
        readable: true,
        run: () => analyzeDraft(draftOf(d)).findings,
      }),
    );
  for (const [claims, words] of [
    [100, 30_000],
    [20, 3_000],
  ] as const)
    out.push({
      key: `synthetic/${claims}/${words}`,
      readable: true,
      run: () => analyzeDraft(syntheticDraft(claims, words)).findings,
    });
  if (quick) return out;
  const docs = new Map<string, CorpusDoc>(dev.map((d) => [d.id, d]));
  const corpora = readdirSync(fixtures)
    .filter((n) => n.startsWith('error-corpus'))
    .sort();
  for (const name of corpora) {
    const file = join(fixtures, name, 'cases.jsonl.gz');
    if (!existsSync(file)) continue;
    for (const c of loadCases(root, name) ?? []) {
      const built = buildCase(c, docs);
      if (typeof built === 'string') continue;
      out.push({
        key: `${name}/${c.id}`,
        readable: c.half === 'tune' && (!c.doc || tune.has(c.doc)),
        run: () => analyzeDraft(built[1]).findings,
      });
    }
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const write = args[args.indexOf('--write') + 1];
  const compare = args[args.indexOf('--compare') + 1];
  if (!args.includes('--write') && !args.includes('--compare'))
    throw new Error('usage: findings-diff.ts (--write <file> | --compare <file>) [--quick]');
  const quick = args.includes('--quick');
  const t0 = performance.now();
  const all = inputs(quick);
  const dump: Record<string, string[]> = {};
  for (const i of all) dump[i.key] = i.run().map(row);
  const secs = ((performance.now() - t0) / 1000).toFixed(0);
  const findings = Object.values(dump).reduce((n, xs) => n + xs.length, 0);
  console.log(`${all.length} inputs, ${findings} findings, ${secs} s`);
  if (args.includes('--write')) {
    writeFileSync(write!, JSON.stringify(dump));
    console.log(`written to ${write}`);
    return;
  }
  const before = JSON.parse(readFileSync(compare!, 'utf8')) as Record<string, string[]>;
  let differ = 0;
  let hidden = 0;
  for (const i of all) {
    const was = before[i.key];
    if (!was) continue;
    const now = dump[i.key]!;
    if (was.join('\n') === now.join('\n')) continue;
    differ++;
    if (!i.readable) {
      hidden++;
      continue;
    }
    const gone = was.filter((r) => !now.includes(r));
    const added = now.filter((r) => !was.includes(r));
    console.log(`${i.key}: ${gone.length} gone, ${added.length} new`);
    for (const r of gone.slice(0, 5)) console.log(`  - ${r}`);
    for (const r of added.slice(0, 5)) console.log(`  + ${r}`);
  }
  const missing = all.filter((i) => !before[i.key]).length;
  console.log(
    `findings diff: ${differ} of ${all.length} inputs differ (${hidden} of them held out, not shown); ${missing} not in the baseline`,
  );
  if (differ) process.exitCode = 1;
}

main();
