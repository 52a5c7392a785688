import { and, count, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { SubscriptionState } from '../../../core/api/billing';
import { planById, type Plan, type PlanScope } from '../../../core/billing/plans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  billingAccounts,
  planGrants,
  users,
  type BillingAccountRow,
  type PlanGrantRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { AllowanceGate } from '../generation/start-generation';
import { billingEnabled } from './stripe-client';

/** Subscription states that keep the plan: past_due is the grace period while Stripe retries. */
export const PAYING_STATES = new Set(['trialing', 'active', 'past_due']);

/** Paying, or made by a paid checkout whose payment Stripe is still confirming. */
export const SETTLING_STATES = new Set([...PAYING_STATES, 'incomplete']);

const RANK: Record<string, number> = { free: 0, individual: 1, team: 2, firm: 3 };

/** What a user may do this month, and why. */
export interface Entitlement {
  selfHosted: boolean;
  plan: Plan;
  source: 'self_hosted' | 'free' | 'subscription' | 'grant';
  state: SubscriptionState;
  scope: PlanScope;
  /** The enterprise whose seats share the allowance (enterprise scope). */
  enterpriseId: number | null;
  /** The account the plan is paid by, or the user's own account (for its state) if any. */
  account: BillingAccountRow | null;
  grant: PlanGrantRow | null;
  seats: number;
  /** The enterprise's member count (null outside one, or when not asked for and not needed). */
  members: number | null;
  /** Generations a month for the whole pool; null without a limit. */
  limit: number | null;
}

/** Midnight UTC on the first day of next month: when the allowance resets. */
export function nextReset(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Members of an enterprise. */
export async function memberCount(db: Db, enterpriseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId));
  return row?.n ?? 0;
}

/**
 * Generations counted against a plan this month: failed ones are not charged. The count is the
 * SQL function `claimwright_generations_this_month` (migration 0011), the one a generation's start
 * holds the allowance to under its locks.
 */
