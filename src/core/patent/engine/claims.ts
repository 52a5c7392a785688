import type { Analysis } from './analysis';
import { apparatusClaim, dependentClaims } from './claims-system';
import { stepClaims, stepDependents } from './claims-method';
import type { ClaimSpec, NumberedClaim } from './claim-types';
import type { Jurisdiction } from './types';
import { capitalize } from './words';

const CRM_NOUN = 'non-transitory computer-readable medium';

function withDependents(
  a: Analysis,
  root: ClaimSpec | null,
  subjectKey: string,
  used: Set<number>,
): ClaimSpec[] {
  if (!root) return [];
  const claims = [root];
  if (root.group !== 'system') stepDependents(a, claims, used);
  dependentClaims(a, root.group, claims, subjectKey, used);
  return claims;
}

/** Builds the numbered claim set: apparatus, method and (US, software) CRM claims with dependents. */
export function buildClaims(a: Analysis, jurisdiction: Jurisdiction): NumberedClaim[] {
  const used = new Set<number>();
  const apparatus = apparatusClaim(a);
  const steps = stepClaims(a, jurisdiction === 'us');
  // Built in claim order: the first group's dependents pick their sentences first.
  const apparatusGroup = () => withDependents(a, apparatus, a.subject.key, used);
  const methodGroup = () => withDependents(a, steps.method, 'method', used);
  // A disclosure that opens with a method claims it first.
  const groups =
    a.method !== null && steps.method !== null
      ? [methodGroup(), apparatusGroup()]
      : [apparatusGroup(), methodGroup()];
  groups.push(withDependents(a, steps.crm, CRM_NOUN, used));
  const out: NumberedClaim[] = [];
  for (const group of groups) {
    const base = out.length;
    const noun =
      group[0]?.group === 'system'
        ? a.subject.key
        : group[0]?.group === 'method'
          ? 'method'
          : CRM_NOUN;
    group.forEach((c) => {
      const parentNumber = c.parent === null ? null : base + c.parent + 1;
      out.push({ ...c, number: out.length + 1, parentNumber, noun });
    });
  }
  return out;
}

/** Claim text in the granted layout: elements on their own indented lines. */
export function formatClaim(c: NumberedClaim, jurisdiction: Jurisdiction): string {
  if (c.parentNumber !== null) {
    const ref =
      jurisdiction === 'ep' ? `according to claim ${c.parentNumber}` : `of claim ${c.parentNumber}`;
    return `${c.number}. The ${c.noun} ${ref}, ${c.body}.`;
  }
  const lines = c.elements.map((e, i) => {
    const last = i === c.elements.length - 1;
    return `  ${e}${last ? '.' : i === c.elements.length - 2 ? '; and' : ';'}`;
  });
  return `${c.number}. ${capitalize(c.preamble)}, comprising:\n${lines.join('\n')}`;
}

/** Joins phrases as "a, b, and c". */
export function series(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** One sentence of prose saying what a claim says. */
export function claimProse(c: NumberedClaim): string {
  if (c.parentNumber === null) {
    if (c.group === 'crm') {
      return `A non-transitory computer-readable medium stores instructions that, when executed by a processor, cause the processor to perform operations including ${series(c.elements)}.`;
    }
    return `${capitalize(c.preamble)} includes ${series(c.elements)}.`;
  }
  if (c.body.startsWith('wherein the operations further comprise ')) {
    return `In some embodiments, the operations further include ${c.body.slice('wherein the operations further comprise '.length)}.`;
  }
  if (c.body.startsWith('wherein '))
    return `In some embodiments, ${c.body.slice('wherein '.length)}.`;
  const noun = c.group === 'crm' ? 'the operations' : `the ${c.noun}`;
  return `In some embodiments, ${noun} further ${c.group === 'crm' ? 'include' : 'includes'} ${c.body.replace(/^further comprising /, '')}.`;
}
