/**
 * Antecedent flags per claim on the extra real claims (test/fixtures/patents/extra/, outside the
 * dev set: whole granted claim sets and single independent claims of applications). Every claim
 * there is as filed or granted, so every flag is a candidate false alarm to read.
 * `npx tsx bench/patent/flags-extra.ts [--list]` prints the figure (and lists each flag).
 */
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { readJsonLines } from './corpus-score';

interface ExtraDoc {
  id: string;
  kind: string;
  title: string;
  claims: string;
}

const root = join(__dirname, '..', '..');

/** Prints antecedent flags (warnings and errors) per claim on the extra set, per kind of document. */
export function printExtraFlags(list = false): void {
  const docs = readJsonLines<ExtraDoc>(join(root, 'test/fixtures/patents/extra/extra.jsonl.gz'));
  const tally = new Map<string, { claims: number; flags: number; rules: Map<string, number> }>();
  for (const d of docs) {
    const a = analyzeDraft({ title: d.title, claims: d.claims });
    const t = tally.get(d.kind) ?? { claims: 0, flags: 0, rules: new Map<string, number>() };
    tally.set(d.kind, t);
    t.claims += a.stats.claims;
    const sec = a.model.sections.find((s) => s.kind === 'claims');
    for (const f of a.findings) {
      if (!f.rule.startsWith('antecedent/') || f.severity === 'info') continue;
      t.flags++;
      t.rules.set(f.rule, (t.rules.get(f.rule) ?? 0) + 1);
      if (list)
        console.log(
          `${d.id} c${f.claim} ${f.rule} ${JSON.stringify(sec?.text.slice(f.start, f.end))} | ${f.message}`,
        );
    }
  }
  for (const [kind, t] of tally) {
    const rules = [...t.rules].map(([r, n]) => `${r} ${n}`).join(', ');
    console.log(
      `flags extra ${kind}: antecedent flags per claim ${(t.flags / t.claims).toFixed(3)} (${t.flags} / ${t.claims}) — ${rules}`,
    );
  }
}

if (require.main === module) printExtraFlags(process.argv.includes('--list'));
