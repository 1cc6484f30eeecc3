import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import type { UserRow } from './accounts.presenter';

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
