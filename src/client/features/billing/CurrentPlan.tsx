import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { BillingStatus } from '../../../core/api/billing';
import { ErrorMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { PageCard } from '../../components/PageCard';
import { useSetSeatsMutation } from './billing-api';
import { longDate, STATE_WORDS, usageLine } from './format';
import { SeatsField, seatRange, seatsProblem } from './SeatPicker';
import { counted } from '../../components/counted';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  label: { width: '40%', fontWeight: tokens.fontWeightSemibold },
  table: { tableLayout: 'fixed', width: '100%', '& td': { overflowWrap: 'anywhere' } },
});

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <TableRow>
      <TableCell className={styles.label}>{label}</TableCell>
      <TableCell data-testid={testId}>{value}</TableCell>
    </TableRow>
  );
}

const STATE_COLOR = {
  active: 'success',
  trialing: 'informative',
  past_due: 'warning',
  canceled: 'subtle',
  unpaid: 'danger',
  incomplete: 'warning',
  none: 'subtle',
} as const;

/** The firm admin's seat control: at least the member count, as the server also checks. */
function SeatsControl({ status }: { status: BillingStatus }) {
  const styles = useStyles();
  const members = status.members ?? 0;
  const [seats, setSeats] = useState(status.seats ?? members);
  const [save, saving] = useSetSeatsMutation();
  const { min, max } = seatRange(status.plan, members);
  const problem = seatsProblem(status.plan, members, seats);
  return (
    <>
      <div className={styles.actions}>
        <SeatsField
          seats={seats}
          onChange={setSeats}
          min={min}
          max={max}
          problem={problem}
          hint={`Your firm has ${counted(members, 'member')}`}
        />
        <Button
          disabled={saving.isLoading || seats === status.seats || problem !== undefined}
          onClick={() => void save({ seats })}
        >
          Change seats
        </Button>
      </div>
      <ErrorMessage error={queryError(saving.error)} />
    </>
  );
}

/** The plan in effect: state, period, seats, renewal, card, usage, and what the user may change. */
export function CurrentPlan(props: {
  status: BillingStatus;
  onPortal: () => void;
  portalBusy: boolean;
}) {
  const styles = useStyles();
  const { status } = props;
  const { usage } = status;
  const paid = status.source === 'subscription';
  return (
    <PageCard title="Your plan" testId="billing-usage">
      {status.state === 'past_due' && (
        <MessageBar intent="warning">
          <MessageBarBody>
            The last payment failed. Stripe retries the card over the next days and your plan stays
            in place meanwhile; update the card in “Manage payments” to settle it now.
          </MessageBarBody>
        </MessageBar>
      )}
      {status.seats_pending !== null && status.seats_refused !== null && (
        <MessageBar intent="error" data-testid="seats-refused">
          <MessageBarBody>
            Your firm now needs {status.seats_pending} seats, but Stripe refused the change, so the
            subscription still has {status.seats ?? 0}: {status.seats_refused}. It is not sent again
            by itself: check the subscription in “Manage payments”, then set the seats below.
          </MessageBarBody>
        </MessageBar>
      )}
      {status.seats_pending !== null && status.seats_refused === null && (
        <MessageBar intent="warning" data-testid="seats-pending">
          <MessageBarBody>
            Your firm now needs {status.seats_pending} seats, but Stripe could not be reached when
            its members changed, so the subscription still has {status.seats ?? 0}. The change is
            sent again automatically; nothing needs doing.
          </MessageBarBody>
        </MessageBar>
      )}
      <Table aria-label="Your plan" size="small" className={styles.table}>
        <TableBody>
          <Row
            label="Plan"
            testId="billing-plan"
            value={
              <>
                {status.plan.name}{' '}
                <Badge appearance="tint" color={STATE_COLOR[status.state]}>
                  {status.source === 'grant' ? 'granted' : STATE_WORDS[status.state]}
                </Badge>
              </>
            }
          />
          {status.scope === 'enterprise' && status.enterprise && (
            <Row label="Paid by" value={`${status.enterprise.name} (your firm)`} />
          )}
          {paid && status.interval && (
            <Row label="Billed" value={status.interval === 'year' ? 'Yearly' : 'Monthly'} />
          )}
          {status.scope === 'enterprise' && status.seats !== null && (
            <Row
              label="Seats"
              testId="billing-seats"
              value={
                `${counted(status.seats, 'seat')} · ${counted(status.members ?? 0, 'member')}` +
                (status.seats_pending === null ? '' : ` · ${status.seats_pending} pending`)
              }
            />
          )}
          {paid && status.renews_at && (
            <Row
              label={status.cancel_at_period_end ? 'Ends on' : 'Renews on'}
              value={longDate(status.renews_at)}
            />
          )}
          {paid && (
            <Row label="Payment method" value={status.payment_method ?? 'On file with Stripe'} />
          )}
          {status.grant && (
            <Row
              label="Granted"
              value={`Until ${longDate(status.grant.ends_at)} — ${status.grant.reason}`}
            />
          )}
          <Row label="Generations" testId="billing-usage-line" value={usageLine(status)} />
          <Row label="Drafts" value={usage.drafts} />
        </TableBody>
      </Table>
      {usage.generations_limit !== null && (
        <ProgressBar
          aria-label="Generations used this month"
          thickness="large"
          color={usage.generations_left === 0 ? 'error' : 'brand'}
          value={Math.min(1, usage.generations_this_month / Math.max(1, usage.generations_limit))}
        />
      )}
      {status.can_manage && status.has_customer && (
        <div className={styles.actions}>
          <Button onClick={props.onPortal} disabled={props.portalBusy}>
            Manage payments
          </Button>
          {paid && (
            <Button appearance="subtle" onClick={props.onPortal} disabled={props.portalBusy}>
              {status.interval === 'year' ? 'Switch to monthly' : 'Switch to annual'}
            </Button>
          )}
          {paid && !status.cancel_at_period_end && (
            <Button appearance="subtle" onClick={props.onPortal} disabled={props.portalBusy}>
              Cancel plan
            </Button>
          )}
        </div>
      )}
      {status.can_manage && status.has_customer && (
        <span>
          Cards, past invoices, switching between monthly and annual billing, and cancelling are
          handled on Stripe’s secure billing page.
        </span>
      )}
      {paid && status.scope === 'enterprise' && status.can_manage && (
        <SeatsControl status={status} />
      )}
      {status.scope === 'enterprise' && !status.can_manage && (
        <span>Your firm’s plan is managed by its admins.</span>
      )}
    </PageCard>
  );
}
