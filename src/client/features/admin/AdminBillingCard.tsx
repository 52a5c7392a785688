import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { BillingAccount } from '../../../core/api/billing';
import { planById } from '../../../core/billing/plans';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { Pager } from '../../components/Pager';
import { queryError } from '../../components/query-error';
import { useListBillingAccountsQuery } from '../billing/billing-api';
import { longDate, STATE_WORDS } from '../billing/format';
import { GrantPlanDialog } from './GrantPlanDialog';

const PAGE = 20;

// At Word's 400 px the five columns cannot fit: Fluent's table is fixed-layout and squeezed its
// columns until the email ran over the plan. The table keeps a readable width and scrolls
// sideways inside its card (never the page), the account column pinned so a row stays known.
const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '680px', tableLayout: 'auto' },
  pinned: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '180px',
    overflowWrap: 'anywhere',
  },
  badge: { whiteSpace: 'nowrap' },
});

function source(a: BillingAccount): string {
  if (a.source === 'grant' && a.grant) {
    return `granted until ${longDate(a.grant.ends_at)}: ${a.grant.reason}`;
  }
  if (a.source === 'subscription') {
    return a.renews_at ? `renews ${longDate(a.renews_at)}` : 'subscription';
  }
  return a.source === 'self_hosted' ? 'self-hosted' : 'trial';
}

/** Superusers: each account's plan, state and usage this month; grant a plan with a reason. */
export function AdminBillingCard() {
  const styles = useStyles();
  const [skip, setSkip] = useState(0);
  const accounts = useListBillingAccountsQuery({ skip, limit: PAGE });
  const [granting, setGranting] = useState<BillingAccount | null>(null);
  return (
    <PageCard title="Plans and billing" testId="admin-billing">
      <ErrorMessage error={queryError(accounts.error)} />
      {accounts.data?.data[0]?.source === 'self_hosted' && (
        <span>Billing is off on this install (no STRIPE_SECRET_KEY): no plan limits apply.</span>
      )}
      <div className={styles.scroll}>
        <Table aria-label="Plans and billing" size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.pinned}>Account</TableHeaderCell>
              <TableHeaderCell>Plan</TableHeaderCell>
              <TableHeaderCell>State</TableHeaderCell>
              <TableHeaderCell>Generations this month</TableHeaderCell>
              <TableHeaderCell>Action</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {accounts.data?.data.map((a) => (
              <TableRow key={a.user_id} data-testid="billing-account-row">
                <TableCell className={styles.pinned}>
                  {a.email}
                  {a.enterprise ? ` (${a.enterprise.name})` : ''}
                </TableCell>
                <TableCell>{planById(a.plan_id).name}</TableCell>
                <TableCell>
                  <Badge appearance="tint" className={styles.badge}>
                    {STATE_WORDS[a.state]}
                  </Badge>{' '}
                  {source(a)}
                </TableCell>
                <TableCell>{a.generations_this_month}</TableCell>
                <TableCell>
                  {a.source !== 'self_hosted' && (
                    <Button
                      size="small"
                      aria-label={`Grant a plan to ${a.email}`}
                      onClick={() => setGranting(a)}
                    >
                      Grant plan
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pager
        name="accounts"
        skip={skip}
        limit={PAGE}
        count={accounts.data?.count ?? 0}
        onChange={setSkip}
      />
      {granting && <GrantPlanDialog account={granting} onClose={() => setGranting(null)} />}
    </PageCard>
  );
}
