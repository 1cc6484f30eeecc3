import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { ContactState } from '../../../domain/api/admin-contact';
import type { RankedPosition } from '../../../domain/ranked-cursor';
import type { Database } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema';

/** 1 while nobody opened the message: the list's first key (unread first). */
const unreadRank = sql<number>`(${contactMessages.readAt} IS NULL)::int`;
/** Sent times are stored to the microsecond (defaultNow) but cursors hold milliseconds: order by those. */
const sentMs = sql`date_trunc('milliseconds', ${contactMessages.createdAt})`;

const stateFilter: Record<ContactState, SQL> = {
  unread: isNull(contactMessages.readAt),
  read: and(isNotNull(contactMessages.readAt), isNull(contactMessages.handledAt))!,
  handled: isNotNull(contactMessages.handledAt),
};

/** Unread first, then newest first, by keyset (unread, createdAt, id), optionally one state only. */
export async function inboxPage(
  db: Database,
  state: ContactState | undefined,
  after: RankedPosition | undefined,
  limit: number,
) {
  const where = [
    state ? stateFilter[state] : undefined,
    after
      ? sql`(${unreadRank}, ${sentMs}, ${contactMessages.id}) < (${after.rank}, ${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ];
  return db
    .select()
    .from(contactMessages)
    .where(and(...where))
    .orderBy(desc(unreadRank), desc(sentMs), desc(contactMessages.id))
    .limit(limit);
}
export type InboxRow = Awaited<ReturnType<typeof inboxPage>>[number];

export async function countUnread(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return Number(row?.n ?? 0);
}

/** The replies of these messages, oldest first. */
export async function repliesOf(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
}
export type ReplyRow = Awaited<ReturnType<typeof repliesOf>>[number];

/** The message, locked for the caller's transaction (two admins acting at once take turns). */
export async function lockMessage(tx: Database, id: string): Promise<InboxRow | null> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row ?? null;
}

export async function setMessageTimes(
  tx: Database,
  id: string,
  times: { readAt: Date | null; handledAt: Date | null },
): Promise<InboxRow> {
  const [row] = await tx.update(contactMessages).set(times).where(eq(contactMessages.id, id)).returning();
  return row!;
}

export async function insertReply(
  tx: Database,
  values: typeof contactReplies.$inferInsert,
): Promise<ReplyRow> {
  const [row] = await tx.insert(contactReplies).values(values).returning();
  return row!;
}
