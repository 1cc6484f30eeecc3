import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './accounts';

/**
 * Resumable uploads not yet taken, discarded or expired: what the per-member quota (3 uploads,
 * 300 MB) counts, whichever api node received them. The bytes are in the upload store.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    /** tus's upload id (32 hex characters). */
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Upload-Length as declared at creation; null when deferred (counted at the maximum). */
    declaredBytes: bigint('declared_bytes', { mode: 'number' }),
    /** On the wall clock, as tus dates and expires the upload itself. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_uploads_owner_idx').on(t.ownerId, t.createdAt),
    index('pending_uploads_created_idx').on(t.createdAt),
  ],
);

/**
 * tus's per-upload lock, shared by every api node: a lease the holder renews while its request runs
 * and that expires by itself when the holder died. One statement per claim, renewal and release, so
 * it works through a pooler in transaction mode (no session state).
 */
export const uploadLocks = pgTable('upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  /** The holding request's random token. */
  holder: text('holder').notNull(),
  /** On the database's clock (now()), shared by every node. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