export async function generationsThisMonth(
  db: Db,
  pool: { userId: number } | { enterpriseId: number },
): Promise<number> {
  const [owner, enterprise] = 'userId' in pool ? [pool.userId, null] : [null, pool.enterpriseId];
  const [row] = await db
    .select({
      n: sql<number>`claimwright_generations_this_month(${owner}::integer, ${enterprise}::integer)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}

function stateOf(account: BillingAccountRow | null): SubscriptionState {
  return (account?.status ?? 'none') as SubscriptionState;
}

/**
 * The plan in effect for a user: the best of the user's and the enterprise's subscriptions in a
 * paying state and of the grants running now (a subscription wins a tie); the free tier otherwise.
 */
export async function resolveEntitlement(
  ctx: AppContext,
  user: UserRow,
  options: { withMembers?: boolean } = { withMembers: true },
): Promise<Entitlement> {
  const entId = user.enterpriseId;
  const count = () => (entId === null ? Promise.resolve(null) : memberCount(ctx.db, entId));
  const asked = options.withMembers ? count() : null;
  // Awaited later, after other queries: a failure meanwhile must not count as unhandled.
  asked?.catch(() => undefined);
  if (!billingEnabled(ctx.env)) {
    return {
      selfHosted: true,
      plan: planById(user.plan),
      source: 'self_hosted',
      state: 'none',
      scope: 'user',
      enterpriseId: null,
      account: null,
      grant: null,
      seats: 1,
      members: await asked,
      limit: null,
    };
  }
  const owner = (t: typeof billingAccounts | typeof planGrants) =>
    entId === null ? eq(t.userId, user.id) : or(eq(t.userId, user.id), eq(t.enterpriseId, entId));
  const [accounts, grants] = await Promise.all([
    ctx.db.select().from(billingAccounts).where(owner(billingAccounts)),
    ctx.db
      .select()
      .from(planGrants)
      .where(
        and(
          owner(planGrants),
          lte(planGrants.startsAt, sql`now()`),
          gt(planGrants.endsAt, sql`now()`),
        ),
      )
      .orderBy(desc(planGrants.endsAt)),
  ]);
  const personal = accounts.find((a) => a.userId === user.id) ?? null;
  const firm = accounts.find((a) => a.enterpriseId !== null) ?? null;

  type Candidate = Pick<Entitlement, 'plan' | 'source' | 'account' | 'grant'> & {
    enterprise: boolean;
  };
  const candidates: Candidate[] = [];
  for (const account of [firm, personal]) {
    if (account?.planId && PAYING_STATES.has(account.status)) {
      const plan = planById(account.planId);
      candidates.push({
        plan,
        source: 'subscription',
        account,
        grant: null,
        enterprise: account.enterpriseId !== null,
      });
    }
  }
  for (const grant of grants) {
    candidates.push({
      plan: planById(grant.planId),
      source: 'grant',
      account: grant.enterpriseId !== null ? firm : personal,
      grant,
      enterprise: grant.enterpriseId !== null,
    });
  }
  const best = candidates.reduce<Candidate | null>(
    (a, c) => (a === null || RANK[c.plan.id]! > RANK[a.plan.id]! ? c : a),
    null,
  );
  if (!best) {
    const shown = personal ?? firm;
    const plan = planById('free');
    return {
      selfHosted: false,
      plan,
      source: 'free',
      state: stateOf(shown),
      scope: 'user',
      enterpriseId: null,
      account: shown,
      grant: null,
      seats: 1,
      members: await asked,
      limit: plan.generations_per_month,
    };
  }
  const pooled = best.enterprise && entId !== null;
  // A granted firm plan has no seat count of its own: its members are its seats.
  const members = await (asked ?? (pooled && best.source === 'grant' ? count() : null));
  const seats = pooled
    ? Math.max(
        best.source === 'subscription' ? (best.account?.seats ?? 0) : (members ?? 0),
        best.plan.min_seats,
      )
    : 1;
  return {
    selfHosted: false,
    plan: best.plan,
    source: best.source,
    state: stateOf(best.account),
    scope: pooled ? 'enterprise' : 'user',
    enterpriseId: pooled ? entId : null,
    account: best.account,
    grant: best.grant,
    seats,
    members,
    limit: best.plan.generations_per_month * seats,
  };
}

/** Generations counted for this entitlement's pool this month. */
export function usedThisMonth(ctx: AppContext, user: UserRow, e: Entitlement): Promise<number> {
  return generationsThisMonth(
    ctx.db,
    e.enterpriseId !== null ? { enterpriseId: e.enterpriseId } : { userId: user.id },
  );
}

function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The 402 of a generation beyond the month's allowance: the limit and the reset date. */
function overAllowance(e: Entitlement & { limit: number }): AppError {
  const whose = e.scope === 'enterprise' ? "Your firm's" : 'Your';
  return new AppError(
    'payment_required',
    `${whose} ${e.plan.name} plan includes ${e.limit} generations a month, and all ${e.limit} ` +
      `have been used. More become available on ${longDate(nextReset())}, or upgrade on the ` +
      'Billing page to continue now. Your drafts stay open for editing, export and deletion.',
  );
}

/**
 * Refuses a generation beyond the month's allowance with 402, naming the limit and the reset
 * date; otherwise returns the allowance, which the start checks again atomically with its insert
 * (null: no limit). Only starting a generation is ever limited: drafts open, save, export and
 * delete as usual.
 */
export async function ensureGenerationAllowed(
  ctx: AppContext,
  userId: number,
): Promise<AllowanceGate | null> {
  if (!billingEnabled(ctx.env)) return null;
  const user = await ctx.loadUser(userId);
  if (!user) return null; // the start's own check answers 401
  const e = await resolveEntitlement(ctx, user, { withMembers: false });
  if (e.limit === null) return null;
  const limited = { ...e, limit: e.limit };
  const gate: AllowanceGate = {
    limit: e.limit,
    enterpriseId: e.enterpriseId,
    refusal: () => overAllowance(limited),
  };
  if ((await usedThisMonth(ctx, user, e)) >= e.limit) throw gate.refusal();
  return gate;
}

/** An enterprise's paying account, or none. */
export async function enterpriseAccount(
  db: Db,
  enterpriseId: number,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.enterpriseId, enterpriseId));
  return row;
}
