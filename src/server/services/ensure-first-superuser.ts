import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { normalizeEmail } from './find-user';

/**
 * Creates FIRST_SUPERUSER at start if no account has that email. Idempotent and safe when several
 * instances start together (insert … on conflict do nothing); an existing account is left as is.
 */
export async function ensureFirstSuperuser(ctx: AppContext): Promise<void> {
  const email = ctx.env.FIRST_SUPERUSER;
  const password = ctx.env.FIRST_SUPERUSER_PASSWORD;
  if (!email || !password) return;
  const created = await ctx.db
    .insert(users)
    .values({
      email: normalizeEmail(email),
      hashedPassword: await hashPassword(password),
      fullName: 'Administrator',
      isSuperuser: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created.length) ctx.log.info({ user_id: created[0]!.id }, 'first superuser created');
}
