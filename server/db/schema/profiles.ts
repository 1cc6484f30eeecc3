import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { videos } from './videos';

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

/**
 * Where a profile stopped in a video: continue watching, history and resume are per profile.
 * (watch_sessions stays per account: validated views are counted per account, not per profile.)
 */
export const profileProgress = pgTable(
  'profile_progress',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionS: real('position_s').notNull().default(0),
    /** Removed from "continue watching"; watching again brings it back. History still lists it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.videoId] }),
    index('profile_progress_recent_idx').on(t.profileId, t.updatedAt.desc()),
  ],
);

export type ViewerProfileRow = typeof viewerProfiles.$inferSelect;
