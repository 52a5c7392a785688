import type { UserRow } from '../db/schema';

/** Whose billing an account is: one user's, or one enterprise's. */
export type BillingOwner = { userId: number } | { enterpriseId: number };

/**
 * Who may buy, change seats, open the portal or cancel for an account: the user for their own,
 * an admin of the enterprise for the firm's. Superusers grant plans instead of paying for others.
 */
export function canManageBilling(actor: UserRow, owner: BillingOwner): boolean {
  if ('userId' in owner) return actor.id === owner.userId;
  return actor.enterpriseId === owner.enterpriseId && actor.enterpriseRole === 'admin';
}

/** Superusers see every account's plan and state and grant plans. */
export function canAdministerBilling(actor: UserRow): boolean {
  return actor.isSuperuser;
}
