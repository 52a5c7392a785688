// Apart from the schemas (zod): the client's billing API imports these paths without the contract,
// so zod stays out of the editor's first screen.

/** Paths of the billing endpoints under `/api/v1`. */
export const BillingPaths = {
  /** GET (public) → Plans. */
  plans: '/billing/plans',
  /** GET (bearer) → BillingStatus. */
  status: '/billing',
  /**
   * POST CheckoutRequest → RedirectUrl; 403 someone else's account; 409 already subscribed; 422
   * seats below the member count or out of the plan's range.
   */
  checkout: '/billing/checkout',
  /** POST PortalRequest → RedirectUrl; 409 nothing bought yet. */
  portal: '/billing/portal',
  /** PUT SeatsRequest → BillingStatus (the firm's admins); 422 out of range. */
  seats: '/billing/seats',
  /** POST, Stripe's signed event (raw JSON body, `Stripe-Signature` header). */
  webhook: '/billing/webhook',
  /** GET PageQuery → BillingAccounts (superusers). */
  accounts: '/billing/accounts',
  /** POST PlanGrantCreate → PlanGrant (superusers). */
  grants: '/billing/grants',
} as const;
