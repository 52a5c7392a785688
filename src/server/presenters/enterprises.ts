import type { EnterprisePublic } from '../../core/api/enterprises';
import type { EnterpriseRow } from '../db/schema';

/** The one place an enterprise row (with its member count) becomes its public shape. */
export function toEnterprisePublic(row: EnterpriseRow, memberCount: number): EnterprisePublic {
  return {
    id: row.id,
    name: row.name,
    member_count: memberCount,
    created_at: row.createdAt.toISOString(),
  };
}
