import type { Analysis, Finding } from '../core/patent';
import { toDocumentRange } from '../core/patent';

/** The JSON shape of `claimwright check --format json`. */
export function toJson(a: Analysis, ms: number): object {
  return {
    claims: a.model.claims
      .filter((c) => !c.canceled)
      .map((c) => ({
        number: c.number,
        parents: c.parents,
        independent: c.independent,
        category: c.category,
      })),
    findings: a.findings,
    fees: a.fees,
    stats: { claims: a.stats.claims, words: a.stats.words, ms: Math.round(ms * 10) / 10 },
  };
}

function lineCol(text: string, offset: number): string {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return `${line}:${offset - last}`;
}

/** Where a reviewer looks: "claim 3, “the lever”: ", "[0023] " or nothing. */
export function whereLabel(f: Finding): string {
  if (f.claim !== undefined) return `claim ${f.claim}${f.term ? `, “${f.term}”` : ''}: `;
  if (f.paragraph !== undefined) return `[${String(f.paragraph).padStart(4, '0')}] `;
  return '';
}

/** Human-readable report: one line per finding, then counts and fees. */
export function toText(a: Analysis, file: string): string {
  const out: string[] = [];
  for (const f of a.findings as Finding[]) {
    const { start } =
      f.section === 'document'
        ? { start: f.start }
        : toDocumentRange(a.model, f.section, f.start, f.end);
    out.push(
      `${file}:${lineCol(a.model.text, start)}  ${f.severity.padEnd(7)} ${f.rule.padEnd(28)} ${whereLabel(f)}${f.message}`,
    );
  }
  const s = a.stats;
  out.push(
    '',
    `${s.claims} claims (${s.independent} independent), ${s.words} words: ${s.findings.error} errors, ${s.findings.warning} warnings, ${s.findings.info} info`,
  );
  out.push(
    `fees (${a.fees.jurisdiction.toUpperCase()}, table of ${a.fees.effective}): ${a.fees.amount} ${a.fees.currency}`,
  );
  return out.join('\n');
}
