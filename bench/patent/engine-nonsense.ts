/**
 * `npx tsx bench/patent/engine-nonsense.ts [-v]`: the kinds of nonsense in the offline engine's
 * claims over the disclosures of test/fixtures/disclosures, counted per kind (`-v` lists them).
 */
import { draftFromDisclosure } from '../../src/core/patent/engine';
import { nonsense } from '../../test/core/engine/nonsense-kinds';
import { loadFixtures } from '../../test/core/engine/structure';

const verbose = process.argv.includes('-v');
const counts = new Map<string, number>();
for (const f of loadFixtures()) {
  for (const n of nonsense(draftFromDisclosure(f.disclosure).sections.claims)) {
    counts.set(n.kind, (counts.get(n.kind) ?? 0) + 1);
    if (verbose) console.log(`${f.id} claim ${n.claim} ${n.kind}: ${n.text}`);
  }
}
for (const [kind, n] of [...counts].sort()) console.log(`${kind.padEnd(20)} ${n}`);
console.log(`${'total'.padEnd(20)} ${[...counts.values()].reduce((a, b) => a + b, 0)}`);
