import type { BillingStatus } from '../../../src/core/api/billing';
import { counted } from '../../../src/client/components/counted';
import { usageLine } from '../../../src/client/features/billing/format';

const status = (used: number, limit: number | null) =>
  ({
    usage: {
      generations_this_month: used,
      generations_limit: limit,
      generations_left: limit === null ? null : limit - used,
      resets_at: '2026-12-01T00:00:00Z',
    },
  }) as unknown as BillingStatus;

describe('counts in words', () => {
  it('says "1 generation", never "1 generations"', () => {
    expect(usageLine(status(1, null))).toBe('1 generation this month');
    expect(usageLine(status(0, null))).toBe('0 generations this month');
    expect(usageLine(status(0, 1))).toBe(
      '0 of 1 generation used this month; resets on December 1, 2026',
    );
    expect(usageLine(status(1200, 1800))).toBe(
      '1,200 of 1,800 generations used this month; resets on December 1, 2026',
    );
  });

  it('puts the noun in the number of the count', () => {
    expect([counted(1, 'member'), counted(2, 'member'), counted(1, 'page')]).toEqual([
      '1 member',
      '2 members',
      '1 page',
    ]);
  });
});
