import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { planById, type Plan } from '../../../core/billing/plans';
import type { AppContext } from '../../context';
import { billingAccounts, type BillingAccountRow, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { canManageBilling } from '../../policies/billing';
import { ensure } from '../../policies/ensure';
import { enterpriseAccount, memberCount, PAYING_STATES } from './entitlements';
import { billingEnabled, callStripe, stripeFor } from './stripe-client';

/** How often each instance retries the seat counts Stripe could not take when members changed. */
export const SEAT_RETRY_EVERY_MS = 60_000;

/** A retry on a billing read waits this long at most, once: the page must not hang on Stripe. */
const QUICK: Stripe.RequestOptions = { timeout: 3_000, maxNetworkRetries: 0 };

/**
 * Stripe refused a seat count for good (a 4xx other than 409, a request in conflict with another,
 * and 429, too many requests): sending it again would be refused again. Answers 409 to an admin.
 */
export class SeatsRefused extends AppError {
  constructor(readonly reason: string) {
    super('conflict', `${reason}. Check the subscription under "Manage payments".`);
  }
}

function refusalOf(err: unknown): SeatsRefused | null {
  if (!(err instanceof Stripe.errors.StripeError)) return null;
  const status = err.statusCode ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 429) return null;
  const what = err.code ? `${status} ${err.code}` : String(status);
  return new SeatsRefused(`Stripe refused the seat count (${what}): ${err.message.slice(0, 300)}`);
}

/** Sets the subscription item's quantity (Stripe prorates the difference); the quantity set. */
async function updateQuantity(
  ctx: AppContext,
  account: BillingAccountRow,
  seats: number,
  options?: Stripe.RequestOptions,
): Promise<number> {
  const stripe = stripeFor(ctx);
  const itemId = account.stripeItemId!;
  const item = await callStripe(ctx, 'subscriptionItems.update', () =>
    stripe.subscriptionItems
      .update(itemId, { quantity: seats, proration_behavior: 'create_prorations' }, options)
      .catch((err: unknown) => {
        throw refusalOf(err) ?? err;
      }),
  );
  return item.quantity ?? seats;
}

/** The columns of an account with no seat count waiting for Stripe. */
const NOTHING_PENDING = { pendingSeats: null, pendingSeatsKey: null, pendingSeatsRefusal: null };

function seatedAccount(account: BillingAccountRow | undefined): account is BillingAccountRow {
  return Boolean(account?.stripeItemId && account.planId && PAYING_STATES.has(account.status));
}

/** Seats for a roster: the member count, never under the plan's minimum or over its cap. */
function rosterSeats(plan: Plan, members: number): number {
  const seats = Math.max(members, plan.min_seats);
  return plan.max_seats === null ? seats : Math.min(seats, plan.max_seats);
}

/**
 * An enterprise admin sets the firm's seats: at least its member count and the plan's minimum,
 * at most the plan's cap (403 for anyone else, 409 with no subscription to change, 422 out of
 * range). A seat change still pending from the roster is superseded.
 */
export async function setSeats(
  ctx: AppContext,
  options: { actor: UserRow; seats: number },
): Promise<void> {
  const { actor, seats } = options;
  const enterpriseId = actor.enterpriseId;
  if (enterpriseId === null) {
    throw new AppError('forbidden', 'Seats belong to a firm, and you belong to none');
  }
  ensure(canManageBilling(actor, { enterpriseId }));
  const account = await enterpriseAccount(ctx.db, enterpriseId);
  if (!seatedAccount(account)) {
    throw new AppError('conflict', 'Your firm has no subscription whose seats can change');
  }
  const plan = planById(account.planId);
  const members = await memberCount(ctx.db, enterpriseId);
  const refusal = seatsRefusal(plan, members, seats);
  if (refusal) throw refusal;
  if (seats === account.seats && account.pendingSeats === null) return;
  // Sent even when equal to the recorded seats while a roster count is pending: Stripe may have
  // applied that one without our hearing back.
  const quantity = await updateQuantity(ctx, account, seats);
  await ctx.db
    .update(billingAccounts)
    .set({ seats: quantity, ...NOTHING_PENDING, updatedAt: sql`now()` })
    .where(eq(billingAccounts.id, account.id));
}

/**
 * The 422 (in the validation shape, at `body.seats`) for a seat count below the firm's member
 * count or out of the plan's range; null when `seats` is allowed.
 */
export function seatsRefusal(plan: Plan, members: number, seats: number): AppError | null {
  const least = plan.scope === 'user' ? 1 : Math.max(members, plan.min_seats);
  let msg: string | null = null;
  if (seats < least) {
    msg = `The firm needs at least ${least} seats (${members} members; the ${plan.name} plan starts at ${plan.min_seats})`;
  } else if (plan.max_seats === 1 && seats > 1) {
    msg = `The ${plan.name} plan is for one person: one seat`;
  } else if (plan.max_seats !== null && seats > plan.max_seats) {
    msg =
      members > plan.max_seats
        ? `The ${plan.name} plan covers at most ${plan.max_seats} seats and your firm has ${members} members; choose the Firm plan`
        : `The ${plan.name} plan covers at most ${plan.max_seats} seats; choose the Firm plan for more`;
  }
  return msg === null
    ? null
    : new AppError('validation', [{ loc: ['body', 'seats'], msg, type: 'value_error' }]);
}

