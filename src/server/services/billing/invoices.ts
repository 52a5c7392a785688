import type { Invoices } from '../../../core/api/billing';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { accountToManage } from './checkout';
import { callStripe, stripeFor } from './stripe-client';

/** How many of the latest invoices `/billing` lists (older ones are in the portal). */
const INVOICES_LISTED = 12;

/**
 * The latest invoices of the account the user manages (see `accountToManage`), newest first, as
 * Stripe has them; none when nothing was bought. 503 while Stripe cannot be reached.
 */
export async function listInvoices(ctx: AppContext, actor: UserRow): Promise<Invoices> {
  const stripe = stripeFor(ctx);
  const customer = (await accountToManage(ctx, actor))?.stripeCustomerId;
  if (!customer) return { data: [] };
  const page = await callStripe(ctx, 'invoices.list', () =>
    stripe.invoices.list({ customer, limit: INVOICES_LISTED }),
  );
  return {
    data: page.data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number ?? null,
      created_at: new Date(invoice.created * 1000).toISOString(),
      amount_cents: invoice.total,
      currency: invoice.currency,
      status: invoice.status ?? null,
      url: invoice.hosted_invoice_url ?? null,
    })),
  };
}
