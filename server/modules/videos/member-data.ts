import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExportedLike, ExportedVideo, ExportedWatch } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { videoCaptions, videoLikes, videos, videoViews, watchSessions } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import type { Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { announceAccessChange, GONE } from './access-versions';
import { removeVideoFilesJob } from './jobs/remove-video-files.job';

/**
 * The videos module's part of a member's data export: their videos' metadata (never the media
 * files) with their chapters and caption tracks, the videos they liked and where they stopped watching.
 */
export async function exportMemberVideos(
  db: Database,
  userId: string,
): Promise<{ videos: ExportedVideo[]; likes: ExportedLike[]; watchHistory: ExportedWatch[] }> {
  const [own, likes, watched] = await Promise.all([
    db.select().from(videos).where(eq(videos.ownerId, userId)).orderBy(asc(videos.createdAt)),
    db
      .select({ videoId: videoLikes.videoId, createdAt: videoLikes.createdAt })
      .from(videoLikes)
      .where(eq(videoLikes.userId, userId))
      .orderBy(desc(videoLikes.createdAt)),
    db
      .select({
        videoId: watchSessions.videoId,
        positionS: watchSessions.positionS,
        updatedAt: watchSessions.updatedAt,
      })
      .from(watchSessions)
      .where(eq(watchSessions.userId, userId))
      .orderBy(desc(watchSessions.updatedAt)),
  ]);
  const tracks = own.length
    ? await db
        .select()
        .from(videoCaptions)
        .where(
          inArray(
            videoCaptions.videoId,
            own.map((v) => v.id),
          ),
        )
        .orderBy(asc(videoCaptions.language))
    : [];
  return {
    videos: own.map((v) => ({
      id: v.id,
      channelId: v.channelId,
      title: v.title,
      description: v.description,
      visibility: v.visibility,
      monetized: v.monetized,
      status: v.status,
      durationS: v.durationS,
      createdAt: v.createdAt.toISOString(),
      publishedAt: v.publishedAt?.toISOString() ?? null,
      viewCount: v.viewCount,
      likeCount: v.likeCount,
      chapters: v.chapters,
      language: v.language,
      captions: tracks
        .filter((t) => t.videoId === v.id)
        .map((t) => ({ language: t.language, auto: t.auto, edited: t.edited, cues: t.cues })),
    })),
    likes: likes.map((l) => ({ videoId: l.videoId, likedAt: l.createdAt.toISOString() })),
    watchHistory: watched.map((w) => ({
      videoId: w.videoId,
      positionS: w.positionS,
      updatedAt: w.updatedAt.toISOString(),
    })),
  };
}

/**
 * Reaction to accounts.deleted, before the user row goes: the member's videos are deleted with
 * their files queued for removal in the same transaction (as deleteVideo does, one
 * videos.remove-files job per video), their likes are taken back from other videos' counts, and
 * the validated views they made are kept for accounting but anonymised (no user id, and a random
 * viewer key instead of `u:<id>`). Views of their own videos keep owner_id: the earnings of those
 * views belong to the accounting history, and with no user row left the id is an opaque one.
 * A second delivery finds nothing left to delete or anonymise.
 */
export const removeMemberVideos: Reaction<AccountDeleted, AppContext> = {
  name: 'videos.remove-member-videos',
  handle: async (ctx, { userId }) => {
    await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
      const gone = await tx.delete(videos).where(eq(videos.ownerId, userId)).returning({
        id: videos.id,
        thumbnailUrl: videos.thumbnailUrl,
        posterUrl: videos.posterUrl,
      });
      for (const video of gone) {
        const imageUrls = [video.thumbnailUrl, video.posterUrl].filter((u): u is string => u !== null);
        await enqueue(removeVideoFilesJob, { videoId: video.id, imageUrls }, { dedupKey: video.id });
        afterCommit(() => announceAccessChange(ctx.realtime, video.id, GONE));
      }
      const unliked = await tx
        .delete(videoLikes)
        .where(eq(videoLikes.userId, userId))
        .returning({ videoId: videoLikes.videoId });
      if (unliked.length)
        await tx
          .update(videos)
          .set({ likeCount: sql`greatest(0, ${videos.likeCount} - 1)` })
          .where(
            inArray(
              videos.id,
              unliked.map((l) => l.videoId),
            ),
          );
      await tx
        .update(videoViews)
        .set({ viewerUserId: null, viewerKey: sql`'deleted:' || gen_random_uuid()` })
        .where(eq(videoViews.viewerUserId, userId));
    });
  },
};
