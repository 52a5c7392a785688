/**
 * `npx tsx bench/patent/full-flags.ts [rule-prefix…] [--list] [--half tune|report]`: findings of the
 * given rules (default support/ and mpf/no-structure) on the whole granted documents of a half
 * (description, claims, abstract), per document; on granted patents nearly every one is a false
 * alarm. `--list` prints each with its text. Tune half unless told.
 */
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs } from './corpus-score';

const args = process.argv.slice(2);
const list = args.includes('--list');
const half = args.includes('--half') ? args[args.indexOf('--half') + 1]! : 'tune';
const wanted = args.filter((a) => !a.startsWith('--') && a !== half);
const rules = wanted.length ? wanted : ['support/', 'mpf/no-structure'];
let docs = 0;
const counts = new Map<string, number>();
for (const d of loadDocs(`${__dirname}/../..`, half as 'tune' | 'report')) {
  if (d.kind !== 'granted' || !d.description) continue;
  docs++;
  const a = analyzeDraft({ detailed: d.description, claims: d.claims, abstract: d.abstract });
  for (const f of a.findings) {
    if (f.severity === 'info' || !rules.some((r) => f.rule.startsWith(r))) continue;
    counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    if (list) {
      const text = a.model.sections.find((s) => s.id === f.section)!.text;
      const around = text.slice(Math.max(0, f.start - 50), f.end + 50).replace(/\s+/g, ' ');
      console.log(
        `${d.id} claim ${f.claim ?? '-'} ${f.rule}: "${text.slice(f.start, f.end)}" … ${around}`,
      );
    }
  }
}
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(
  `${half}: ${total} findings on ${docs} granted documents (${(total / docs).toFixed(2)} per document)` +
    ` — ${[...counts].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
);
