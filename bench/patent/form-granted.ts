/**
 * `npx tsx bench/patent/form-granted.ts [rule-prefix]`: every finding of the given rules
 * (default form/non-thing and claims/category-mixed) on the tune half's granted claims, with the
 * text it points at, to judge each one by hand. Tune half only.
 */
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs } from './corpus-score';

const prefixes = process.argv.slice(2);
const wanted = prefixes.length ? prefixes : ['form/non-thing', 'claims/category-mixed'];
let claims = 0;
let n = 0;
for (const d of loadDocs(`${__dirname}/../..`, 'tune').filter((x) => x.kind === 'granted')) {
  const a = analyzeDraft({ claims: d.claims });
  claims += a.stats.claims;
  const text = a.model.sections.find((s) => s.kind === 'claims')!.text;
  for (const f of a.findings)
    if (wanted.some((w) => f.rule.startsWith(w))) {
      n++;
      const line = text.slice(Math.max(0, f.start - 60), f.end + 60).replace(/\s+/g, ' ');
      console.log(`${d.id} claim ${f.claim} ${f.rule}: "${text.slice(f.start, f.end)}" … ${line}`);
    }
}
console.log(`${n} findings over ${claims} granted tune claims`);
