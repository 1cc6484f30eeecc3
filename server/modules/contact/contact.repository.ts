import { eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message sent through the contact form (`db` may be a transaction); returns its id. */
export async function insertContactMessage(db: Database, values: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

/** The messages the member sent while signed in, oldest first (their data export). */
export async function messagesOf(db: Database, userId: string) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(contactMessages.createdAt, contactMessages.id);
}

export async function deleteMessagesOf(db: Database, userId: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}

/** Removes up to `limit` messages sent before `before`; returns how many went. */
export async function deleteMessagesSentBefore(db: Database, before: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .limit(limit);
  const removed = await db
    .delete(contactMessages)
    .where(inArray(contactMessages.id, doomed))
    .returning({ id: contactMessages.id });
  return removed.length;
}
