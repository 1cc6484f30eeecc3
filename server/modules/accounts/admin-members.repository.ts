import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session, user, userRoles } from '../../db/schema';

/** The ids among `ids` that name a live (not deleted) account. */
export async function liveMemberIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, [...ids]), isNull(user.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The live admins, their role rows locked until the transaction ends: two admins demoting each
 * other at once take turns, and the second sees what the first left (never zero admins).
 */
export async function lockAdmins(tx: Database): Promise<Set<string>> {
  const rows = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(user.deletedAt)))
    .for('update', { of: userRoles });
  return new Set(rows.map((r) => r.id));
}

/** Ends every session of the member; how many there were. */
export async function deleteSessionsOf(tx: Database, userId: string): Promise<number> {
  const rows = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.length;
}

/** The member's open sessions, newest first (the admins' member page). */
export async function sessionsOf(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > ${now.toISOString()}::timestamptz`))
    .orderBy(sql`${session.createdAt} desc`);
}

export async function sessionCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row?.n ?? 0;
}
