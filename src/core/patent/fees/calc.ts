import type { Claim } from '../types';
import { EP_FEES, US_FEES, rowFor } from './table';

/** One fee line. */
export interface FeeItem {
  code: string;
  description: string;
  count: number;
  unit: number;
  amount: number;
  verified: boolean;
}

/** The fee calculation result. */
export interface FeeResult {
  jurisdiction: 'us' | 'ep';
  currency: 'USD' | 'EUR';
  entity: 'large' | 'small' | 'micro' | null;
  effective: string;
  source: string;
  independent: number;
  /** Claims as counted for fees (US: multiple dependent claims count as the claims they refer to). */
  total: number;
  multipleDependent: boolean;
  items: FeeItem[];
  amount: number;
}

/** Options of the fee calculator. */
export interface FeeOptions {
  jurisdiction?: 'us' | 'ep';
  entity?: 'large' | 'small' | 'micro';
  date?: string;
  nonDocx?: boolean;
}

/** US fee weight of each claim per 37 CFR 1.75(c) / MPEP 608.01(n) (an improper MD claim counts as 1). */
export function usClaimWeights(claims: Claim[]): Map<Claim, number> {
  const byNumber = new Map<number, Claim>();
  for (const c of claims)
    if (c.number !== null && !byNumber.has(c.number)) byNumber.set(c.number, c);
  const weight = new Map<Claim, number>();
  const onMd = new Map<Claim, boolean>();
  for (const c of claims) {
    if (c.canceled) {
      weight.set(c, 0);
      continue;
    }
    const parents = c.parents
      .map((p) => byNumber.get(p))
      .filter(
        (p): p is Claim => !!p && p !== c && (p.number ?? 0) < (c.number ?? 0) && !p.canceled,
      );
    if (!parents.length) {
      weight.set(c, 1);
      onMd.set(c, false);
    } else if (c.multiple) {
      const improper =
        c.refs.some((r) => r.mode === 'cumulative') ||
        parents.some((p) => p.multiple || onMd.get(p));
      weight.set(c, improper ? 1 : parents.length);
      onMd.set(c, true);
    } else {
      weight.set(c, weight.get(parents[0]!) ?? 1);
      onMd.set(c, parents[0]!.multiple || !!onMd.get(parents[0]!));
    }
  }
  return weight;
}

/** Fee lines of one calculation: a line is kept only when its count is above zero. */
function feeLines() {
  const items: FeeItem[] = [];
  return {
    items,
    add(code: string, description: string, count: number, unit: number, verified = true): void {
      if (count > 0) items.push({ code, description, count, unit, amount: count * unit, verified });
    },
  };
}

/** Excess-claims fees: USPTO by entity size, or EPO claims fees. */
export function calculateFees(claims: Claim[], options: FeeOptions = {}): FeeResult {
  const live = claims.filter((c) => !c.canceled);
  const independent = live.filter((c) => c.independent).length;
  const multipleDependent = live.some((c) => c.multiple);
  const { items, add } = feeLines();
  if (options.jurisdiction === 'ep') {
    const row = rowFor(EP_FEES, options.date);
    const total = live.length;
    const mid = Math.max(0, Math.min(total, 50) - 15);
    const high = Math.max(0, total - 50);
    add('ep-claims-16-50', 'Claims fee, 16th to 50th claim', mid, row.from16, row.verified);
    add('ep-claims-51', 'Claims fee, 51st and each further claim', high, row.from51, row.verified);
    return {
      jurisdiction: 'ep',
      currency: 'EUR',
      entity: null,
      effective: row.effective,
      source: row.source,
      independent,
      total,
      multipleDependent,
      items,
      amount: sum(items),
    };
  }
  const entity = options.entity ?? 'large';
  const row = rowFor(US_FEES, options.date);
  const weights = usClaimWeights(claims);
  let total = 0;
  for (const c of live) total += weights.get(c) ?? 1;
  add(
    'us-independent-over-3',
    'Each independent claim in excess of 3 (37 CFR 1.16(h))',
    Math.max(0, independent - 3),
    row.independentOver3[entity],
  );
  add(
    'us-total-over-20',
    'Each claim in excess of 20 (37 CFR 1.16(i))',
    Math.max(0, total - 20),
    row.totalOver20[entity],
  );
  add(
    'us-multiple-dependent',
    'Multiple dependent claim (37 CFR 1.16(j)) — amount unverified',
    multipleDependent ? 1 : 0,
    row.multipleDependent[entity],
    row.multipleDependent.verified,
  );
  add(
    'us-non-docx',
    'Non-DOCX filing surcharge (37 CFR 1.16(u))',
    options.nonDocx ? 1 : 0,
    row.nonDocx[entity],
  );
  return {
    jurisdiction: 'us',
    currency: 'USD',
    entity,
    effective: row.effective,
    source: row.source,
    independent,
    total,
    multipleDependent,
    items,
    amount: sum(items),
  };
}

function sum(items: FeeItem[]): number {
  return items.reduce((a, i) => a + i.amount, 0);
}
