import { desc, eq } from 'drizzle-orm';
import { displayNameOf } from '../../../domain/accounts';
import type { ExportedAccount, ExportedSession } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { session, user } from '../../db/schema';
import type { Reaction } from '../../jobs/registry';
import type { AccountDeleted } from './accounts.events';
import { deletedUserAvatarKey, deleteMarkedUser } from './accounts.repository';
import { rolesOf } from './roles.repository';

/**
 * The accounts module's part of a member's data export: the profile with roles, and the sessions
 * (device, IP, dates). Columns are picked one by one, so the password hash (accounts table),
 * session tokens and the two-factor secret and backup codes can never slip in.
 */
export async function exportAccountData(
  db: Database,
  userId: string,
): Promise<{ account: ExportedAccount; sessions: ExportedSession[] } | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      username: user.username,
      displayUsername: user.displayUsername,
      image: user.image,
      locale: user.locale,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return null;
  const [roles, sessions] = await Promise.all([
    rolesOf(db, userId),
    db
      .select({
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.updatedAt)),
  ]);
  return {
    account: {
      id: row.id,
      email: row.email,
      emailVerified: row.emailVerified,
      username: row.displayUsername ?? row.username,
      displayName: displayNameOf(row),
      avatarUrl: row.image,
      locale: row.locale,
      twoFactorEnabled: row.twoFactorEnabled,
      roles,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    sessions: sessions.map((s) => ({
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.updatedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
  };
}

/**
 * The last reaction to accounts.deleted: the avatar file, then the user row (which cascades to
 * sessions, credentials, two-factor, roles, likes and watch sessions). The file goes first so a
 * crash in between leaves the row — and its key — for the retry. Only an account marked deleted is
 * touched; a second delivery finds nothing left.
 */
export const removeAccount: Reaction<AccountDeleted, AppContext> = {
  name: 'accounts.remove-account',
  handle: async (ctx, { userId }) => {
    const avatarKey = await deletedUserAvatarKey(ctx.db.db, userId);
    if (avatarKey) await ctx.storage.delete(avatarKey);
    await deleteMarkedUser(ctx.db.db, userId);
  },
};
