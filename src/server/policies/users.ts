import type { UserRow } from '../db/schema';

/** Who may list every user, create users and edit or delete anyone: superusers. */
export function canAdministerUsers(actor: UserRow): boolean {
  return actor.isSuperuser;
}

/** A user may read itself; superusers may read anyone. */
export function canReadUser(actor: UserRow, targetId: number): boolean {
  return actor.isSuperuser || actor.id === targetId;
}
