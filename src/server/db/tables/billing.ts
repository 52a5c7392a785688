import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises, users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who pays: one user (individual plan) or one enterprise (team, firm), with its Stripe customer
 * and the subscription's state as last retrieved from Stripe (never pieced together from events).
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .unique()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The plan the subscription's price names; null until something is bought. */
    planId: text('plan_id'),
    interval: text('interval', { enum: ['month', 'year'] }),
    status: text('status').notNull().default('none'),
    seats: integer('seats'),
    /** The subscription item (for seat changes). */
    stripeItemId: text('stripe_item_id'),
    /**
     * Seats the firm's roster asks for that Stripe has not taken yet (it could not be reached when
     * someone joined or left); retried until Stripe takes them, then null.
     */
    pendingSeats: integer('pending_seats'),
    /**
     * The Stripe idempotency key of the pending seat count: every attempt to send that count uses
     * it, so Stripe applies it once however often it is retried; a new count gets a new key.
     */
    pendingSeatsKey: text('pending_seats_key'),
    /**
     * Why Stripe refused the pending seat count for good (a 4xx other than 429, e.g. the item is
     * gone): no longer retried on a timer; shown to the firm's admins until the roster changes, an
     * admin sets the seats, or a webhook brings the subscription's new state.
     */
    pendingSeatsRefusal: text('pending_seats_refusal'),
    /**
     * The last Checkout Session opened for this account. Before another is opened it is expired in
     * Stripe (or, if it was paid, the new one is refused), so two sessions can never both be paid.
     */
    checkoutSessionId: text('checkout_session_id'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    paymentMethod: text('payment_method'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('billing_accounts_owner_ck', sql`(${t.userId} is null) <> (${t.enterpriseId} is null)`),
  ],
);

/** Stripe event ids already processed: a webhook delivered twice changes nothing the second time. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** A plan a superuser granted to a user or an enterprise for a period, and why. */
export const planGrants = pgTable(
  'plan_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, {
      onDelete: 'cascade',
    }),
    planId: text('plan_id').notNull(),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at').notNull(),
    reason: text('reason').notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('plan_grants_user_idx').on(t.userId, t.endsAt),
    index('plan_grants_enterprise_idx').on(t.enterpriseId, t.endsAt),
    check('plan_grants_owner_ck', sql`(${t.userId} is null) <> (${t.enterpriseId} is null)`),
  ],
);

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type PlanGrantRow = typeof planGrants.$inferSelect;
