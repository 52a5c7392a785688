import { Radio, RadioGroup } from '@fluentui/react-components';
import type { BillingInterval } from '../../../core/billing/plans';

/** Monthly or annual prices. */
export function IntervalChoice(props: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}) {
  return (
    <RadioGroup
      layout="horizontal"
      aria-label="Billing period"
      value={props.value}
      onChange={(_, d) => props.onChange(d.value as BillingInterval)}
    >
      <Radio value="month" label="Monthly" />
      <Radio value="year" label="Annual (two months free)" />
    </RadioGroup>
  );
}
