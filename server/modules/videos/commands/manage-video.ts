import { and, eq } from 'drizzle-orm';
import { VIDEO_REPLACE_FORMATS } from '../../../../domain/limits';
import { type VideoInfo, videoInfoSchema } from '../../../../domain/videos';
import type { AppContext } from '../../../context';
import { videos } from '../../../db/schema';
import { ConflictError, ValidationError } from '../../../errors';
import type { Actor } from '../../../plugins/auth';
import { authorizeChannel } from '../../channels/channels.policy';
import { findChannel } from '../../channels/channels.repository';
import { takeUpload } from '../../uploads/uploads';
import { inspectVideo } from '../inspect-video';
import { transcodeVideoJob } from '../jobs/transcode-video.job';
import { authorizeVideo } from '../videos.policy';
import { findVideo } from '../videos.repository';
import { sourceKeyFor } from './create-video';
import { discardThumbnail } from './set-thumbnail';

/** Title, description, channel (one of the owner's), visibility and monetized flag. */
export async function updateVideoInfo(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  input: VideoInfo,
): Promise<void> {
  authorizeVideo(actor, 'edit', await findVideo(ctx.db.db, videoId));
  const info = videoInfoSchema.parse(input);
  if (info.channelId) authorizeChannel(actor, 'publish', await findChannel(ctx.db.db, info.channelId));
  await ctx.db.db
    .update(videos)
    .set({ ...info, updatedAt: new Date() })
    .where(eq(videos.id, videoId));
}

/**
 * Deletes the video and every file of it (original, renditions, thumbnail, poster). Validated views
 * stay (no foreign key), so the creator's earnings are untouched (spec §4).
 */
export async function deleteVideo(ctx: AppContext, actor: Actor, videoId: string): Promise<void> {
  const video = await findVideo(ctx.db.db, videoId);
  authorizeVideo(actor, 'delete', video);
  await ctx.db.db.delete(videos).where(eq(videos.id, videoId));
  await ctx.storage.deletePrefix(`videos/${videoId}`);
  await discardThumbnail(ctx, video.thumbnailUrl);
  await discardThumbnail(ctx, video.posterUrl);
}

/**
 * Replaces the video file (MP4, AVI or MOV, ≥ 60 s): the new original is stored as the next
 * generation and processed while the current renditions keep playing; they are removed once the
 * new ones are ready (processVideo).
 */
export async function replaceVideoSource(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  uploadId: string,
): Promise<void> {
  const video = await findVideo(ctx.db.db, videoId);
  authorizeVideo(actor, 'edit', video);
  const upload = await takeUpload(ctx.uploads, actor, uploadId);
  const probe = await inspectVideo(ctx.media, upload, VIDEO_REPLACE_FORMATS).catch(async (error) => {
    await upload.discard();
    throw error;
  });
  const generation = Math.max(video.generation, video.pendingSource?.generation ?? 0) + 1;
  const key = sourceKeyFor(videoId, generation, probe.container);
  try {
    await ctx.storage.putFile(key, upload.path);
    const rows = await ctx.db.db
      .update(videos)
      .set({
        pendingSource: {
          key,
          format: probe.container,
          bytes: upload.size,
          durationS: probe.durationS,
          width: probe.width,
          height: probe.height,
          generation,
        },
        status: 'processing',
        progress: 0,
        failureReason: null,
        updatedAt: new Date(),
      })
      .where(eq(videos.id, videoId))
      .returning({ id: videos.id });
    if (rows.length === 0) throw new ConflictError('The video was deleted.', 'video_not_found');
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
  // A replacement that was still processing is abandoned; its job sees it is superseded.
  if (video.pendingSource) await ctx.storage.delete(video.pendingSource.key).catch(() => {});
  await upload.discard();
  await ctx.queue.send(transcodeVideoJob, { videoId, generation });
}

/** Queues processing again after a failure. */
export async function retryProcessing(ctx: AppContext, actor: Actor, videoId: string): Promise<void> {
  const video = await findVideo(ctx.db.db, videoId);
  authorizeVideo(actor, 'edit', video);
  if (video.status !== 'failed')
    throw new ValidationError('Only a failed video can be processed again.', undefined, 'video_not_failed');
  const generation = video.pendingSource?.generation ?? video.generation;
  await ctx.db.db
    .update(videos)
    .set({ status: 'processing', progress: 0, failureReason: null, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'failed')));
  await ctx.queue.send(transcodeVideoJob, { videoId, generation });
}
