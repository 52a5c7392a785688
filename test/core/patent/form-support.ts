import { analyzeDraft, type Finding } from '../../../src/core/patent';

/** The findings of one rule on a claims section, with the text each one points at. */
export function formFindings(claims: string, rule: string): Array<Finding & { text: string }> {
  const a = analyzeDraft({ claims });
  const sec = a.model.sections.find((s) => s.kind === 'claims')!;
  return a.findings
    .filter((f) => f.rule === rule)
    .map((f) => ({ ...f, text: sec.text.slice(f.start, f.end) }));
}

/** The flagged texts of one rule, for `toEqual` against what an attorney would mark. */
export function flagged(claims: string, rule: string): string[] {
  return formFindings(claims, rule).map((f) => f.text);
}

/** Claim 1 of a list: "1. <preamble>, comprising:" then one indented element per line. */
export function listClaim(preamble: string, items: string[]): string {
  return `1. ${preamble}, comprising:\n${items.map((i, k) => `  ${i}${k === items.length - 1 ? '.' : k === items.length - 2 ? '; and' : ';'}`).join('\n')}`;
}
