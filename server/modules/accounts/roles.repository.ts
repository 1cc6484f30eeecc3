import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRole, user, userRoles } from '../../db/schema';

export async function rolesOf(db: Database, userId: string): Promise<UserRole[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/**
 * Idempotent: granting a role twice changes nothing; true when it was not held before. A signed-in
 * member's roles are cached per node (server/standing/actor-cache.ts): callers announce the change
 * (commands/admin-roles.ts), or the member keeps the old roles for up to the cache's TTL.
 */
export async function grantRole(db: Database, userId: string, role: UserRole): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function revokeRole(db: Database, userId: string, role: UserRole): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** How many members hold a role (moderation: whether another admin than the decider can review an appeal). */
export async function countWithRole(db: Database, role: UserRole): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.role, role));
  return row?.n ?? 0;
}

/** Grants admin to the accounts whose email is listed in ADMIN_EMAILS; the ids newly made admin. */
export async function grantAdminsByEmail(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const users = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(sql`lower(${user.email})`, emails));
  const granted: string[] = [];
  for (const u of users) if (await grantRole(db, u.id, 'admin')) granted.push(u.id);
  return granted;
}

/** Grant or revoke admin by email; fails clearly when no account has that address. The member's id. */
export async function setAdminByEmail(db: Database, email: string, admin: boolean): Promise<string> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (!found) throw new Error(`No account with the email ${email}`);
  if (admin) await grantRole(db, found.id, 'admin');
  else await revokeRole(db, found.id, 'admin');
  return found.id;
}
