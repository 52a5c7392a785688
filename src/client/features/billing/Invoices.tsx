import {
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { Invoice } from '../../../core/api/billing';
import { PageCard } from '../../components/PageCard';
import { useListInvoicesQuery } from './billing-api';
import { longDate } from './format';

/** "$590.00" (the invoice's own currency). */
function amount(invoice: Invoice): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: invoice.currency.toUpperCase(),
  }).format(invoice.amount_cents / 100);
}

/**
 * The latest invoices of the account (Stripe keeps them; each links to Stripe's page for it). A
 * Stripe outage leaves the rest of `/billing` working and says so here.
 */
export function Invoices() {
  const invoices = useListInvoicesQuery(undefined);
  return (
    <PageCard title="Invoices" testId="billing-invoices">
      {invoices.isLoading && <Spinner size="tiny" label="Loading invoices…" />}
      {invoices.isError && (
        <MessageBar intent="warning">
          <MessageBarBody>
            The invoices could not be loaded: Stripe is unavailable. Your plan is not affected; try
            again in a few minutes.
          </MessageBarBody>
        </MessageBar>
      )}
      {invoices.data?.data.length === 0 && <span>No invoices yet.</span>}
      {Boolean(invoices.data?.data.length) && (
        <Table aria-label="Invoices" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Number</TableHeaderCell>
              <TableHeaderCell>Amount</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.data!.data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{longDate(invoice.created_at)}</TableCell>
                <TableCell>
                  {invoice.url ? (
                    <Link href={invoice.url} target="_blank" rel="noreferrer">
                      {invoice.number ?? 'View'}
                    </Link>
                  ) : (
                    (invoice.number ?? '—')
                  )}
                </TableCell>
                <TableCell>{amount(invoice)}</TableCell>
                <TableCell>{invoice.status ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PageCard>
  );
}
