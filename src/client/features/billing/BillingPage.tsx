import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PLANS, type BillingInterval, type Plan } from '../../../core/billing/plans';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { useGetUserDetailsQuery } from '../account/account-api';
import { queryError } from '../../components/query-error';
import { useGetBillingQuery, useOpenPortalMutation, useStartCheckoutMutation } from './billing-api';
import { CurrentPlan } from './CurrentPlan';
import { Invoices } from './Invoices';
import { usageLine } from './format';
import { IntervalChoice } from './IntervalChoice';
import { PlanCards } from './PlanCards';
import { redirectTo } from './redirect';
import { CheckoutSeats } from './SeatPicker';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1100px',
    minWidth: 0,
  },
});

const RANK: Record<string, number> = { free: 0, individual: 1, team: 2, firm: 3 };
/** How long /billing waits for Stripe's webhook after a checkout returns. */
const CONFIRM_POLL_MS = 1500;

/**
 * `/billing`: the plan in effect, its state and usage against its limits, and the plans to move
 * to (Stripe Checkout); cards, invoices and cancelling in Stripe's portal. On a self-hosted install
 * it says so and shows usage only.
 */
export default function BillingPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const [interval, setInterval] = useState<BillingInterval>('month');
  // After paying, the plan changes once Stripe's webhook arrives: poll until it has (a minute).
  const [gaveUp, setGaveUp] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const confirming = returned === 'success' && !gaveUp && !confirmed;
  const billing = useGetBillingQuery(undefined, {
    pollingInterval: confirming ? CONFIRM_POLL_MS : 0,
  });
  const { data: details } = useGetUserDetailsQuery(undefined);
  // Only the firm's admin buys its plan (the server answers 403 to anyone else); unknown: offer it.
  const firmMember =
    details !== undefined &&
    !details.is_superuser &&
    details.enterprise !== null &&
    details.enterprise?.role !== 'admin';
  const [checkout, checkingOut] = useStartCheckoutMutation();
  const [portal, openingPortal] = useOpenPortalMutation();
  const status = billing.data;
  if (!confirmed && status?.source === 'subscription') setConfirmed(true);
  useEffect(() => {
    if (returned !== 'success') return;
    const stop = setTimeout(() => setGaveUp(true), 60_000);
    return () => clearTimeout(stop);
  }, [returned]);

  const openPortal = () => {
    void portal({})
      .unwrap()
      .then((r) => redirectTo(r.url))
      .catch(() => undefined);
  };
  const choose = (plan: Plan, seats?: number) => {
    void checkout({
      plan_id: plan.id as 'individual',
      interval,
      ...(seats === undefined ? {} : { seats }),
    })
      .unwrap()
      .then((r) => redirectTo(r.url))
      .catch(() => undefined);
  };
  const actionError = queryError(checkingOut.error ?? openingPortal.error);

  const action = (plan: Plan) => {
    if (!status || !plan.purchasable || plan.id === status.plan.id) return null;
    // Within the subscription's own kind (one person's, or the firm's), Stripe's portal changes
    // the plan and prorates it; another kind is bought on its own.
    if (status.source === 'subscription' && status.scope === plan.scope) {
      return status.can_manage ? (
        <Button onClick={openPortal} disabled={openingPortal.isLoading}>
          Change plan
        </Button>
      ) : null;
    }
    const firmPlan = plan.scope === 'enterprise';
    const mayBuy = firmPlan ? status.enterprise !== null : true;
    if (!mayBuy) return <span>Create your firm on the Enterprise page to buy this plan.</span>;
    if (firmPlan && firmMember) return <span>Your firm’s admin chooses the firm’s plan.</span>;
    const up = RANK[plan.id]! > RANK[status.plan.id]!;
    const label = up ? `Upgrade to ${plan.name}` : `Choose ${plan.name}`;
    if (firmPlan) {
      return (
        <CheckoutSeats
          plan={plan}
          members={status.members ?? 1}
          interval={interval}
          label={label}
          primary={up}
          busy={checkingOut.isLoading}
          onChoose={(seats) => choose(plan, seats)}
        />
      );
    }
    return (
      <Button
        appearance={up ? 'primary' : 'secondary'}
        disabled={checkingOut.isLoading}
        onClick={() => choose(plan)}
        aria-label={`${up ? 'Upgrade' : 'Switch'} to ${plan.name}`}
      >
        {label}
      </Button>
    );
  };

  return (
    <div className={styles.page} data-testid="billing-page">
      <Title2 as="h1">Billing</Title2>
      {returned === 'success' && (
        <NoticeMessage testId="checkout-returned">
          {confirming
            ? 'Payment received. Waiting for Stripe to confirm it…'
            : 'Payment received. Thank you: your plan is below.'}
        </NoticeMessage>
      )}
      {returned === 'cancelled' && (
        <MessageBar intent="info">
          <MessageBarBody>Checkout was cancelled; nothing was charged.</MessageBarBody>
        </MessageBar>
      )}
      <ErrorMessage error={queryError(billing.error)} />
      <ErrorMessage error={actionError} />
      {billing.isLoading && <Spinner label="Loading your plan…" />}
      {status?.self_hosted && (
        <PageCard title="Self-hosted install" testId="billing-usage">
          <span>
            This Claimwright runs on your own server and takes no payments: there is no plan to buy
            and no limit on generations.
          </span>
          <span data-testid="billing-usage-line">{usageLine(status)}</span>
          <span>{status.usage.drafts} drafts</span>
        </PageCard>
      )}
      {status && !status.self_hosted && (
        <>
          <CurrentPlan status={status} onPortal={openPortal} portalBusy={openingPortal.isLoading} />
          {status.has_customer && status.can_manage && <Invoices />}
          <PageCard title="Plans" testId="billing-plans">
            <IntervalChoice value={interval} onChange={setInterval} />
            <PlanCards plans={PLANS} interval={interval} current={status.plan.id} action={action} />
            <span>
              Prices in US dollars, before tax. A firm over 50 seats, or one that wants its own
              terms, can ask us for a quote on the Contact page.
            </span>
          </PageCard>
        </>
      )}
    </div>
  );
}
