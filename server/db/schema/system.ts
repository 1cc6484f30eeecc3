import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small operator-level settings that are not worth their own table (seed marker, ad network ids…).
 * Values are JSON so a new setting needs no migration.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Ad network settings live in app_settings under the key 'ads' (domain/api/ads.ts adSettingsSchema).
