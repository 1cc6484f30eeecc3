import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '../../../domain/api/notifications';
import { DEFAULT_NOTIFICATION_PREFERENCES, UNREAD_COUNT_CAP } from '../../../domain/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications, user } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'kind' | 'data' | 'dedupKey' | 'createdAt'
>;

/**
 * Stores a batch in one statement; a notice whose (member, dedup key) already exists is skipped,
 * so a job that runs twice notifies once. Returns only the rows this call created.
 */
export async function insertNotifications(
  db: Database,
  rows: NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupKey] })
    .returning();
}

/**
 * One page of a member's notifications, newest first, by keyset (created_at, id): the index
 * (user_id, created_at, id) answers page 50 as fast as page 1. Asks for one more row than the page
 * holds, to know whether another page follows.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  opts: { limit: number; before?: { createdAt: Date; id: string } },
): Promise<NotificationRow[]> {
  const { before } = opts;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before
          ? or(
              lt(notifications.createdAt, before.createdAt),
              and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
}

/**
 * A member's unread notifications, counted up to UNREAD_COUNT_CAP only: the partial index on unread
 * rows answers it, and a member with thousands unread costs what one with a hundred does.
 */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const unread = db
    .select({ one: sql`1`.as('one') })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(unread);
  return row?.count ?? 0;
}

/**
 * Marks one of the member's notifications read. False when the member has no notification with
 * this id (another member's counts as none); true when it was read already.
 */
export async function markRead(db: Database, userId: string, id: string, at: Date): Promise<boolean> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const changed = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (changed.length > 0) return true;
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(mine);
  return existing !== undefined;
}

/** Marks every unread notification of the member read (the partial index finds them). */
export async function markAllRead(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

const preferenceColumns = {
  emailNewUploads: notificationPreferences.emailNewUploads,
  emailReports: notificationPreferences.emailReports,
  emailComments: notificationPreferences.emailComments,
};

export async function findPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
}

/** Writes only the choices given; a member's first change creates the row with defaults for the rest. */
export async function savePreferences(
  db: Database,
  userId: string,
  changes: Partial<NotificationPreferences>,
  at: Date,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes, updatedAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: at } })
    .returning(preferenceColumns);
  return row!;
}

/**
 * Of these members, those who turned `preference` on and can receive mail (a confirmed address, an
 * account not being deleted), with what the mail needs. One query for a whole batch.
 */
export async function mailRecipients(
  db: Database,
  userIds: readonly string[],
  preference: keyof NotificationPreferences,
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: user.id,
      email: user.email,
      name: sql<string>`coalesce(nullif(${user.name}, ''), ${user.displayUsername}, ${user.username}, '')`,
      locale: user.locale,
    })
    .from(notificationPreferences)
    .innerJoin(user, eq(user.id, notificationPreferences.userId))
    .where(
      and(
        inArray(notificationPreferences.userId, [...userIds]),
        eq(notificationPreferences[preference], true),
        eq(user.emailVerified, true),
        isNull(user.deletedAt),
      ),
    );
}

/**
 * Deletes up to `limit` notifications past retention: read ones created before `readBefore`, any
 * created before `anyBefore`. Returns how many went.
 */
export async function pruneNotifications(
  db: Database,
  cutoffs: { readBefore: Date; anyBefore: Date },
  limit: number,
): Promise<number> {
  const expired = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        and(isNotNull(notifications.readAt), lt(notifications.createdAt, cutoffs.readBefore)),
        lt(notifications.createdAt, cutoffs.anyBefore),
      ),
    )
    .limit(limit);
  const removed = await db
    .delete(notifications)
    .where(inArray(notifications.id, expired))
    .returning({ id: notifications.id });
  return removed.length;
}
