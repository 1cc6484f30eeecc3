import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, session, user } from '../../db/schema';

/** The columns of a member's public face (beside their channels and videos). */
export const publicProfileColumns = {
  id: user.id,
  name: user.name,
  username: user.username,
  displayUsername: user.displayUsername,
  image: user.image,
};
export interface PublicProfileRow {
  id: string;
  name: string;
  username: string | null;
  displayUsername: string | null;
  image: string | null;
}

/** The member's own row, as the session and profile answers present it. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  username: string | null;
  displayUsername: string | null;
  image: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  locale: string;
  createdAt: Date;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      username: user.username,
      displayUsername: user.displayUsername,
      image: user.image,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      locale: user.locale,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, id));
  return row ?? null;
}

// Writes (`db` may be a transaction).

/** Whether another member already uses this username, whatever its case. */
export async function usernameTakenByOther(db: Database, username: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.username}) = ${username.toLowerCase()}`, ne(user.id, userId)));
  return Boolean(taken);
}

export async function updateUserRow(
  db: Database,
  id: string,
  values: Partial<typeof user.$inferInsert>,
): Promise<void> {
  await db.update(user).set(values).where(eq(user.id, id));
}

/** The member's username and recorded avatar key, locked until the transaction ends. */
export async function lockUser(
  db: Database,
  id: string,
): Promise<{ displayUsername: string | null; avatarKey: string | null } | null> {
  const [row] = await db
    .select({ displayUsername: user.displayUsername, avatarKey: user.avatarKey })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  return row ?? null;
}

// Account deletion (commands/delete-account.ts, member-data.ts).

/** The member's password hash (Better Auth's credential account), or null when they have none. */
export async function credentialPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Whether the account is marked deleted: it counts as signed out and opens no session. (A row not
 * found is not "deleted": Better Auth may be creating it in a transaction this query cannot see.)
 */
export async function isAccountDeleted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ deletedAt: user.deletedAt }).from(user).where(eq(user.id, userId));
  return Boolean(row?.deletedAt);
}

/** A session was opened for the member at `at`. */
export async function touchLastSignIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(user).set({ lastSignInAt: at }).where(eq(user.id, userId));
}

/** Marks the account deleted; false when it already was (the first request queued the removal). */
export async function markUserDeleted(db: Database, userId: string, at: Date): Promise<boolean> {
  const marked = await db
    .update(user)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(user.id, userId), isNull(user.deletedAt)))
    .returning({ id: user.id });
  return marked.length > 0;
}

/** Signs the member out everywhere. */
export async function deleteSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** The avatar key of an account marked deleted (null when there is none, or no such account). */
export async function deletedUserAvatarKey(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ avatarKey: user.avatarKey })
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.deletedAt)));
  return row?.avatarKey ?? null;
}

/**
 * Removes the row of an account marked deleted; the foreign keys cascade to its sessions,
 * credentials, two-factor secret, roles, likes and watch sessions. Never touches a live account.
 */
export async function deleteMarkedUser(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(and(eq(user.id, userId), isNotNull(user.deletedAt)));
}

/** Whether the email or username typed at sign-in names an account marked deleted. */
export async function isDeletedLogin(
  db: Database,
  login: { email?: string; username?: string },
): Promise<boolean> {
  const named = login.email
    ? eq(sql`lower(${user.email})`, login.email.toLowerCase())
    : login.username
      ? eq(user.username, login.username.toLowerCase())
      : null;
  if (!named) return false;
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(named, isNotNull(user.deletedAt)));
  return Boolean(row);
}

/**
 * The demo content's owner (videos/seed-demo.ts): a confirmed member with no password, so no one
 * signs in as it. Idempotent: the fixed id makes a resumed seed add nothing.
 */
export async function addDemoOwner(
  db: Database,
  owner: { id: string; name: string; email: string; username: string },
): Promise<void> {
  await db
    .insert(user)
    .values({ ...owner, emailVerified: true, displayUsername: owner.username })
    .onConflictDoNothing();
}
