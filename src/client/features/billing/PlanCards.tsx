import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { counted } from '../../components/counted';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import {
  formatPrice,
  type BillingInterval,
  type Plan,
  type PlanId,
} from '../../../core/billing/plans';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    minWidth: 0,
  },
  current: { border: `2px solid ${tokens.colorBrandStroke1}` },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  tagline: { margin: 0, color: tokens.colorNeutralForeground2 },
  price: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold },
  per: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightRegular },
  saving: { margin: 0, color: tokens.colorPaletteGreenForeground1, minHeight: '1.3em' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    flexGrow: 1,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: { flexShrink: 0, marginTop: '2px' },
  no: { color: tokens.colorNeutralForeground3 },
});

/** What a plan costs in the chosen period, per seat. */
export function priceLine(plan: Plan, interval: BillingInterval): string {
  if (plan.monthly_price_cents === 0) return '$0';
  return interval === 'year'
    ? formatPrice(plan.annual_price_cents)
    : formatPrice(plan.monthly_price_cents);
}

function seatsLine(plan: Plan): string {
  if (plan.max_seats === 1) return 'One user';
  if (plan.max_seats === null)
    return `${counted(plan.min_seats, 'seat')} and up, following your roster`;
  return `${plan.min_seats}–${plan.max_seats} seats for your firm`;
}

function generationsLine(plan: Plan): string {
  const n = counted(plan.generations_per_month, 'generation');
  return plan.scope === 'enterprise' ? `${n} a month per seat, shared by the firm` : `${n} a month`;
}

function Item({ ok = true, children }: { ok?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const Icon = ok ? CheckmarkRegular : DismissRegular;
  return (
    <li className={mergeClasses(styles.item, !ok && styles.no)}>
      <Icon aria-hidden className={styles.icon} />
      <span>{children}</span>
    </li>
  );
}

/** The plans side by side: price for the period, seats, allowance and what each includes. */
export function PlanCards(props: {
  plans: readonly Plan[];
  interval: BillingInterval;
  current?: PlanId;
  /** A button or link under each plan (upgrade, sign up). */
  action?: (plan: Plan) => ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const styles = useStyles();
  const Heading = props.headingLevel ?? 'h3';
  return (
    <ul className={styles.grid} aria-label="Plans">
      {props.plans.map((plan) => {
        const perSeat = plan.scope === 'enterprise' ? ' per seat' : '';
        const period = props.interval === 'year' ? 'year' : 'month';
        return (
          <li
            key={plan.id}
            className={mergeClasses(styles.card, props.current === plan.id && styles.current)}
            aria-label={`${plan.name} plan`}
            data-testid={`plan-${plan.id}`}
          >
            <Heading className={styles.name}>{plan.name}</Heading>
            <p className={styles.tagline}>{plan.tagline}</p>
            <p className={styles.price}>
              {priceLine(plan, props.interval)}
              {plan.monthly_price_cents > 0 && (
                <span className={styles.per}>
                  {perSeat} a {period}
                </span>
              )}
            </p>
            <p className={styles.saving}>
              {plan.monthly_price_cents > 0 && props.interval === 'year'
                ? `Two months free against ${formatPrice(plan.monthly_price_cents)} a month`
                : plan.monthly_price_cents > 0
                  ? `or ${formatPrice(plan.annual_price_cents)} a year`
                  : 'No card needed'}
            </p>
            <ul className={styles.list}>
              <Item>{seatsLine(plan)}</Item>
              <Item>{generationsLine(plan)}</Item>
              <Item>{plan.includes.ai_providers}</Item>
              <Item ok={plan.includes.word_addin}>Word add-in</Item>
              <Item ok={plan.includes.docx}>DOCX import and export</Item>
              <Item ok={plan.includes.enterprise_settings}>Firm settings and members</Item>
              <Item>Support: {plan.includes.support}</Item>
            </ul>
            {props.current === plan.id && <strong>Your plan</strong>}
            {props.action?.(plan)}
          </li>
        );
      })}
    </ul>
  );
}
