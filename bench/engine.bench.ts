/** Offline engine: median time to draft a ~2,000-word disclosure (and a capped 5 MB one). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftFromClaims, draftFromDisclosure } from '../src/core/patent/engine';

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

// Claims first: the specification (and the figures it describes) from an attorney's 20 claims.
const CLAIMS20 = Array.from({ length: 20 }, (_, i) => {
  const n = i + 1;
  if (n === 1)
    return '1. A drying system, comprising:\n  a drum configured to rotate;\n  a heater configured to heat air supplied to the drum;\n  a humidity sensor configured to measure a humidity of the air; and\n  a controller coupled to the humidity sensor and configured to stop the heater.';
  if (n === 11)
    return '11. A method of drying laundry, comprising:\n  rotating a drum;\n  heating air supplied to the drum;\n  measuring a humidity of the air; and\n  stopping the heating when the humidity falls below a threshold.';
  return n < 11
    ? `${n}. The drying system of claim 1, wherein the controller applies setting ${n} of the heater.`
    : `${n}. The method of claim 11, wherein the heating uses setting ${n} of a heater.`;
}).join('\n\n');
const claimRuns: number[] = [];
for (let i = 0; i < 25; i++) {
  const t0 = performance.now();
  draftFromClaims(CLAIMS20);
  claimRuns.push(performance.now() - t0);
}
console.log(
  `specification and figures from 20 claims (claims first): median ${median(claimRuns.slice(5)).toFixed(1)} ms over 20 runs`,
);
