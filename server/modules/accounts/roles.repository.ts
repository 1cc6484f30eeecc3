import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRole, user, userRoles } from '../../db/schema';

export async function rolesOf(db: Database, userId: string): Promise<UserRole[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/** Idempotent: granting a role twice changes nothing. */
export async function grantRole(db: Database, userId: string, role: UserRole): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Database, userId: string, role: UserRole): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** Grants admin to the accounts whose email is listed in ADMIN_EMAILS (run at start-up). */
export async function grantAdminsByEmail(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const users = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(sql`lower(${user.email})`, emails));
  for (const u of users) await grantRole(db, u.id, 'admin');
  return users.length;
}

/** CLI: grant or revoke admin by email; fails clearly when no account has that address. */
export async function setAdminByEmail(db: Database, email: string, admin: boolean): Promise<void> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (!found) throw new Error(`No account with the email ${email}`);
  if (admin) await grantRole(db, found.id, 'admin');
  else await revokeRole(db, found.id, 'admin');
}
