/**
 * Numeral flags on real US patents from outside the dev set (test/fixtures/patents/extra-full/,
 * never tuned on by the checks' first authors). `npx tsx bench/patent/extra-full.ts [--list]`
 * prints the rate; `--list` every numeral warning and error with its context, to read them.
 */
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { readJsonLines, type DevDoc } from './corpus-score';

const root = join(__dirname, '..', '..');

/** Each numeral warning or error on one document: rule, flagged text and its surroundings. */
export function numeralFlags(d: DevDoc): Array<{ rule: string; text: string; context: string }> {
  const a = analyzeDraft({
    title: d.title,
    detailed: d.description ?? '',
    claims: d.claims,
    abstract: d.abstract,
  });
  const secs = new Map(a.model.sections.map((s) => [s.id, s.text]));
  return a.findings
    .filter(
      (f) =>
        f.rule.startsWith('numerals/') &&
        !f.rule.startsWith('numerals/figure') &&
        f.severity !== 'info',
    )
    .map((f) => {
      const t = secs.get(f.section) ?? '';
      return {
        rule: f.rule,
        text: `${t.slice(f.start, f.end)} | ${f.message}`,
        context: t.slice(Math.max(0, f.start - 160), f.end + 80).replace(/\s+/g, ' '),
      };
    });
}

/** Prints numeral flags per document on the extra full-text set (and lists them with `list`). */
export function printExtraFull(list = false): void {
  const docs = readJsonLines<DevDoc>(
    join(root, 'test', 'fixtures', 'patents', 'extra-full', 'extra-full.jsonl.gz'),
  );
  let flags = 0;
  for (const d of docs) {
    const fs = numeralFlags(d);
    flags += fs.length;
    if (list) for (const f of fs) console.log(`${d.id} ${f.rule} ${f.text}\n    … ${f.context}`);
  }
  console.log(
    `flags extra-full (${docs.length} outside US patents): numeral flags per document ${(flags / docs.length).toFixed(2)} (${flags} / ${docs.length})`,
  );
}

if (require.main === module) printExtraFull(process.argv.includes('--list'));
