/**
 * `npx tsx bench/patent/corpus-c.ts [tune] [-v]`: scores only corpus C (test/fixtures/error-corpus-c,
 * the third blind corpus); `npm run bench -- patent` prints the report half's lines among the
 * others. The report half (`cases.jsonl.gz`, what its blind author wrote) is held out. `tune`
 * scores instead `cases-tune.jsonl.gz`, the same generator run on the tune half's documents, for
 * tuning; `-v` lists its misses and false alarms.
 */
import { join } from 'node:path';
import { loadCases, loadDocs, scoreCorpus } from './corpus-score';

const root = join(__dirname, '..', '..');
const docs = loadDocs(root);
const tune = process.argv.includes('tune');
const dir = join(root, 'test/fixtures/error-corpus-c');
const cases = loadCases(
  root,
  'error-corpus-c',
  join(dir, tune ? 'cases-tune.jsonl.gz' : 'cases.jsonl.gz'),
);
if (!cases) throw new Error(`${dir}: the cases are missing`);
scoreCorpus(cases, docs, [tune ? 'tune' : 'report'], tune && process.argv.includes('-v'), 'C');
