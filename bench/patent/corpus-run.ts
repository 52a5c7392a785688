/**
 * `npx tsx bench/patent/corpus-run.ts <tune|report|both> [--misses] [cases.jsonl(.gz)]`: scores an
 * error corpus on the dev documents. While tuning, run it on `tune` only; misses print for tune.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadCases, loadDocs, scoreCorpus, type CorpusCase } from './corpus-score';

const root = join(__dirname, '..', '..');
const args = process.argv.slice(2);
const half = args.find((a) => /^(?:tune|report|both)$/.test(a)) ?? 'tune';
const file = args.find((a) => /\.jsonl(?:\.gz)?$/.test(a));
const read = (f: string) => (f.endsWith('.gz') ? gunzipSync(readFileSync(f)) : readFileSync(f));
const cases = file
  ? read(file)
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as CorpusCase)
  : loadCases(root);
if (!cases) {
  console.log('no error corpus at test/fixtures/error-corpus/cases.jsonl.gz');
  process.exit(0);
}
const docs = loadDocs(root);
scoreCorpus(
  cases,
  docs,
  half === 'both' ? ['tune', 'report'] : [half as 'tune' | 'report'],
  args.includes('--misses'),
);
