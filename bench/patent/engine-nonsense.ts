/**
 * `npx tsx bench/patent/engine-nonsense.ts [-v]`: the kinds of nonsense in the offline engine's
 * claims over the disclosures of test/fixtures/disclosures, counted per kind, then the faults of
 * its whole drafts of the short problem-first disclosures of test/fixtures/problem-first.json
 * (`-v` lists them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftFromDisclosure } from '../../src/core/patent/engine';
import { draftFaults, type ProblemFirst } from '../../test/core/engine/draft-faults';
import { nonsense } from '../../test/core/engine/nonsense-kinds';
import { loadFixtures } from '../../test/core/engine/structure';

const verbose = process.argv.includes('-v');

function print(title: string, counts: Map<string, number>): void {
  console.log(title);
  for (const [kind, n] of [...counts].sort()) console.log(`${kind.padEnd(34)} ${n}`);
  console.log(`${'total'.padEnd(34)} ${[...counts.values()].reduce((a, b) => a + b, 0)}`);
}

const counts = new Map<string, number>();
for (const f of loadFixtures()) {
  for (const n of nonsense(draftFromDisclosure(f.disclosure).sections.claims)) {
    counts.set(n.kind, (counts.get(n.kind) ?? 0) + 1);
    if (verbose) console.log(`${f.id} claim ${n.claim} ${n.kind}: ${n.text}`);
  }
}
print('claims of the dev-patent disclosures', counts);

const short = JSON.parse(
  readFileSync(join(__dirname, '../../test/fixtures/problem-first.json'), 'utf8'),
) as ProblemFirst[];
const faults = new Map<string, number>();
for (const f of short) {
  for (const x of draftFaults(f, draftFromDisclosure(f.disclosure))) {
    faults.set(x.kind, (faults.get(x.kind) ?? 0) + 1);
    if (verbose) console.log(`${f.id} ${x.kind}: ${x.text}`);
  }
}
print(`\ndrafts of ${short.length} problem-first disclosures`, faults);
