import { and, count, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionState } from '../../../core/api/billing';
import { planById, type Plan, type PlanScope } from '../../../core/billing/plans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  billingAccounts,
  generations,
  planGrants,
  users,
  type BillingAccountRow,
  type PlanGrantRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { billingEnabled } from './stripe-client';

/** Subscription states that keep the plan: past_due is the grace period while Stripe retries. */
export const PAYING_STATES = new Set(['trialing', 'active', 'past_due']);

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

const monthStart = sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`;

/** Members of an enterprise. */
export async function memberCount(db: Db, enterpriseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId));
  return row?.n ?? 0;
}

/** Generations counted against a plan this month: failed ones are not charged. */
export async function generationsThisMonth(
  db: Db,
  pool: { userId: number } | { enterpriseId: number },
): Promise<number> {
  const owners: SQL =
    'userId' in pool
      ? eq(generations.ownerId, pool.userId)
      : inArray(
          generations.ownerId,
          db.select({ id: users.id }).from(users).where(eq(users.enterpriseId, pool.enterpriseId)),
        );
  const [row] = await db
    .select({ n: count() })
    .from(generations)
    .where(
      and(owners, ne(generations.state, 'failed'), sql`${generations.createdAt} >= ${monthStart}`),
    );
  return row?.n ?? 0;
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

/**
 * Refuses a generation beyond the month's allowance with 402, naming the limit and the reset
 * date. Only starting a generation is ever limited: drafts open, save, export and delete as usual.
 */
export async function ensureGenerationAllowed(ctx: AppContext, userId: number): Promise<void> {
  if (!billingEnabled(ctx.env)) return;
  const user = await ctx.loadUser(userId);
  if (!user) return; // the start's own check answers 401
  const e = await resolveEntitlement(ctx, user, { withMembers: false });
  if (e.limit === null) return;
  const used = await usedThisMonth(ctx, user, e);
  if (used < e.limit) return;
  const whose = e.scope === 'enterprise' ? "Your firm's" : 'Your';
  throw new AppError(
    'payment_required',
    `${whose} ${e.plan.name} plan includes ${e.limit} generations a month, and all ${e.limit} ` +
      `have been used. More become available on ${longDate(nextReset())}, or upgrade on the ` +
      'Billing page to continue now. Your drafts stay open for editing, export and deletion.',
  );
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
