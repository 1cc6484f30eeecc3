import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/**
 * Each member's access version (server/standing/access-version.ts): every change of their standing
 * (roles, plan, sanctions, account deletion) adds one in the transaction that makes it, and a
 * playback grant that relied on the standing names the version it was issued under, so the change
 * revokes it on every node. Written only by server/standing/; no row means version 0 (never changed).
 */
export const memberStanding = pgTable('member_standing', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessVersion: integer('access_version').notNull(),
});
