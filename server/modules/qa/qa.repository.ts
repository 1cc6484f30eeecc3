import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import type { Database } from '../../db/client';
import { qaFeedback, user } from '../../db/schema';

export async function insertQaFeedback(
  db: Database,
  values: typeof qaFeedback.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(qaFeedback).values(values).returning({ id: qaFeedback.id });
  return row!.id;
}

export interface QaFeedbackRow {
  id: string;
  message: string;
  pagePath: string;
  createdAt: Date;
  author: {
    id: string;
    username: string | null;
    displayUsername: string | null;
    name: string;
    email: string;
  } | null;
}

/** Newest first, by keyset (createdAt, id): `before` is the last item of the previous page. */
export async function qaFeedbackPage(
  db: Database,
  before: KeysetPosition | undefined,
  limit: number,
): Promise<QaFeedbackRow[]> {
  const rows = await db
    .select({
      id: qaFeedback.id,
      message: qaFeedback.message,
      pagePath: qaFeedback.pagePath,
      createdAt: qaFeedback.createdAt,
      userId: user.id,
      username: user.username,
      displayUsername: user.displayUsername,
      name: user.name,
      email: user.email,
    })
    .from(qaFeedback)
    .leftJoin(user, eq(user.id, qaFeedback.userId))
    .where(
      before
        ? or(
            lt(qaFeedback.createdAt, before.at),
            and(eq(qaFeedback.createdAt, before.at), lt(qaFeedback.id, before.id)),
          )
        : undefined,
    )
    .orderBy(desc(qaFeedback.createdAt), desc(qaFeedback.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    pagePath: r.pagePath,
    createdAt: r.createdAt,
    author:
      r.userId === null
        ? null
        : {
            id: r.userId,
            username: r.username,
            displayUsername: r.displayUsername,
            name: r.name ?? '',
            email: r.email ?? '',
          },
  }));
}

/** The member's own feedback, oldest first (their data export). */
export async function feedbackOf(db: Database, userId: string) {
  return db
    .select({
      id: qaFeedback.id,
      message: qaFeedback.message,
      pagePath: qaFeedback.pagePath,
      createdAt: qaFeedback.createdAt,
    })
    .from(qaFeedback)
    .where(eq(qaFeedback.userId, userId))
    .orderBy(qaFeedback.createdAt, qaFeedback.id);
}

export async function deleteFeedbackOf(db: Database, userId: string): Promise<void> {
  await db.delete(qaFeedback).where(eq(qaFeedback.userId, userId));
}

/** Removes up to `limit` pieces of feedback sent before `before`; returns how many went. */
export async function deleteFeedbackSentBefore(db: Database, before: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ id: qaFeedback.id })
    .from(qaFeedback)
    .where(lt(qaFeedback.createdAt, before))
    .limit(limit);
  const removed = await db
    .delete(qaFeedback)
    .where(inArray(qaFeedback.id, doomed))
    .returning({ id: qaFeedback.id });
  return removed.length;
}
