import { sql } from 'drizzle-orm';
import type { ChannelTopic } from '../../../../domain/channels';
import { chapterProblem } from '../../../../domain/chapters';
import { type HomeTheme, themesOf } from '../../../../domain/discovery';
import { VIDEO_REPLACE_FORMATS } from '../../../../domain/limits';
import { isDemonetised, type VideoInfoPatch } from '../../../../domain/videos';
import type { AppContext } from '../../../context';
import { videos } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { authorizeChannel, findChannel } from '../../channels/channels.public';
import { takeUpload, type UploadDeps } from '../../uploads/uploads.public';
import { announceAccessChange, GONE } from '../access-versions';
import { inspectVideo } from '../inspect-video';
import { removeVideoFilesJob } from '../jobs/remove-video-files.job';
import { transcodeVideoJob } from '../jobs/transcode-video.job';
import { announceVideoChange } from '../video-cache';
import { publishedData, videoPublished } from '../videos.events';
import { authorize, videoNotFound } from '../videos.policy';
import {
  deleteOwnedVideo,
  findVideo,
  restartFailedVideo,
  updateOwnedVideo,
  updateVideoRow,
  type VideoRow,
} from '../videos.repository';
import { sourceKeyFor } from './create-video';

/** A new processing run starts from a clean slate: no lease, no attempts counted. */
const freshProcessing = { leaseOwner: null, leaseUntil: null, processingAttempts: 0 } as const;

/**
 * Changes only the fields sent (title, description, channel, visibility, monetized, chapters). A change of
 * who may watch (visibility, monetized) bumps the access version: playback links handed out
 * before stop working on every node within seconds.
 */
export async function updateVideoInfo(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  patch: VideoInfoPatch,
): Promise<void> {
  const video = await findVideo(ctx.db.db, videoId);
  authorize(actor, 'edit', video);
  const problem = patch.chapters ? chapterProblem(patch.chapters, video.durationS) : null;
  if (problem) throw new ValidationError('These chapters break a rule.', undefined, problem);
  const newChannel = patch.channelId ? await findChannel(ctx.db.db, patch.channelId) : null;
  if (patch.channelId) authorizeChannel(actor, 'publish', newChannel);
  const themes = await themesAfter(ctx, video, patch, newChannel);
  const now = ctx.clock.now();
  if (patch.monetized === true && isDemonetised(video, now)) throw monetizationLocked();
  const accessChanges =
    (patch.visibility !== undefined && patch.visibility !== video.visibility) ||
    (patch.monetized !== undefined && patch.monetized !== video.monetized);
  await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    const row = await updateOwnedVideo(tx, videoId, actor.userId, {
      ...patch,
      // Switched off while demonetised: that is also what the lift gives back.
      ...(patch.monetized === false && isDemonetised(video, now)
        ? { monetizedBeforeDemonetisation: false }
        : {}),
      ...(themes ? { themes } : {}),
      ...(accessChanges ? { accessVersion: sql`${videos.accessVersion} + 1` } : {}),
      updatedAt: now,
    });
    if (!row) throw videoNotFound();
    // Demonetised between the read above and this write (the row lock orders the two): refused.
    if (row.monetized && isDemonetised(row, now)) throw monetizationLocked();
    // A playable private video made public is published now (once: the event's key is the video).
    if (video.visibility === 'private' && row.visibility === 'public' && row.publishedAt)
      await enqueue(videoPublished, publishedData(row), { dedupKey: row.id });
    if (accessChanges) afterCommit(() => announceAccessChange(ctx.realtime, videoId, row.accessVersion));
    else afterCommit(() => announceVideoChange(ctx.realtime, videoId));
  });
}

const monetizationLocked = () =>
  new ConflictError('Moderation has suspended the monetization of this video.', 'monetization_locked');

