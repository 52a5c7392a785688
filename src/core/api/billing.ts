import { z } from 'zod';
import { INTERVALS, PAID_PLAN_IDS, PLAN_IDS } from '../billing/plans';

export { BillingPaths } from './billing-paths';

export const ZPlanId = z.enum(PLAN_IDS);
export const ZPaidPlanId = z.enum(PAID_PLAN_IDS).describe('a plan bought through Stripe');
export const ZInterval = z.enum(INTERVALS).describe('charged monthly or yearly');

/** One plan, as `src/core/billing/plans.ts` defines it. */
export const ZPlan = z.object({
  id: ZPlanId,
  name: z.string(),
  tagline: z.string(),
  scope: z.enum(['user', 'enterprise']).describe('bought for one user or a whole enterprise'),
  monthly_price_cents: z.number().int().describe('per seat, US cents'),
  annual_price_cents: z.number().int().describe('per seat per year, US cents'),
  min_seats: z.number().int(),
  max_seats: z.number().int().nullable().describe('null: no cap'),
  generations_per_month: z.number().int().describe('per seat; an enterprise pools its seats'),
  includes: z.object({
    ai_providers: z.string(),
    word_addin: z.boolean(),
    docx: z.boolean(),
    enterprise_settings: z.boolean(),
    support: z.string(),
  }),
  purchasable: z.boolean(),
});
export type PlanPublic = z.infer<typeof ZPlan>;

/** `GET /billing/plans`. */
export const ZPlans = z.object({
  data: z.array(ZPlan),
  self_hosted: z.boolean().describe('true when this install takes no payments'),
});
export type Plans = z.infer<typeof ZPlans>;

