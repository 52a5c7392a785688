import type { UserPublic } from '../../core/api/users';
import type { UserRow } from '../db/schema';

/** The one place a user row becomes its public shape. */
export function toUserPublic(row: UserRow): UserPublic {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    is_active: row.isActive,
    is_superuser: row.isSuperuser,
    enterprise_id: row.enterpriseId,
    enterprise_role: row.enterpriseRole,
    two_step_enabled: row.totpEnabled,
    created_at: row.createdAt.toISOString(),
  };
}
