/**
 * `npx tsx bench/patent/corpus-c.ts [-v]`: scores only corpus C (test/fixtures/error-corpus-c, the
 * third blind corpus, report-half documents, never tuned on); `npm run bench -- patent` prints the
 * same lines among the others. `-v` lists the misses and false alarms — for reading after a
 * change, never for tuning a rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadCases, scoreCorpus, type CorpusDoc } from './corpus-score';

const root = join(__dirname, '..', '..');
const docs = gunzipSync(readFileSync(join(root, 'test/fixtures/patents/dev.jsonl.gz')))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as CorpusDoc);
const cases = loadCases(root, 'error-corpus-c');
if (!cases) throw new Error('test/fixtures/error-corpus-c/cases.jsonl.gz is missing');
scoreCorpus(cases, docs, ['report'], process.argv.includes('-v'), 'C');
