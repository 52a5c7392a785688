import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A firm name as two firms may not share it: case, surrounding and repeated whitespace ignored.
 * The unique index below is on this expression (migration 0013); SQL, so the guard holds under
 * concurrent writes and on every instance.
 */
export const enterpriseNameKey = (name: unknown) =>
  sql`lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;

/** Firms: users link to at most one, as admin or member; no two share a name (see above). */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprises_name_key').on(enterpriseNameKey(t.name))],
);

/** Accounts. `tokenVersion` is in every JWT; bumping it revokes the user's earlier tokens. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    fullName: text('full_name'),
    hashedPassword: text('hashed_password').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    enterpriseRole: text('enterprise_role', { enum: ['admin', 'member'] }),
    plan: text('plan').notNull().default('free'),
    tokenVersion: integer('token_version').notNull().default(0),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_enterprise_idx').on(t.enterpriseId),
    check(
      'users_enterprise_role_ck',
      sql`(${t.enterpriseId} is null) = (${t.enterpriseRole} is null)`,
    ),
  ],
);

/** Two-step recovery codes, SHA-256 hashed; `usedAt` makes each single-use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/** Ids (`jti`) of single-use tokens already spent (reset, two-step); purged after expiry. */
export const usedTokens = pgTable(
  'used_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_tokens_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every instance (login, recovery, contact form). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Mail kept when no SMTP server is configured, and a record of what was sent. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Messages from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** A row of `users` as services see it. */
export type UserRow = typeof users.$inferSelect;
/** A row of `enterprises`. */
export type EnterpriseRow = typeof enterprises.$inferSelect;
