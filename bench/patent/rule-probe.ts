/**
 * `npx tsx bench/patent/rule-probe.ts <rule-prefix> [--context]`: every warning of one rule (or
 * family) on the real claims this repository may read while tuning (the tune half of the dev set,
 * granted and applications; the extra claim sets; the extra full-text patents), with the claim
 * text around it, to read them as an attorney would. Never reads the report half.
 */
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs, readJsonLines, type DevDoc } from './corpus-score';

const root = join(__dirname, '..', '..');
const rule = process.argv[2] ?? 'antecedent/number';
const context = process.argv.includes('--context');
const sets: Array<[string, DevDoc[]]> = [
  ['tune', loadDocs(root, 'tune')],
  ['extra', readJsonLines<DevDoc>(join(root, 'test/fixtures/patents/extra/extra.jsonl.gz'))],
  [
    'extra-full',
    readJsonLines<DevDoc>(join(root, 'test/fixtures/patents/extra-full/extra-full.jsonl.gz')),
  ],
];
for (const [set, docs] of sets) {
  let claims = 0;
  let flags = 0;
  for (const d of docs) {
    const a = analyzeDraft({ title: d.title, claims: d.claims });
    claims += a.stats.claims;
    const sec = a.model.sections.find((s) => s.kind === 'claims');
    for (const f of a.findings) {
      if (!f.rule.startsWith(rule) || f.severity === 'info' || !sec) continue;
      flags++;
      const t = sec.text;
      const around = context ? t.slice(Math.max(0, f.start - 300), f.end + 120) : '';
      console.log(
        `${set} ${d.id} ${d.kind} c${f.claim} ${f.rule} ${JSON.stringify(t.slice(f.start, f.end))}${context ? `\n    ${around.replace(/\s+/g, ' ')}` : ''}`,
      );
    }
  }
  console.log(`${set}: ${flags} ${rule} flags on ${claims} claims`);
}
