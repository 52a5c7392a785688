import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  EnterpriseCreate,
  EnterprisePublic,
  EnterprisesPublic,
} from '../../core/api/enterprises';
import type { PageQuery } from '../../core/api/users';
import type { AppContext } from '../context';
import { enterprises, users, type EnterpriseRow, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { toEnterprisePublic } from '../presenters/enterprises';
import { isUniqueViolation } from './db-errors';
import { findUserByEmail } from './find-user';

/**
 * The 409 for a firm name another firm has (the unique index on the name's key decides, so two
 * concurrent requests for one name cannot both pass).
 */
function nameTaken(name: string): AppError {
  return new AppError(
    'conflict',
    `Another firm is already named "${name}". Choose a different name, for example with the city or a suffix.`,
  );
}

/** Runs a write that sets a firm's name, turning the name index's violation into a 409. */
async function namingFirm<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken(name) : err;
  }
}

async function present(ctx: AppContext, rows: EnterpriseRow[]): Promise<EnterprisePublic[]> {
  if (!rows.length) return [];
  const counts = await ctx.db
    .select({ id: users.enterpriseId, n: count() })
    .from(users)
    .where(
      inArray(
        users.enterpriseId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(users.enterpriseId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => toEnterprisePublic(r, byId.get(r.id) ?? 0));
}

/** The enterprise with this id, or 404. */
export async function getEnterpriseOr404(ctx: AppContext, id: number): Promise<EnterpriseRow> {
  const [row] = await ctx.db.select().from(enterprises).where(eq(enterprises.id, id));
  if (!row) throw new AppError('not_found', 'Enterprise not found');
  return row;
}

/** Public shape of one enterprise, member count included. */
export async function presentEnterprise(
  ctx: AppContext,
  row: EnterpriseRow,
): Promise<EnterprisePublic> {
  return (await present(ctx, [row]))[0]!;
}

/** A page of enterprises ordered by id, and the total. */
export async function listEnterprises(
  ctx: AppContext,
  page: PageQuery,
): Promise<EnterprisesPublic> {
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(enterprises)
      .orderBy(asc(enterprises.id))
      .offset(page.skip)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(enterprises),
  ]);
  return { data: await present(ctx, rows), count: total[0]?.n ?? 0 };
}

/**
 * Creates an enterprise. A superuser may name an existing, unlinked user as its admin; anyone
 * else becomes its admin (and must not belong to an enterprise yet).
 */
export async function createEnterprise(
  ctx: AppContext,
  options: { actor: UserRow; input: EnterpriseCreate },
): Promise<EnterprisePublic> {
  const { actor, input } = options;
  let admin: UserRow | undefined = actor.isSuperuser ? undefined : actor;
  if (input.admin_email !== undefined) {
    if (!actor.isSuperuser) {
      throw new AppError('forbidden', 'Only superusers may name another user as admin');
    }
    admin = await findUserByEmail(ctx, input.admin_email);
    if (!admin) throw new AppError('not_found', 'User not found');
  }
  return namingFirm(input.name, () => createWithAdmin(ctx, input.name, admin));
}

async function createWithAdmin(
  ctx: AppContext,
  name: string,
  admin: UserRow | undefined,
): Promise<EnterprisePublic> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(enterprises).values({ name }).returning();
    if (admin) {
      const linked = await tx
        .update(users)
        .set({ enterpriseId: row!.id, enterpriseRole: 'admin', updatedAt: sql`now()` })
        .where(sql`${users.id} = ${admin.id} and ${users.enterpriseId} is null`)
        .returning({ id: users.id });
      if (!linked.length) {
        throw new AppError('conflict', 'The user already belongs to an enterprise');
      }
    }
    return toEnterprisePublic(row!, admin ? 1 : 0);
  });
}

/** Renames an enterprise. */
export async function renameEnterprise(
  ctx: AppContext,
  options: { enterpriseId: number; name: string },
): Promise<EnterprisePublic> {
  const [row] = await namingFirm(options.name, () =>
    ctx.db
      .update(enterprises)
      .set({ name: options.name, updatedAt: sql`now()` })
      .where(eq(enterprises.id, options.enterpriseId))
      .returning(),
  );
  if (!row) throw new AppError('not_found', 'Enterprise not found');
  return presentEnterprise(ctx, row);
}
