import type { Finding, Severity } from '../../../core/patent';

/** Severities in display order. */
export const SEVERITIES: Severity[] = ['error', 'warning', 'info'];

/** Findings of one rule within one severity. */
export interface RuleGroup {
  rule: string;
  findings: Finding[];
}

/** Filters findings, then groups them by severity and rule (rules sorted by id). */
export function groupFindings(
  findings: Finding[],
  severities: ReadonlySet<Severity>,
  family: string,
): Array<{ severity: Severity; groups: RuleGroup[]; count: number }> {
  return SEVERITIES.filter((s) => severities.has(s)).map((severity) => {
    const byRule = new Map<string, Finding[]>();
    for (const f of findings) {
      if (f.severity !== severity || (family !== 'all' && !f.rule.startsWith(`${family}/`)))
        continue;
      const list = byRule.get(f.rule);
      if (list) list.push(f);
      else byRule.set(f.rule, [f]);
    }
    const groups = [...byRule]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([rule, list]) => ({ rule, findings: list }));
    return { severity, groups, count: groups.reduce((n, g) => n + g.findings.length, 0) };
  });
}

/** Where a reviewer looks for a finding: "Claim 3 · the lever", "¶ [0023]", or null. */
export function locationLabel(f: Finding): string | null {
  if (f.claim !== undefined) return `Claim ${f.claim}${f.term ? ` · ${f.term}` : ''}`;
  if (f.paragraph !== undefined) return `¶ [${String(f.paragraph).padStart(4, '0')}]`;
  return null;
}
