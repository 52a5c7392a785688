/**
 * The plans, as data: the one table the pricing section, `/billing`, the server's entitlements
 * and Stripe's prices (looked up by `lookup_key`) are all read from.
 *
 * Prices are US cents per seat. What this market pays (public figures, 2025–26): Patent Bots about
 * $700 a user a year, ClaimMaster $20–90 a month by tier, PatentPal $49–99 a month, DeepIP about
 * $350–420 a month. So: an individual plan at the low end of a full drafting tool, per-seat team and
 * firm plans with an annual discount of two months, a firm minimum, and a quote beyond.
 */

/** Who a plan is bought for: one user, or a whole enterprise (firm) and its members. */
export type PlanScope = 'user' | 'enterprise';

/** What a plan includes, shown beside its price. */
export interface PlanIncludes {
  /** Which drafting engines the plan may use. */
  ai_providers: string;
  word_addin: boolean;
  docx: boolean;
  /** Firm-wide settings and member management. */
  enterprise_settings: boolean;
  support: string;
}

/** One plan. */
export interface Plan {
  id: PlanId;
  name: string;
  /** One line for the pricing table. */
  tagline: string;
  scope: PlanScope;
  /** Per seat, US cents; 0 for the free tier. */
  monthly_price_cents: number;
  /** Per seat for a year paid at once, US cents (two months free against monthly). */
  annual_price_cents: number;
  /** Seats a subscription may have: at least `min_seats`, at most `max_seats` (null: no cap). */
  min_seats: number;
  max_seats: number | null;
  /** Generations a month per seat; an enterprise's seats share one pool. */
  generations_per_month: number;
  includes: PlanIncludes;
  /** True for plans bought through Stripe Checkout. */
  purchasable: boolean;
}

export const PLAN_IDS = ['free', 'individual', 'team', 'firm'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Plans that can be bought. */
export const PAID_PLAN_IDS = ['individual', 'team', 'firm'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Billing intervals Stripe charges in. */
export const INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof INTERVALS)[number];

/** The plans, cheapest first. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Trial',
    tagline: 'Try Claimwright on a few applications.',
    scope: 'user',
    monthly_price_cents: 0,
    annual_price_cents: 0,
    min_seats: 1,
    max_seats: 1,
    generations_per_month: 10,
    includes: {
      ai_providers: 'Offline engine and every configured AI provider',
      word_addin: true,
      docx: true,
      enterprise_settings: false,
      support: 'Documentation',
    },
    purchasable: false,
  },
  {
    id: 'individual',
    name: 'Individual',
    tagline: 'One attorney or agent drafting every week.',
    scope: 'user',
    monthly_price_cents: 5900,
    annual_price_cents: 59000,
    min_seats: 1,
    max_seats: 1,
    generations_per_month: 150,
    includes: {
      ai_providers: 'OpenAI, Azure OpenAI, Anthropic, local models, offline engine',
      word_addin: true,
      docx: true,
      enterprise_settings: false,
      support: 'Email, next business day',
    },
    purchasable: true,
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'A small practice sharing one bill.',
    scope: 'enterprise',
    monthly_price_cents: 8900,
    annual_price_cents: 89000,
    min_seats: 2,
    max_seats: 10,
    generations_per_month: 200,
    includes: {
      ai_providers: 'OpenAI, Azure OpenAI, Anthropic, local models, offline engine',
      word_addin: true,
      docx: true,
      enterprise_settings: true,
      support: 'Email, next business day',
    },
    purchasable: true,
  },
  {
    id: 'firm',
    name: 'Firm',
    tagline: 'Every member of the firm, seats following the roster.',
    scope: 'enterprise',
    monthly_price_cents: 12900,
    annual_price_cents: 129000,
    min_seats: 5,
    max_seats: null,
    generations_per_month: 300,
    includes: {
      ai_providers: 'OpenAI, Azure OpenAI, Anthropic, local models, offline engine',
      word_addin: true,
      docx: true,
      enterprise_settings: true,
      support: 'Priority email and onboarding call',
    },
    purchasable: true,
  },
];

/** The plan with this id; the free tier for an id no longer offered. */
export function planById(id: string | null | undefined): Plan {
  return PLANS.find((p) => p.id === id) ?? PLANS[0]!;
}

/** The Stripe price `lookup_key` of a plan and interval (prices are found or made by it). */
export function priceLookupKey(plan: PaidPlanId, interval: BillingInterval): string {
  return `claimwright_${plan}_${interval}`;
}

/** The plan and interval a Stripe price `lookup_key` names, or null for a foreign price. */
export function parseLookupKey(
  key: string | null | undefined,
): { plan: PaidPlanId; interval: BillingInterval } | null {
  const match = /^claimwright_(individual|team|firm)_(month|year)$/.exec(key ?? '');
  return match ? { plan: match[1] as PaidPlanId, interval: match[2] as BillingInterval } : null;
}

/** Whole dollars of a price in cents, for display: 5900 → "$59", 129000 → "$1,290". */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
