import type { UserRow } from '../db/schema';

/** Admins of an enterprise, and superusers, manage it (rename, members). */
export function canManageEnterprise(actor: UserRow, enterpriseId: number): boolean {
  return (
    actor.isSuperuser || (actor.enterpriseId === enterpriseId && actor.enterpriseRole === 'admin')
  );
}

/** Members of an enterprise, and superusers, may read it. */
export function canReadEnterprise(actor: UserRow, enterpriseId: number): boolean {
  return actor.isSuperuser || actor.enterpriseId === enterpriseId;
}

/** Superusers may create any enterprise; a user without one may create its own (as admin). */
export function canCreateEnterprise(actor: UserRow): boolean {
  return actor.isSuperuser || actor.enterpriseId === null;
}

/** Superusers list every enterprise. */
export function canListEnterprises(actor: UserRow): boolean {
  return actor.isSuperuser;
}

/** Who may use link/unlink at all: superusers and enterprise admins. */
export function canLinkUsers(actor: UserRow): boolean {
  return actor.isSuperuser || actor.enterpriseRole === 'admin';
}