/** The home themes after an edit of what they are derived from (title, description, channel), else undefined. */
async function themesAfter(
  ctx: AppContext,
  video: VideoRow,
  patch: VideoInfoPatch,
  newChannel: { topics: ChannelTopic[] } | null,
): Promise<HomeTheme[] | undefined> {
  if (patch.title === undefined && patch.description === undefined && patch.channelId === undefined)
    return undefined;
  const channelId = patch.channelId === undefined ? video.channelId : patch.channelId;
  const channel =
    patch.channelId === undefined && channelId ? await findChannel(ctx.db.db, channelId) : newChannel;
  return themesOf({
    title: patch.title ?? video.title,
    description: patch.description ?? video.description,
    channelTopics: channel?.topics,
  });
}

/**
 * Deletes the video; its files (original, renditions, thumbnail, poster) are removed by a job
 * queued in the same transaction. Playback stops on every node at once. Validated views stay (no
 * foreign key), so the creator's earnings are untouched (spec §4).
 */
export async function deleteVideo(ctx: AppContext, actor: Actor, videoId: string): Promise<void> {
  authorize(actor, 'delete', await findVideo(ctx.db.db, videoId));
  await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    const gone = await deleteOwnedVideo(tx, videoId, actor.userId);
    if (!gone) throw videoNotFound();
    const imageUrls = [gone.thumbnailUrl, gone.posterUrl].filter((u): u is string => u !== null);
    await enqueue(removeVideoFilesJob, { videoId, imageUrls }, { dedupKey: videoId });
    afterCommit(() => announceAccessChange(ctx.realtime, videoId, GONE));
  });
}

/**
 * Replaces the video file (MP4, AVI or MOV, ≥ 60 s): the new original is stored as the next
 * generation and processed while the current renditions keep playing; they are removed once the
 * new ones are ready (processVideo).
 */
export async function replaceVideoSource(
  ctx: UploadDeps,
  actor: Actor,
  videoId: string,
  uploadId: string,
): Promise<void> {
  const video = await findVideo(ctx.db.db, videoId);
  authorize(actor, 'edit', video);
  const upload = await takeUpload(ctx.uploads, actor, uploadId);
  const probe = await inspectVideo(ctx.media, upload, VIDEO_REPLACE_FORMATS).catch(async (error) => {
    await upload.discard();
    throw error;
  });
  const generation = Math.max(video.generation, video.pendingSource?.generation ?? 0) + 1;
  const key = sourceKeyFor(videoId, generation, probe.container);
  try {
    await ctx.storage.putFile(key, upload.path);
    await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
      afterCommit(() => announceVideoChange(ctx.realtime, videoId));
      const updated = await updateVideoRow(tx, videoId, {
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
        ...freshProcessing,
        updatedAt: ctx.clock.now(),
      });
      if (!updated) throw new ConflictError('The video was deleted.', 'video_not_found');
      await enqueue(transcodeVideoJob, { videoId, generation }, { dedupKey: `${videoId}:${generation}:0` });
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    await upload.release();
    throw error;
  }
  // A replacement that was still processing is abandoned; its run sees it is superseded.
  if (video.pendingSource) await ctx.storage.delete(video.pendingSource.key).catch(() => {});
  await upload.discard();
}

/** Queues processing again after a failure (only if this request is the one that moved it out of 'failed'). */
export async function retryProcessing(ctx: AppContext, actor: Actor, videoId: string): Promise<void> {
  const video = await findVideo(ctx.db.db, videoId);
  authorize(actor, 'edit', video);
  const generation = video.pendingSource?.generation ?? video.generation;
  const retried = await withTransaction(ctx, async ({ tx, enqueue }) => {
    const restarted = await restartFailedVideo(tx, videoId, {
      progress: 0,
      failureReason: null,
      ...freshProcessing,
      updatedAt: ctx.clock.now(),
    });
    if (!restarted) return false;
    await enqueue(transcodeVideoJob, { videoId, generation });
    return true;
  });
  if (!retried)
    throw new ValidationError('Only a failed video can be processed again.', undefined, 'video_not_failed');
}
