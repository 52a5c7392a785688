/**
 * `npx tsx bench/patent/numeral-tune.ts [-v] [numeral/<kind>] [--b]`: the numeral/ kinds of the
 * error corpus (or corpus B with `--b`) on the tune half only; `-v` lists misses and false alarms.
 */
import { join } from 'node:path';
import { loadCases, loadDocs, printTuneTally, runCase } from './corpus-score';

const root = join(__dirname, '..', '..');
const verbose = process.argv.includes('-v');
const only = process.argv.find((a) => a.startsWith('numeral/'));
const all = loadDocs(root);
const docs = new Map(all.map((d) => [d.id, d]));
const name = process.argv.includes('--b') ? 'error-corpus-b' : 'error-corpus';
const cases = (loadCases(root, name) ?? []).filter(
  (c) => c.half === 'tune' && c.kind.startsWith('numeral/') && (!only || c.kind === only),
);
const cache = new Map();
printTuneTally(
  cases,
  (c) => {
    const o = runCase(c, docs, false, cache);
    return { ...o, flags: o.counting.map((f) => `${f.rule}|${f.text}`) };
  },
  verbose,
);
