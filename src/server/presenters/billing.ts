import type { PlanGrant } from '../../core/api/billing';
import type { PlanGrantRow } from '../db/schema';

/** A grant as the API shows it. */
export function presentGrant(row: PlanGrantRow): PlanGrant {
  return {
    id: row.id,
    plan_id: row.planId as PlanGrant['plan_id'],
    user_id: row.userId,
    enterprise_id: row.enterpriseId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    reason: row.reason,
    granted_by: row.grantedBy,
  };
}
