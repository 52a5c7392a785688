/**
 * `npx tsx bench/patent/flags-tune.ts [tune|report] [--list] [--out file]`: antecedent and numeral
 * flags on the granted dev documents of one half (per granted claim / per document). Lists them
 * for the tune half while tuning (warnings and errors only: info notes are no flags); for the report half it only writes the file for blind labelling.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs } from './corpus-score';

const root = join(__dirname, '..', '..');
const args = process.argv.slice(2);
const half = args.includes('report') ? 'report' : 'tune';
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
const docs = loadDocs(root, half).filter((d) => d.kind === 'granted');
let claims = 0;
const rows: Array<Record<string, unknown>> = [];
const byRule = new Map<string, number>();
let numeralDocs = 0;
for (const d of docs) {
  const a = analyzeDraft({
    title: d.title,
    detailed: d.description ?? '',
    claims: d.claims,
    abstract: d.abstract,
  });
  claims += a.stats.claims;
  if (d.description) numeralDocs++;
  const secs = new Map(a.model.sections.map((s) => [s.id, s]));
  for (const f of a.findings) {
    // Info notes say what applies, not that anything is wrong: they are no flags.
    if (
      !/^(?:antecedent|numerals)\//.test(f.rule) ||
      f.rule.startsWith('numerals/figure') ||
      f.severity === 'info'
    )
      continue;
    byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
    const s = secs.get(f.section)!;
    const claim = a.model.claims.find((c) => c.number === f.claim);
    rows.push({
      id: d.id,
      claim: f.claim ?? null,
      rule: f.rule,
      text: s.text.slice(f.start, f.end),
      start: f.start,
      message: f.message,
      context: claim
        ? s.text.slice(claim.start, claim.end)
        : s.text.slice(Math.max(0, f.start - 200), f.end + 200),
    });
  }
}
const ante = rows.filter((r) => String(r.rule).startsWith('antecedent/')).length;
console.log(
  `${half}: ${docs.length} granted docs, ${claims} claims; antecedent flags per claim ${(ante / claims).toFixed(3)} (${ante}); numeral flags per document with a description ${((rows.length - ante) / numeralDocs).toFixed(3)} (${rows.length - ante})`,
);
console.log([...byRule].map(([r, n]) => `${r}: ${n}`).join(', '));
if (half === 'tune' && args.includes('--list'))
  for (const r of rows)
    console.log(`${r.id} c${r.claim} ${r.rule} ${JSON.stringify(r.text)} | ${r.message}`);
if (out) writeFileSync(out, JSON.stringify(rows, null, 1) + '\n');
