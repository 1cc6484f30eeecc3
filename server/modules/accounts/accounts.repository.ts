import { eq } from 'drizzle-orm';
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
