import { checkAbstractAndTitle } from './checks/abstract';
import { checkAntecedents } from './checks/antecedent';
import { checkClaimForm } from './checks/claim-form';
import { checkClaimNumbering } from './checks/claim-deps';
import { makeContext, type AnalyzeOptions, type CheckContext } from './checks/context';
import { checkFigures } from './checks/figures';
import { checkFormat } from './checks/format';
import { checkForm } from './checks/form';
import { checkMeansPlusFunction } from './checks/mpf';
import { checkNumerals } from './checks/numerals';
import { checkUndescribedNumerals } from './checks/numerals-undescribed';
import { checkProfanity } from './checks/profanity';
import { checkSupport } from './checks/support';
import { calculateFees, type FeeResult } from './fees/calc';
import { parseDraft } from './parse';
import { locateFindings } from './parse/locate';
import type { DraftInput, DraftModel, Finding, Severity } from './types';

/** Counts that come with an analysis. */
export interface AnalysisStats {
  claims: number;
  independent: number;
  words: number;
  findings: Record<Severity, number>;
}

/** Everything `analyzeDraft` returns. */
export interface Analysis {
  model: DraftModel;
  findings: Finding[];
  fees: FeeResult;
  stats: AnalysisStats;
}

const CHECKS: Array<(ctx: CheckContext) => void> = [
  checkClaimNumbering,
  checkClaimForm,
  checkAntecedents,
  checkSupport,
  checkMeansPlusFunction,
  checkAbstractAndTitle,
  checkFormat,
  checkNumerals,
  checkUndescribedNumerals,
  checkProfanity,
  checkForm,
  checkFigures,
];
const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Parses and checks a draft; never throws (a failing check becomes a `format/internal` info finding). */
export function analyzeDraft(
  input: DraftInput | DraftModel,
  options: AnalyzeOptions = {},
): Analysis {
  const model = isModel(input) ? input : parseDraft(input);
  const findings: Finding[] = [];
  const ctx = makeContext(model, options, findings);
  for (const check of CHECKS) {
    try {
      check(ctx);
    } catch (e) {
      findings.push({
        rule: 'format/internal',
        severity: 'info',
        section: 'document',
        start: 0,
        end: 0,
        message: `A check failed on this input: ${e instanceof Error ? e.message : String(e)}`,
      });
    }
  }
  const fees = calculateFees(model.claims, {
    jurisdiction: ctx.jurisdiction,
    entity: options.entity,
    date: options.date,
    nonDocx: options.nonDocx,
  });
  if (fees.amount > 0 && ctx.claimsSection) {
    const what = fees.items
      .map(
        (i) =>
          `${i.description}: ${i.count} × ${i.unit} ${fees.currency}${i.verified ? '' : ' (unverified)'}`,
      )
      .join('; ');
    ctx.add('claims/fee', {
      section: ctx.claimsSection.id,
      start: 0,
      end: 0,
      message: `Claims fees of ${fees.amount} ${fees.currency} are due (${what}).`,
    });
  }
  locateFindings(model, findings);
  const order = new Map(model.sections.map((s, i) => [s.id, i]));
  findings.sort(
    (a, b) =>
      (order.get(a.section) ?? -1) - (order.get(b.section) ?? -1) ||
      a.start - b.start ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity],
  );
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  const live = model.claims.filter((c) => !c.canceled);
  return {
    model,
    findings,
    fees,
    stats: {
      claims: live.length,
      independent: live.filter((c) => c.independent).length,
      words: model.words,
      findings: counts,
    },
  };
}

function isModel(x: DraftInput | DraftModel): x is DraftModel {
  return (
    typeof x === 'object' &&
    x !== null &&
    !Array.isArray(x) &&
    'claims' in x &&
    Array.isArray((x as DraftModel).claims) &&
    'sections' in x
  );
}
