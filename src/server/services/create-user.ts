import type { EnterpriseRole } from '../../core/api/enterprises';
import type { UserCreate, UserRegister } from '../../core/api/users';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { isUniqueViolation } from './db-errors';
import { normalizeEmail } from './find-user';
import { consumeRateLimits } from './rate-limit';

/** 409 body for an email that another account already has. */
export const EMAIL_TAKEN = 'The user with this email already exists in the system';

/** Creates a user (superuser form), in an enterprise when `firm` says so; 409 when the email is taken. */
export async function createUser(
  ctx: AppContext,
  input: UserCreate,
  firm: { enterpriseId: number; enterpriseRole: EnterpriseRole } | null = null,
): Promise<UserRow> {
  const hashedPassword = await hashPassword(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        fullName: input.full_name ?? null,
        hashedPassword,
        isActive: input.is_active ?? true,
        isSuperuser: input.is_superuser ?? false,
        ...firm,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', EMAIL_TAKEN);
    throw err;
  }
}

/** Open self-registration (403 when USERS_OPEN_REGISTRATION is off; rate-limited per IP). */
export async function registerUser(
  ctx: AppContext,
  options: { input: UserRegister; ip: string },
): Promise<UserRow> {
  if (!ctx.env.USERS_OPEN_REGISTRATION) {
    throw new AppError('forbidden', 'Open user registration is forbidden on this server');
  }
  await consumeRateLimits(ctx, [
    {
      key: `register:ip:${options.ip}`,
      limit: ctx.env.ABUSE_LIMIT_PER_IP,
      windowSeconds: ctx.env.ABUSE_LIMIT_WINDOW_SECONDS,
    },
  ]);
  return createUser(ctx, { ...options.input, is_active: true, is_superuser: false });
}
