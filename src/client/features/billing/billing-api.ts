import type {
  BillingAccounts,
  BillingStatus,
  CheckoutRequest,
  Invoices,
  PlanGrant,
  PlanGrantCreate,
  Plans,
  PortalRequest,
  RedirectUrl,
} from '../../../core/api/billing';
import { BillingPaths } from '../../../core/api/billing-paths';
import { api } from '../../app/api';

/** Billing: plans, the user's plan and usage, Stripe Checkout and Portal, seats; superusers' view. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plans, undefined>({ query: () => BillingPaths.plans }),
    getBilling: build.query<BillingStatus, undefined>({
      query: () => BillingPaths.status,
      providesTags: ['Billing'],
    }),
    listInvoices: build.query<Invoices, undefined>({
      query: () => BillingPaths.invoices,
      providesTags: ['Billing'],
    }),
    startCheckout: build.mutation<RedirectUrl, CheckoutRequest>({
      query: (body) => ({ url: BillingPaths.checkout, method: 'POST', body }),
    }),
    openPortal: build.mutation<RedirectUrl, PortalRequest>({
      query: (body) => ({ url: BillingPaths.portal, method: 'POST', body }),
    }),
    setSeats: build.mutation<BillingStatus, { seats: number }>({
      query: (body) => ({ url: BillingPaths.seats, method: 'PUT', body }),
      invalidatesTags: ['Billing'],
    }),
    listBillingAccounts: build.query<BillingAccounts, { skip: number; limit: number }>({
      query: (params) => ({ url: BillingPaths.accounts, params: { ...params } }),
      providesTags: ['Billing'],
    }),
    grantPlan: build.mutation<PlanGrant, PlanGrantCreate>({
      query: (body) => ({ url: BillingPaths.grants, method: 'POST', body }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const {
  useGetPlansQuery,
  useGetBillingQuery,
  useListInvoicesQuery,
  useStartCheckoutMutation,
  useOpenPortalMutation,
  useSetSeatsMutation,
  useListBillingAccountsQuery,
  useGrantPlanMutation,
} = billingApi;
