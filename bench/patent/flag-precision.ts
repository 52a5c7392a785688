/**
 * Precision of the antecedent and numeral flags on the REPORT half of the granted dev patents,
 * over flags labelled by a reviewer who never read the checks (test/fixtures/patents/
 * flag-labels-report.json: a random sample of the flags the checker raised when it was labelled,
 * at most 50 of a rule; then, as `"batch": 2`, every warning and error flag the checker raised at
 * the end of session 11 that had no label yet, labelled by a second reviewer who never read the
 * checks either; and, as `"batch": 3`, the 21 raised at the end of session 12 without a label, by a
 * third such reviewer; as `"batch": 4`, the 16 raised at the end of session 14 without a label, by a
 * fourth; and, as `"batch": 5`, the 25 raised at the end of session 17 without a label, by a fifth). A labelled flag counts while the checker still raises it (same document,
 * claim, rule and flagged words); flags raised since then are unlabelled and reported as such.
 * The tune half's flags of session 15's start are labelled the same way, blind
 * (flag-labels-tune.json, with the 11 new at the end of session 17 as `"batch": 5`), for tuning: its precision is printed beside, and is no reported figure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs } from './corpus-score';

interface Label {
  id: string;
  claim: number | null;
  rule: string;
  text: string;
  label: boolean;
}

const root = join(__dirname, '..', '..');
const key = (id: string, claim: number | null | undefined, rule: string, text: string) =>
  `${id}|${claim ?? ''}|${rule}|${text}`;

/** Prints flag rates per half and the report half's precision per rule family. */
export function printFlagPrecision(): void {
  const split = JSON.parse(
    readFileSync(join(root, 'test/fixtures/patents/split.json'), 'utf8'),
  ) as Record<'tune' | 'report', { dev: string[] }>;
  const docs = loadDocs(root).filter((d) => d.kind === 'granted');
  const produced = { tune: new Set<string>(), report: new Set<string>() };
  for (const half of ['tune', 'report'] as const) {
    const ids = new Set(split[half].dev);
    let claims = 0;
    let ante = 0;
    let numerals = 0;
    let described = 0;
    for (const d of docs.filter((x) => ids.has(x.id))) {
      const a = analyzeDraft({
        title: d.title,
        detailed: d.description ?? '',
        claims: d.claims,
        abstract: d.abstract,
      });
      claims += a.stats.claims;
      if (d.description) described++;
      const secs = new Map(a.model.sections.map((s) => [s.id, s]));
      for (const f of a.findings) {
        const numeral = f.rule.startsWith('numerals/') && !f.rule.startsWith('numerals/figure');
        // An info note says what to look at, not that anything is wrong: only warnings and errors count.
        if ((!numeral && !f.rule.startsWith('antecedent/')) || f.severity === 'info') continue;
        if (numeral) numerals++;
        else ante++;
        const text = secs.get(f.section)?.text.slice(f.start, f.end) ?? '';
        produced[half].add(key(d.id, f.claim, f.rule, text));
      }
    }
    console.log(
      `flags ${half}: antecedent flags per granted claim ${(ante / claims).toFixed(3)} (${ante} / ${claims}; goal <= 0.05); numeral flags per described document ${(numerals / described).toFixed(2)} (${numerals} / ${described})`,
    );
  }
  for (const half of ['tune', 'report'] as const) printPrecision(half, produced[half]);
}

/** Precision per rule family over one half's blind labels whose flag is still raised. */
function printPrecision(half: 'tune' | 'report', produced: Set<string>): void {
  const labels = JSON.parse(
    readFileSync(join(root, `test/fixtures/patents/flag-labels-${half}.json`), 'utf8'),
  ) as Label[];
  const live = labels.filter((l) => produced.has(key(l.id, l.claim, l.rule, l.text)));
  const labelled = new Set(labels.map((l) => key(l.id, l.claim, l.rule, l.text)));
  for (const family of ['antecedent/', 'numerals/']) {
    const mine = live.filter((l) => l.rule.startsWith(family));
    const right = mine.filter((l) => l.label).length;
    const rules = [...new Set(mine.map((l) => l.rule))].sort().map((r) => {
      const of = mine.filter((l) => l.rule === r);
      return `${r} ${of.filter((l) => l.label).length}/${of.length}`;
    });
    const unlabelled = [...produced].filter(
      (k) => k.split('|')[2]!.startsWith(family) && !labelled.has(k),
    ).length;
    console.log(
      `precision ${half} ${family.slice(0, -1)} (blind labels, flags still raised): ${mine.length ? Math.round((100 * right) / mine.length) : 0} % (${right}/${mine.length}; goal >= 90 %) — ${rules.join(', ')}; ${unlabelled} raised flags unlabelled`,
    );
  }
  console.log(
    `  ${half}: labelled flags no longer raised: ${labels.length - live.length} of ${labels.length} (${labels.filter((l) => !l.label && !live.includes(l)).length} of them false alarms)`,
  );
}
