import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Instance-wide settings shared by every server on one database (for example the signing key a
 * laptop install generates once).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
