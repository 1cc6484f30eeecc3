import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message sent through the contact form (`db` may be a transaction); returns its id. */
export async function insertContactMessage(db: Database, values: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}
