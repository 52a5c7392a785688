import { count, eq, sql } from 'drizzle-orm';
import type { UsageSummary, UserDetails } from '../../core/api/users';
import type { AppContext } from '../context';
import { drafts, enterprises, generations, users, type UserRow } from '../db/schema';
import { toUserPublic } from '../presenters/users';
import { resolveEntitlement } from './billing/entitlements';
import { billingEnabled } from './billing/stripe-client';

/** Usage counters of a user: drafts, generations (all time, this UTC month), firm size. */
export async function summarizeUsage(ctx: AppContext, user: UserRow): Promise<UsageSummary> {
  const monthStart = sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`;
  const [draftRows, generationRows, memberRows] = await Promise.all([
    ctx.db.select({ n: count() }).from(drafts).where(eq(drafts.ownerId, user.id)),
    ctx.db
      .select({
        all: count(),
        month:
          sql<number>`count(*) filter (where ${generations.createdAt} >= ${monthStart})`.mapWith(
            Number,
          ),
      })
      .from(generations)
      .where(eq(generations.ownerId, user.id)),
    user.enterpriseId === null
      ? Promise.resolve(null)
      : ctx.db.select({ n: count() }).from(users).where(eq(users.enterpriseId, user.enterpriseId)),
  ]);
  return {
    drafts: draftRows[0]?.n ?? 0,
    generations: generationRows[0]?.all ?? 0,
    generations_this_month: generationRows[0]?.month ?? 0,
    enterprise_members: memberRows ? (memberRows[0]?.n ?? 0) : null,
  };
}

/** The current user with its enterprise (name, role), plan and usage summary. */
export async function getUserDetails(ctx: AppContext, user: UserRow): Promise<UserDetails> {
  let enterprise: UserDetails['enterprise'] = null;
  if (user.enterpriseId !== null && user.enterpriseRole !== null) {
    const [row] = await ctx.db
      .select({ id: enterprises.id, name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, user.enterpriseId));
    if (row) enterprise = { ...row, role: user.enterpriseRole };
  }
  return {
    ...toUserPublic(user),
    enterprise,
    plan: billingEnabled(ctx.env)
      ? (await resolveEntitlement(ctx, user, { withMembers: false })).plan.id
      : user.plan,
    usage: await summarizeUsage(ctx, user),
  };
}
