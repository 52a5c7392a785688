import { Link, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetBillingQuery } from './billing-api';
import { longDate, nearLimit } from './format';

/**
 * The editor's line about this month's generations: how many are left and, near or at the limit,
 * the way to upgrade. Nothing on a self-hosted install (no limits). `ended` changes when a
 * generation ends, to count it.
 */
export function GenerationAllowance({ ended }: { ended: string | null }) {
  const navigate = useNavigate();
  const { data, refetch, isUninitialized } = useGetBillingQuery(undefined);
  useEffect(() => {
    if (ended && !isUninitialized) void refetch();
  }, [ended, isUninitialized, refetch]);
  const usage = data?.usage;
  if (!data || data.self_hosted || !usage || usage.generations_left === null) return null;
  const left = usage.generations_left;
  const upgrade = (
    <Link
      href="/billing"
      onClick={(event) => {
        event.preventDefault();
        navigate('/billing');
      }}
      data-testid="allowance-upgrade"
    >
      {data.can_manage ? 'Upgrade your plan' : 'See your plan'}
    </Link>
  );
  if (left === 0) {
    return (
      <MessageBar intent="warning" data-testid="generation-allowance">
        <MessageBarBody>
          All {usage.generations_limit} generations of your {data.plan.name} plan are used for this
          month; more on {longDate(usage.resets_at)}. Your drafts stay open for editing and export.{' '}
          {upgrade}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Text size={200} data-testid="generation-allowance">
      {left.toLocaleString('en-US')} of {usage.generations_limit} generations left this month
      {nearLimit(data) ? <> · {upgrade}</> : null}
    </Text>
  );
}