/**
 * Sends Stripe the seat count the firm's roster asks for now. The count and an idempotency key are
 * recorded as pending first, and every attempt at that count sends the same key: a request Stripe
 * applied but whose answer was lost (or a server stopped mid-call) is retried with its key, and
 * Stripe answers it again without applying it twice. A new count gets a new key. When Stripe takes
 * it, the pending count is cleared unless a newer one was recorded meanwhile (that one is sent
 * next), and the roster is read again: a member who joined or left on another instance while the
 * call was out may have been counted by neither (each read the roster before the other's change),
 * so a roster that differs from what Stripe took is sent too (`rounds` more times at most). When
 * Stripe cannot be reached, the count stays pending for a retry; when Stripe refuses it for good,
 * the refusal is recorded for the admins and that count is not sent again.
 */
async function sendRosterSeats(
  ctx: AppContext,
  account: BillingAccountRow,
  options?: Stripe.RequestOptions,
  rounds = 2,
): Promise<void> {
  const seats = rosterSeats(
    planById(account.planId),
    await memberCount(ctx.db, account.enterpriseId!),
  );
  if (seats === account.seats && account.pendingSeats === null) return;
  const sameCount = account.pendingSeats === seats && account.pendingSeatsKey !== null;
  if (sameCount && account.pendingSeatsRefusal !== null) return;
  const key = sameCount ? account.pendingSeatsKey! : `claimwright-seats-${randomUUID()}`;
  if (!sameCount) {
    await ctx.db
      .update(billingAccounts)
      .set({ ...NOTHING_PENDING, pendingSeats: seats, pendingSeatsKey: key, updatedAt: sql`now()` })
      .where(eq(billingAccounts.id, account.id));
  }
  let quantity: number;
  try {
    quantity = await updateQuantity(ctx, account, seats, { ...options, idempotencyKey: key });
  } catch (err) {
    const thisCount = and(
      eq(billingAccounts.id, account.id),
      eq(billingAccounts.pendingSeatsKey, key),
    );
    if (err instanceof SeatsRefused) {
      ctx.log.error(
        { enterprise_id: account.enterpriseId, seats, reason: err.reason },
        'seat count refused by Stripe; not retried, shown to the firm admins',
      );
      await ctx.db
        .update(billingAccounts)
        .set({ pendingSeatsRefusal: err.reason, updatedAt: sql`now()` })
        .where(thisCount);
      return;
    }
    ctx.log.warn(
      { err, enterprise_id: account.enterpriseId, seats },
      'seat count not updated in Stripe; pending, retried later',
    );
    return;
  }
  await ctx.db
    .update(billingAccounts)
    .set({ seats: quantity, ...NOTHING_PENDING, updatedAt: sql`now()` })
    .where(and(eq(billingAccounts.id, account.id), eq(billingAccounts.pendingSeatsKey, key)));
  const now = await enterpriseAccount(ctx.db, account.enterpriseId!);
  if (rounds > 0 && seatedAccount(now) && now.pendingSeats === null) {
    await sendRosterSeats(ctx, now, options, rounds - 1);
  }
}

/**
 * Keeps a firm's seats in step with its members after someone joins or leaves: the quantity
 * becomes the member count (never under the plan's minimum or over its cap). When Stripe cannot
 * be reached the membership change stays, and the count is kept as pending (`retryPendingSeats`).
 */
export async function followMemberCount(
  ctx: AppContext,
  enterpriseId: number | null,
): Promise<void> {
  if (enterpriseId === null || !billingEnabled(ctx.env)) return;
  try {
    const account = await enterpriseAccount(ctx.db, enterpriseId);
    if (seatedAccount(account)) await sendRosterSeats(ctx, account);
  } catch (err) {
    ctx.log.warn({ err, enterprise_id: enterpriseId }, 'seat count not followed');
  }
}

/**
 * Sends Stripe the seat counts it could not take when members changed: every firm's, or one
 * firm's (`enterpriseId`, on its billing read: one quick attempt). Run by a timer on every
 * instance and on each billing read; safe on many instances at once (see `sendRosterSeats`). A
 * count Stripe refused for good is left alone until the roster, the admin or Stripe changes it.
 */
export async function retryPendingSeats(
  ctx: AppContext,
  options: { enterpriseId?: number } = {},
): Promise<void> {
  if (!billingEnabled(ctx.env)) return;
  const one = options.enterpriseId;
  const pending = await ctx.db
    .select()
    .from(billingAccounts)
    .where(
      and(
        isNotNull(billingAccounts.pendingSeats),
        isNull(billingAccounts.pendingSeatsRefusal),
        one === undefined ? undefined : eq(billingAccounts.enterpriseId, one),
      ),
    );
  for (const account of pending) {
    const seated: boolean = seatedAccount(account);
    if (!seated) {
      // Nothing to send seats to any more (cancelled): nothing is pending.
      await ctx.db
        .update(billingAccounts)
        .set(NOTHING_PENDING)
        .where(eq(billingAccounts.id, account.id));
      continue;
    }
    await sendRosterSeats(ctx, account, one === undefined ? undefined : QUICK);
  }
}
