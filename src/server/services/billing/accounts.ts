import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingAccounts, type BillingAccountRow } from '../../db/schema';
import type { BillingOwner } from '../../policies/billing';

function ownerWhere(owner: BillingOwner) {
  return 'userId' in owner
    ? eq(billingAccounts.userId, owner.userId)
    : eq(billingAccounts.enterpriseId, owner.enterpriseId);
}

/** The owner's billing account, if one was ever made. */
export async function findAccount(
  ctx: AppContext,
  owner: BillingOwner,
): Promise<BillingAccountRow | undefined> {
  const [row] = await ctx.db.select().from(billingAccounts).where(ownerWhere(owner));
  return row;
}

/** The owner's billing account, made on first use (two racing callers get the same row). */
export async function findOrCreateAccount(
  ctx: AppContext,
  owner: BillingOwner,
): Promise<BillingAccountRow> {
  const found = await findAccount(ctx, owner);
  if (found) return found;
  await ctx.db.insert(billingAccounts).values(owner).onConflictDoNothing();
  return (await findAccount(ctx, owner))!;
}
