/**
 * `npx tsx bench/patent/form-silence.ts [rule-prefix…]`: every finding of the given rules (default
 * form/non-thing, form/non-action-step, claims/category-mixed) on real claims that should be
 * silent: the tune half's granted claims and the extra sets (test/fixtures/patents/extra, extra-full). One
 * line each, sorted, so two runs diff; the counts last. Tune half only.
 */
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs, readJsonLines } from './corpus-score';

const args = process.argv.slice(2);
const wanted = args.length
  ? args
  : ['form/non-thing', 'form/non-action-step', 'claims/category-mixed'];
const root = join(__dirname, '..', '..');
const sets: Array<[string, Array<{ id: string; claims: string }>]> = [
  ['granted-tune', loadDocs(root, 'tune').filter((d) => d.kind === 'granted')],
  ['extra', readJsonLines(join(root, 'test/fixtures/patents/extra/extra.jsonl.gz'))],
  ['extra-full', readJsonLines(join(root, 'test/fixtures/patents/extra-full/extra-full.jsonl.gz'))],
];
for (const [name, docs] of sets) {
  let claims = 0;
  const lines: string[] = [];
  for (const d of docs) {
    const a = analyzeDraft({ claims: d.claims });
    claims += a.stats.claims;
    const text = a.model.sections.find((s) => s.kind === 'claims')?.text ?? '';
    for (const f of a.findings)
      if (wanted.some((w) => f.rule.startsWith(w)) && f.severity !== 'info') {
        const around = text.slice(Math.max(0, f.start - 50), f.end + 50).replace(/\s+/g, ' ');
        lines.push(
          `${name} ${d.id} c${f.claim} ${f.rule} "${text.slice(f.start, f.end)}" … ${around}`,
        );
      }
  }
  for (const l of lines.sort()) console.log(l);
  console.log(`${name}: ${lines.length} findings over ${claims} claims`);
}
