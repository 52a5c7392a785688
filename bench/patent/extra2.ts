/**
 * The held-out set test/fixtures/patents/extra2/ (164 outside US documents, whole claim sets; see
 * its README): antecedent flags per claim of granted patents and numeral flags per described
 * document, apart for the documents from USPTO XML/APS text and those from a third party's
 * flattened parse (their element lines rebuilt). Aggregates only: nobody tunes on this set, so this
 * script never lists a flag. `npx tsx bench/patent/extra2.ts`; `npm run bench -- patent` prints it.
 */
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { readJsonLines } from './corpus-score';

interface Extra2Doc {
  id: string;
  kind: string;
  title: string;
  abstract: string | null;
  claims: string;
  description: string | null;
  source: string;
}

const root = join(__dirname, '..', '..');

/** Prints flags per granted claim (antecedent) and per described document (numerals). */
export function printExtra2(): void {
  const docs = readJsonLines<Extra2Doc>(join(root, 'test/fixtures/patents/extra2/extra2.jsonl.gz'));
  const groups = new Map<
    string,
    { docs: number; claims: number; ante: number; described: number; numerals: number }
  >();
  for (const d of docs) {
    if (d.kind !== 'granted') continue;
    const origin = d.source.startsWith('salmanjt/') ? 'flattened' : 'USPTO text';
    const g = groups.get(origin) ?? { docs: 0, claims: 0, ante: 0, described: 0, numerals: 0 };
    groups.set(origin, g);
    const a = analyzeDraft({
      title: d.title,
      detailed: d.description ?? '',
      claims: d.claims,
      abstract: d.abstract ?? '',
    });
    g.docs++;
    g.claims += a.stats.claims;
    if (d.description) g.described++;
    for (const f of a.findings) {
      if (f.severity === 'info') continue;
      if (f.rule.startsWith('antecedent/')) g.ante++;
      else if (
        f.rule.startsWith('numerals/') &&
        !f.rule.startsWith('numerals/figure') &&
        d.description
      )
        g.numerals++;
    }
  }
  for (const [origin, g] of groups)
    console.log(
      `flags extra2 (held out) granted, ${origin}: ${g.docs} documents, antecedent flags per claim ${(g.ante / g.claims).toFixed(3)} (${g.ante} / ${g.claims}; goal <= 0.05)` +
        (g.described
          ? `; numeral flags per described document ${(g.numerals / g.described).toFixed(2)} (${g.numerals} / ${g.described})`
          : ''),
    );
}

if (require.main === module) printExtra2();
