import { Button, Field, SpinButton, makeStyles, tokens } from '@fluentui/react-components';
import { counted } from '../../components/counted';
import { useState } from 'react';
import { formatPrice, type BillingInterval, type Plan } from '../../../core/billing/plans';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  seats: { maxWidth: '8rem' },
});

/** Seats a firm may have on a plan: its member count or the plan's minimum, up to the cap. */
export function seatRange(plan: Plan, members: number): { min: number; max: number } {
  return { min: Math.max(members, plan.min_seats), max: plan.max_seats ?? 10000 };
}

/** Why `seats` is not allowed (the server answers 422 for the same), or undefined. */
export function seatsProblem(plan: Plan, members: number, seats: number): string | undefined {
  const { min, max } = seatRange(plan, members);
  if (!Number.isInteger(seats) || seats < min) {
    return `At least ${counted(min, 'seat')}: your firm has ${counted(members, 'member')} and the ${plan.name} plan starts at ${plan.min_seats}`;
  }
  if (seats > max) return `The ${plan.name} plan covers at most ${counted(max, 'seat')}`;
  return undefined;
}

/** A seat count between the range's ends; `hint` under it, `problem` instead when there is one. */
export function SeatsField(props: {
  seats: number;
  onChange: (seats: number) => void;
  min: number;
  max: number;
  hint: string;
  problem?: string;
  label?: string;
}) {
  const styles = useStyles();
  return (
    <Field
      label={props.label ?? 'Seats'}
      hint={props.hint}
      validationMessage={props.problem}
      validationState={props.problem ? 'error' : 'none'}
    >
      <SpinButton
        className={styles.seats}
        value={props.seats}
        min={props.min}
        max={props.max}
        onChange={(_, d) => {
          const next = d.value ?? Number(d.displayValue);
          if (Number.isFinite(next)) props.onChange(Number(next));
        }}
      />
    </Field>
  );
}

/**
 * A firm plan's way in: the admin picks the seats (at least the firm's members and the plan's
 * minimum, at most its cap) and goes to Stripe Checkout for that many.
 */
export function CheckoutSeats(props: {
  plan: Plan;
  members: number;
  interval: BillingInterval;
  /** The button's words ("Upgrade to Firm") and whether it is the page's main action. */
  label: string;
  primary: boolean;
  busy: boolean;
  onChoose: (seats: number) => void;
}) {
  const styles = useStyles();
  const { plan, members } = props;
  const { min, max } = seatRange(plan, members);
  const [seats, setSeats] = useState(min);
  if (min > max) {
    return (
      <span>
        Your firm has {counted(members, 'member')}; the {plan.name} plan covers at most{' '}
        {counted(max, 'seat')}.
      </span>
    );
  }
  const problem = seatsProblem(plan, members, seats);
  const price = props.interval === 'year' ? plan.annual_price_cents : plan.monthly_price_cents;
  const period = props.interval === 'year' ? 'a year' : 'a month';
  return (
    <div className={styles.row}>
      <SeatsField
        label={`Seats on ${plan.name}`}
        seats={seats}
        onChange={setSeats}
        min={min}
        max={max}
        problem={problem}
        hint={`${formatPrice(price * seats)} ${period} for ${seats}; your firm has ${counted(members, 'member')}`}
      />
      <Button
        appearance={props.primary ? 'primary' : 'secondary'}
        disabled={props.busy || problem !== undefined}
        onClick={() => props.onChoose(seats)}
      >
        {props.label}
      </Button>
    </div>
  );
}