/** Stripe's subscription states we act on; `none` when nothing was bought. */
export const ZSubscriptionState = z
  .enum(['none', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete'])
  .describe('past_due keeps the plan while Stripe retries the payment (grace period)');
export type SubscriptionState = z.infer<typeof ZSubscriptionState>;

/** A plan a superuser granted for a period, with the reason recorded. */
export const ZPlanGrant = z.object({
  id: z.number().int(),
  plan_id: ZPlanId,
  user_id: z.number().int().nullable(),
  enterprise_id: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
  granted_by: z.number().int().nullable(),
});
export type PlanGrant = z.infer<typeof ZPlanGrant>;

/** Generations this month against the allowance. */
export const ZBillingUsage = z.object({
  generations_this_month: z.number().int().describe('counted for the plan: the pool if shared'),
  generations_limit: z.number().int().nullable().describe('null: no limit (self-hosted)'),
  generations_left: z.number().int().nullable(),
  resets_at: z.string().describe('ISO 8601, the first day of next month (UTC)'),
  drafts: z.number().int(),
});
export type BillingUsage = z.infer<typeof ZBillingUsage>;

/** `GET /billing`: the signed-in user's plan, its state, usage and limits. */
export const ZBillingStatus = z.object({
  self_hosted: z.boolean().describe('billing is off: no limits, nothing to buy'),
  plan: ZPlan,
  state: ZSubscriptionState,
  /** Where the plan comes from. */
  source: z.enum(['self_hosted', 'free', 'subscription', 'grant']),
  scope: z.enum(['user', 'enterprise']),
  enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  can_manage: z.boolean().describe('may buy, change seats or open the portal for this account'),
  interval: ZInterval.nullable(),
  seats: z.number().int().nullable(),
  members: z.number().int().nullable().describe("the enterprise's member count"),
  seats_pending: z
    .number()
    .int()
    .nullable()
    .describe(
      'seats the roster asks for that Stripe could not take yet (it was unreachable when members ' +
        'joined or left); retried automatically. null: nothing pending',
    ),
  seats_refused: z
    .string()
    .nullable()
    .describe(
      'why Stripe refused the pending seat count for good (shown to those who manage the ' +
        'account); not retried until the roster or the subscription changes. null: no refusal',
    ),
  renews_at: z.string().nullable().describe('end of the paid period, ISO 8601'),
  cancel_at_period_end: z.boolean(),
  payment_method: z.string().nullable().describe('e.g. "visa •••• 4242"'),
  has_customer: z.boolean().describe('the portal (cards, invoices, cancelling) can be opened'),
  grant: ZPlanGrant.nullable(),
  usage: ZBillingUsage,
});
export type BillingStatus = z.infer<typeof ZBillingStatus>;

/** `POST /billing/checkout`. */
export const ZCheckoutRequest = z.object({
  plan_id: ZPaidPlanId,
  interval: ZInterval.default('month'),
  seats: z
    .number()
    .int()
    .min(1)
    .max(10000)
    .optional()
    .describe(
      "team and firm plans: at least the firm's member count and the plan's minimum, at most its " +
        'cap (422 otherwise); default: the member count or the minimum',
    ),
  enterprise_id: z
    .number()
    .int()
    .positive()
    .max(2147483647)
    .optional()
    .describe('team/firm: the enterprise paying (default: yours)'),
  user_id: z
    .number()
    .int()
    .positive()
    .max(2147483647)
    .optional()
    .describe('individual: the user paying (only yourself)'),
});
export type CheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** `POST /billing/portal`. */
export const ZPortalRequest = z.object({
  enterprise_id: z.number().int().positive().max(2147483647).optional(),
});
export type PortalRequest = z.infer<typeof ZPortalRequest>;

/** `PUT /billing/seats`. */
export const ZSeatsRequest = z.object({
  seats: z.number().int().min(1).max(10000),
});
export type SeatsRequest = z.infer<typeof ZSeatsRequest>;

/** One invoice of the account, as Stripe keeps it. */
export const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable().describe('the number printed on the invoice'),
  created_at: z.string().describe('ISO 8601'),
  amount_cents: z.number().int().describe('total, in the smallest unit of the currency'),
  currency: z.string().describe('ISO 4217, lower case'),
  status: z.string().nullable().describe('draft, open, paid, uncollectible or void'),
  url: z.string().nullable().describe("Stripe's page for the invoice (view, download, pay)"),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** `GET /billing/invoices`: the latest invoices, newest first. */
export const ZInvoices = z.object({ data: z.array(ZInvoice) });
export type Invoices = z.infer<typeof ZInvoices>;

/** Where to send the browser (Stripe Checkout or the Customer Portal). */
export const ZRedirectUrl = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof ZRedirectUrl>;

/** What the webhook answers Stripe. */
export const ZWebhookReceipt = z.object({
  received: z.boolean(),
  duplicate: z.boolean(),
  ignored: z.boolean(),
});

/** One user's billing as superusers see it. */
export const ZBillingAccount = z.object({
  user_id: z.number().int(),
  email: z.string(),
  enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  plan_id: ZPlanId,
  state: ZSubscriptionState,
  source: z.enum(['self_hosted', 'free', 'subscription', 'grant']),
  renews_at: z.string().nullable(),
  grant: ZPlanGrant.nullable(),
  generations_this_month: z.number().int(),
});
export type BillingAccount = z.infer<typeof ZBillingAccount>;

export const ZBillingAccounts = z.object({
  data: z.array(ZBillingAccount),
  count: z.number().int(),
});
export type BillingAccounts = z.infer<typeof ZBillingAccounts>;

/** `POST /billing/grants` (superusers): one of user_id or enterprise_id. */
export const ZPlanGrantCreate = z
  .object({
    plan_id: ZPaidPlanId,
    user_id: z.number().int().positive().max(2147483647).optional(),
    enterprise_id: z.number().int().positive().max(2147483647).optional(),
    days: z.number().int().min(1).max(3660).describe('how long, from now'),
    reason: z.string().trim().min(3).max(500).describe('recorded with the grant'),
  })
  .refine((g) => (g.user_id === undefined) !== (g.enterprise_id === undefined), {
    message: 'Give exactly one of user_id or enterprise_id',
    path: ['user_id'],
  });
export type PlanGrantCreate = z.infer<typeof ZPlanGrantCreate>;
