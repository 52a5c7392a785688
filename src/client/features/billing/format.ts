import type { BillingStatus, SubscriptionState } from '../../../core/api/billing';
import { counted } from '../../components/counted';

/** A date as attorneys write it: "December 1, 2026" (UTC, as the server counts months). */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A subscription state in words. */
export const STATE_WORDS: Record<SubscriptionState, string> = {
  none: 'No subscription',
  trialing: 'Trial period',
  active: 'Active',
  past_due: 'Payment overdue (plan kept while the card is retried)',
  canceled: 'Cancelled',
  unpaid: 'Unpaid (back to the trial allowance)',
  incomplete: 'Awaiting the first payment',
};

/** What `/billing` and the editor say about the month's generations. */
export function usageLine(status: BillingStatus): string {
  const { usage } = status;
  const used = usage.generations_this_month;
  if (usage.generations_limit === null) return `${counted(used, 'generation')} this month`;
  const limit = counted(usage.generations_limit, 'generation');
  return `${used.toLocaleString('en-US')} of ${limit} used this month; resets on ${longDate(usage.resets_at)}`;
}

/** True when the month's allowance is used up or nearly (a tenth or less left). */
export function nearLimit(status: BillingStatus | undefined): boolean {
  const u = status?.usage;
  if (!u || u.generations_limit === null || u.generations_left === null) return false;
  return u.generations_left <= Math.max(1, Math.floor(u.generations_limit / 10));
}
