import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PLANS, type BillingInterval } from '../../../core/billing/plans';
import { IntervalChoice } from '../billing/IntervalChoice';
import { PlanCards } from '../billing/PlanCards';
import { useLandingStyles } from './useLandingStyles';

/** The landing page's plans and prices (the same table `/billing` and the server use). */
export function PricingSection() {
  const styles = useLandingStyles();
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <section aria-labelledby="pricing">
      <div className={`${styles.container} ${styles.section}`}>
        <h2 id="pricing" className={styles.sectionTitle}>
          Pricing
        </h2>
        <p className={styles.sectionLead}>
          Per seat, monthly or annual with two months free. Every plan has the same checks, the Word
          add-in and DOCX export; plans differ in generations a month and who they cover. On your
          own server with no billing configured, there are no limits at all.
        </p>
        <IntervalChoice value={interval} onChange={setInterval} />
        <PlanCards
          plans={PLANS}
          interval={interval}
          action={(plan) => (
            <Link
              className={plan.id === 'free' ? styles.primary : styles.secondary}
              to={`/auth/register`}
              aria-label={`Start with ${plan.name}`}
            >
              {plan.id === 'free' ? 'Start free' : `Start with ${plan.name}`}
            </Link>
          )}
        />
        <p className={styles.note}>
          Prices in US dollars, before tax. Larger firms: <Link to="/contact">ask for a quote</Link>
          .
        </p>
      </div>
    </section>
  );
}
