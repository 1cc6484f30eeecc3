import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import type { Database } from '../../db/client';
import { profileProgress, user, videos, viewerProfiles } from '../../db/schema';
import { listedOrOwn, selectVideoCards, type VideoWithRefs } from '../videos/videos.public';

/** Viewer profiles and their progress. `db` may be a transaction. */
export type ViewerProfileRow = typeof viewerProfiles.$inferSelect;

/** The member's profiles, primary first then oldest first (the order locking follows). */
export function listProfiles(db: Database, userId: string): Promise<ViewerProfileRow[]> {
  return db
    .select()
    .from(viewerProfiles)
    .where(eq(viewerProfiles.userId, userId))
    .orderBy(desc(viewerProfiles.isPrimary), asc(viewerProfiles.createdAt), asc(viewerProfiles.id));
}

/**
 * Creates the member's primary profile if it does not exist yet, named after their display name.
 * Two requests racing here insert one row: the partial unique index (one primary per account)
 * turns the second insert into nothing.
 */
export async function insertPrimaryProfile(
  db: Database,
  userId: string,
  avatar: string,
  nameMax: number,
): Promise<void> {
  const [owner] = await db
    .select({ name: user.name, username: user.username })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner) return;
  const name = (owner.name.trim() || owner.username || 'Profil').slice(0, nameMax);
  await db
    .insert(viewerProfiles)
    .values({ userId, name, avatar, isPrimary: true })
    .onConflictDoNothing({ target: viewerProfiles.userId, where: sql`${viewerProfiles.isPrimary}` });
}

/**
 * Locks the member's primary profile row until the transaction ends: every change to the set of
 * a member's profiles takes it first, so two creates cannot both see room for one more.
 */
export async function lockPrimaryProfile(db: Database, userId: string): Promise<void> {
  await db
    .select({ id: viewerProfiles.id })
    .from(viewerProfiles)
    .where(and(eq(viewerProfiles.userId, userId), eq(viewerProfiles.isPrimary, true)))
    .for('update');
}

export async function insertProfile(
  db: Database,
  values: { userId: string; name: string; avatar: string; createdAt: Date },
): Promise<ViewerProfileRow> {
  const [row] = await db.insert(viewerProfiles).values(values).returning();
  return row!;
}

/** Changes the member's profile; null when it is not theirs. */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  id: string,
  values: { name?: string; avatar?: string },
): Promise<ViewerProfileRow | null> {
  const [row] = await db
    .update(viewerProfiles)
    .set(values)
    .where(and(eq(viewerProfiles.id, id), eq(viewerProfiles.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes one of the member's secondary profiles (its progress goes with it, by cascade). */
export async function deleteOwnSecondaryProfile(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(viewerProfiles)
    .where(
      and(eq(viewerProfiles.id, id), eq(viewerProfiles.userId, userId), eq(viewerProfiles.isPrimary, false)),
    )
    .returning({ id: viewerProfiles.id });
  return rows.length > 0;
}

/**
 * A page of the profile's history, most recently watched first, by keyset (updated_at, video_id):
 * removed-from-continue-watching videos included, only what the member may still see.
 */
export async function listHistory(
  db: Database,
  opts: { profileId: string; userId: string; limit: number; before?: KeysetPosition },
): Promise<{ refs: VideoWithRefs; watchedAt: Date }[]> {
  const { before } = opts;
  const rows = await selectVideoCards(db, { watchedAt: profileProgress.updatedAt })
    .innerJoin(profileProgress, eq(profileProgress.videoId, videos.id))
    .where(
      and(
        eq(profileProgress.profileId, opts.profileId),
        listedOrOwn(opts.userId),
        before
          ? or(
              lt(profileProgress.updatedAt, before.at),
              and(eq(profileProgress.updatedAt, before.at), lt(profileProgress.videoId, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(profileProgress.updatedAt), desc(profileProgress.videoId))
    .limit(opts.limit);
  return rows.map(({ video, owner, channel, watchedAt }) => ({ refs: { video, owner, channel }, watchedAt }));
}

/** Every profile's progress rows of a member (data export). */
export function progressOfMember(db: Database, userId: string) {
  return db
    .select({
      profileId: profileProgress.profileId,
      videoId: profileProgress.videoId,
      positionS: profileProgress.positionS,
      hiddenAt: profileProgress.hiddenAt,
      updatedAt: profileProgress.updatedAt,
    })
    .from(profileProgress)
    .innerJoin(viewerProfiles, eq(viewerProfiles.id, profileProgress.profileId))
    .where(eq(viewerProfiles.userId, userId))
    .orderBy(desc(profileProgress.updatedAt));
}
