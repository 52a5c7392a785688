import { analyzeDraft, type Finding } from '../../../src/core/patent';

const flag = (f: Finding, withInfo: boolean) => withInfo || f.severity !== 'info';

/**
 * The rule ids of a claim set's findings whose id starts with `prefix`: warnings and errors
 * only (info notes are no flags) unless `withInfo`.
 */
export function claimRules(claims: string, prefix: string, withInfo = false): string[] {
  return analyzeDraft({ claims })
    .findings.filter((f) => f.rule.startsWith(prefix) && flag(f, withInfo))
    .map((f) => f.rule);
}

/**
 * The findings of a description whose rule matches `rule`, as "severity rule text" lines (the
 * text each finding points at), beside a one-claim claims section.
 */
export function describedFlags(
  detailed: string,
  rule: RegExp,
  claims = '1. A device comprising a lever.',
): string[] {
  const a = analyzeDraft({ detailed, claims });
  const text = a.model.sections.find((s) => s.kind === 'detailed')!.text;
  return a.findings
    .filter((f) => rule.test(f.rule))
    .map((f) => `${f.severity} ${f.rule} ${text.slice(f.start, f.end)}`);
}

/** `describedFlags` without the info notes and without the severity: "rule text" lines. */
export function describedWarnings(detailed: string, rule: RegExp, claims?: string): string[] {
  return describedFlags(detailed, rule, claims)
    .filter((f) => !f.startsWith('info '))
    .map((f) => f.slice(f.indexOf(' ') + 1));
}
