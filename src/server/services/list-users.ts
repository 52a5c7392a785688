import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { PageQuery, UsersPublic } from '../../core/api/users';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { toUserPublic } from '../presenters/users';

/** A page of users ordered by id, optionally only one enterprise's members, and the total. */
export async function listUsers(
  ctx: AppContext,
  options: PageQuery & { enterpriseId?: number },
): Promise<UsersPublic> {
  const where: SQL | undefined =
    options.enterpriseId === undefined ? undefined : eq(users.enterpriseId, options.enterpriseId);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .offset(options.skip)
      .limit(options.limit),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toUserPublic), count: total[0]?.n ?? 0 };
}
