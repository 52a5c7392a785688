import type { UserRow } from '../db/schema';

/** Who may list every user, create users and edit or delete anyone: superusers. */
export function canAdministerUsers(actor: UserRow): boolean {
  return actor.isSuperuser;
}

/** A user may read itself; superusers may read anyone. */
export function canReadUser(actor: UserRow, targetId: number): boolean {
  return actor.isSuperuser || actor.id === targetId;
}

/**
 * Who may invite someone to make an account: superusers (anyone, into any enterprise or none) and
 * enterprise admins (into their own enterprise only).
 */
export function canInviteUsers(actor: UserRow, enterpriseId: number | null): boolean {
  if (actor.isSuperuser) return true;
  return (
    actor.enterpriseRole === 'admin' && enterpriseId !== null && actor.enterpriseId === enterpriseId
  );
}
