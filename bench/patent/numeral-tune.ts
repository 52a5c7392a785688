/**
 * `npx tsx bench/patent/numeral-tune.ts [-v] [numeral/<kind>] [--b]`: the numeral/ kinds of the
 * error corpus (or corpus B with `--b`) on the tune half only; `-v` lists misses and false alarms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadCases, runCase, type CorpusDoc } from './corpus-score';

const root = join(__dirname, '..', '..');
const verbose = process.argv.includes('-v');
const only = process.argv.find((a) => a.startsWith('numeral/'));
const all = gunzipSync(readFileSync(join(root, 'test/fixtures/patents/dev.jsonl.gz')))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as CorpusDoc);
const docs = new Map(all.map((d) => [d.id, d]));
const name = process.argv.includes('--b') ? 'error-corpus-b' : 'error-corpus';
const cases = (loadCases(root, name) ?? []).filter(
  (c) => c.half === 'tune' && c.kind.startsWith('numeral/') && (!only || c.kind === only),
);
const cache = new Map();
for (const kind of [...new Set(cases.map((c) => c.kind))].sort()) {
  let hit = 0;
  let n = 0;
  let fa = 0;
  let s = 0;
  for (const c of cases.filter((x) => x.kind === kind)) {
    const o = runCase(c, docs, false, cache);
    const flags = o.counting.map((f) => `${f.rule}|${f.text}`).join(' / ');
    if (c.expect === 'flag') {
      n++;
      if (o.located) hit++;
      else if (verbose)
        console.log(
          `  MISS ${c.id} ${JSON.stringify(c.where)} ${o.error ?? ''} [${flags}] | ${c.note ?? ''}`,
        );
    } else {
      s++;
      if (o.counting.length) {
        fa++;
        if (verbose) console.log(`  FALSE ${c.id} ${flags} | ${c.note ?? ''}`);
      }
    }
  }
  console.log(`tune ${kind}: recall ${hit}/${n}; false alarms ${fa}/${s} near misses`);
}
