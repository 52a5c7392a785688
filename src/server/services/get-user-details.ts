import { count, eq } from 'drizzle-orm';
import type { UsageSummary, UserDetails } from '../../core/api/users';
import type { AppContext } from '../context';
import { enterprises, users, type UserRow } from '../db/schema';
import { toUserPublic } from '../presenters/users';

/**
 * Usage counters of a user. Drafts and generations have no tables yet: they read 0 until the
 * drafting tables land and add their counts here.
 */
export async function summarizeUsage(ctx: AppContext, user: UserRow): Promise<UsageSummary> {
  let enterpriseMembers: number | null = null;
  if (user.enterpriseId !== null) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.enterpriseId, user.enterpriseId));
    enterpriseMembers = row?.n ?? 0;
  }
  return {
    drafts: 0,
    generations: 0,
    generations_this_month: 0,
    enterprise_members: enterpriseMembers,
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
    plan: user.plan,
    usage: await summarizeUsage(ctx, user),
  };
}
