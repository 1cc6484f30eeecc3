import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/**
 * Viewer profiles (Netflix-style): every account has one primary profile; Premium allows up to
 * PLANS.premium.maxProfiles. When Premium ends the extra ones are kept but locked.
 */
export const viewerProfiles = pgTable(
  'viewer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A key of PROFILE_AVATARS (domain/profiles.ts). */
    avatar: text('avatar').notNull(),
    /** The account's own profile: never deleted, never locked. */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viewer_profiles_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('viewer_profiles_primary_idx').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

export type ViewerProfileRow = typeof viewerProfiles.$inferSelect;
