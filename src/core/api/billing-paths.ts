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
  /**
   * GET → Invoices: the latest invoices of the account whose plan the user has and manages (or
   * their own); empty when nothing was bought; 503 while Stripe cannot be reached.
   */
  invoices: '/billing/invoices',
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
