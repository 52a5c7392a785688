/** One row of the USPTO claims-fee table, by entity size (USD). */
export interface UsFeeRow {
  effective: string;
  source: string;
  independentOver3: Amounts;
  totalOver20: Amounts;
  multipleDependent: Amounts & { verified: boolean };
  nonDocx: Amounts & { effective: string };
}

/** Amounts per entity size. */
export interface Amounts {
  large: number;
  small: number;
  micro: number;
}

/** One row of the EPO claims-fee table (EUR). */
export interface EpFeeRow {
  effective: string;
  source: string;
  from16: number;
  from51: number;
  verified: boolean;
}

/** USPTO claims fees, newest last. Amounts change: add a row, never edit code. */
export const US_FEES: readonly UsFeeRow[] = [
  {
    effective: '2025-01-19',
    source:
      '37 CFR 1.16(h),(i),(j),(u); USPTO fee schedule effective 19 Jan 2025 (see ../shared/RULES.md)',
    independentOver3: { large: 600, small: 240, micro: 120 },
    totalOver20: { large: 200, small: 80, micro: 40 },
    multipleDependent: { large: 925, small: 370, micro: 185, verified: false },
    nonDocx: { large: 400, small: 160, micro: 80, effective: '2024-01-17' },
  },
];

/** EPO claims fees (Rule 45 EPC, Art. 2(1) item 15 RFees). Amounts not checked against the current schedule. */
export const EP_FEES: readonly EpFeeRow[] = [
  {
    effective: '2024-04-01',
    source: 'EPC Rule 45; RFees Art. 2(1) item 15 (amounts unverified)',
    from16: 265,
    from51: 660,
    verified: false,
  },
];

/** The row in force on `date` (YYYY-MM-DD), or the earliest row if the date precedes all. */
export function rowFor<T extends { effective: string }>(rows: readonly T[], date?: string): T {
  if (!date) return rows[rows.length - 1]!;
  let pick = rows[0]!;
  for (const r of rows) if (r.effective <= date) pick = r;
  return pick;
}
