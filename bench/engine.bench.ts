/** Offline engine: median time to draft a ~2,000-word disclosure (and a capped 5 MB one). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftFromDisclosure } from '../src/core/patent/engine';

const dir = join(__dirname, '../test/fixtures/disclosures');
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; disclosure: string });

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(text: string, runs: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    draftFromDisclosure(text);
    out.push(performance.now() - t0);
  }
  return out;
}

const cold = performance.now();
draftFromDisclosure(fixtures[0]!.disclosure);
console.log(`first draft (loads the wink-nlp model): ${(performance.now() - cold).toFixed(0)} ms`);

const near2000 = [...fixtures].sort(
  (a, b) => Math.abs(words(a.disclosure) - 2000) - Math.abs(words(b.disclosure) - 2000),
);
const all: number[] = [];
for (const f of near2000.slice(0, 3)) {
  time(f.disclosure, 3);
  const runs = time(f.disclosure, 15);
  all.push(...runs);
  console.log(
    `${f.id} (${words(f.disclosure)} words): median ${median(runs).toFixed(1)} ms over ${runs.length} runs`,
  );
}
console.log(
  `~2,000-word disclosure: median ${median(all).toFixed(1)} ms (p90 ${[...all].sort((a, b) => a - b)[Math.floor(all.length * 0.9)]!.toFixed(1)} ms)`,
);

const big = near2000[0]!.disclosure.repeat(Math.ceil(5_000_000 / near2000[0]!.disclosure.length));
const bigRuns = time(big, 5);
console.log(
  `5 MB disclosure (analysis capped): median ${median(bigRuns).toFixed(1)} ms over 5 runs`,
);
