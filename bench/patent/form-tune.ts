/**
 * `npx tsx bench/patent/form-tune.ts [-v] [form/<kind>]`: the form/ kinds of the error corpus on
 * the tune half only, and form/ findings per granted claim of the tune half's documents.
 *
 * A hand-written draft case with no edits carries its defect in the draft itself, so the corpus
 * scorer (new findings after the edits) cannot credit it; here such a case counts as caught when
 * the draft has a form/ finding in the named claim. `-v` lists the tune misses and false alarms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { buildCase, loadCases, loadDocs, printTuneTally, runCase } from './corpus-score';

const root = join(__dirname, '..', '..');
const verbose = process.argv.includes('-v');
const only = process.argv.find((a) => a.startsWith('form/'));
const split = JSON.parse(
  readFileSync(join(root, 'test/fixtures/patents/split.json'), 'utf8'),
) as Record<string, { dev: string[] }>;
const tuneIds = new Set(split.tune!.dev);
const all = loadDocs(root);
const docs = new Map(all.map((d) => [d.id, d]));
const cases = (loadCases(root) ?? []).filter(
  (c) => c.half === 'tune' && c.kind.startsWith('form/') && (!only || c.kind === only),
);
const cache = new Map();
printTuneTally(
  cases,
  (c) => {
    const o = runCase(c, docs, false, cache);
    const built = c.draft && !c.edits.length ? buildCase(c, docs) : null;
    if (!built || typeof built === 'string')
      return { ...o, flags: o.counting.map((f) => `${f.rule}|${f.text}`) };
    const mine = analyzeDraft(built[1]).findings.filter(
      (f) => f.rule.startsWith('form/') && f.claim === c.where?.claim,
    );
    return { located: mine.length > 0, flags: mine.map((f) => f.rule) };
  },
  verbose,
);

let claims = 0;
const byRule = new Map<string, number>();
for (const d of all.filter((x) => x.kind === 'granted' && tuneIds.has(x.id))) {
  const a = analyzeDraft({
    title: d.title,
    detailed: d.description ?? '',
    claims: d.claims,
    abstract: d.abstract,
  });
  claims += a.stats.claims;
  for (const f of a.findings)
    if (f.rule.startsWith('form/')) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
}
console.log(`granted tune claims ${claims}`);
for (const rule of [
  'non-thing',
  'duplicate-element',
  'fragment',
  'open-range',
  'non-action-step',
  'empty-preamble',
  'mass-noun-article',
].map((r) => `form/${r}`)) {
  const k = byRule.get(rule) ?? 0;
  console.log(`granted ${rule}: ${k} (${(k / claims).toFixed(4)} per claim)`);
}
