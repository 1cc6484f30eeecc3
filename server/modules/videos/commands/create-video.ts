import { randomUUID } from 'node:crypto';
import { themesOf } from '../../../../domain/discovery';
import { VIDEO_UPLOAD_FORMATS } from '../../../../domain/limits';
import { type VideoInfo, videoInfoSchema } from '../../../../domain/videos';
import { withTransaction } from '../../../db/with-transaction';
import { ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { authorizeChannel, findChannel } from '../../channels/channels.public';
import { takeUpload, type UploadDeps } from '../../uploads/uploads.public';
import { assertMediaAvailable, inspectVideo } from '../inspect-video';
import { transcodeVideoJob } from '../jobs/transcode-video.job';
import { insertVideoRow } from '../videos.repository';
import { assertThumbnail, discardThumbnail, storeThumbnail } from './set-thumbnail';

export interface CreateVideoInput {
  info: VideoInfo;
  uploadId: string | null;
  thumbnail: Buffer | null;
}

/**
 * Publishes an uploaded file as a new video: checks the form (title, video, thumbnail, own channel),
 * the file (real type, ≥ 60 s), stores the original and the thumbnail, then queues processing.
 * A refused file is deleted at once: nothing of a rejected upload is kept.
 */
export async function createVideo(ctx: UploadDeps, actor: Actor, input: CreateVideoInput): Promise<string> {
  assertMediaAvailable(ctx.media);
  const info = videoInfoSchema.parse(input.info);
  if (!input.uploadId) throw new ValidationError('A video file is required.', undefined, 'video_required');
  if (!input.thumbnail)
    throw new ValidationError('A thumbnail is required.', undefined, 'thumbnail_required');
  if (!info.channelId)
    throw new ValidationError('Choose one of your channels.', undefined, 'channel_required');
  const channel = await findChannel(ctx.db.db, info.channelId);
  authorizeChannel(actor, 'publish', channel);

  await assertThumbnail(input.thumbnail);

  const upload = await takeUpload(ctx.uploads, actor, input.uploadId);
  // A refused file is deleted at once; after any other failure the upload stays for a retry (24 h).
  const probe = await inspectVideo(ctx.media, upload, VIDEO_UPLOAD_FORMATS).catch(async (error) => {
    await upload.discard();
    throw error;
  });
  const id = randomUUID();
  const sourceKey = sourceKeyFor(id, 1, probe.container);
  let thumbnailUrl: string | null = null;
  try {
    thumbnailUrl = await storeThumbnail(ctx, input.thumbnail);
    await ctx.storage.putFile(sourceKey, upload.path);
    // The row and its processing job commit together: a video is never 'processing' without a job.
    await withTransaction(ctx, async ({ tx, enqueue }) => {
      await insertVideoRow(tx, {
        id,
        ownerId: actor.userId,
        ...info,
        themes: themesOf({ ...info, channelTopics: channel?.topics }),
        status: 'processing',
        durationS: probe.durationS,
        width: probe.width,
        height: probe.height,
        sourceKey,
        sourceFormat: probe.container,
        sourceBytes: upload.size,
        generation: 1,
        thumbnailUrl,
      });
      await enqueue(transcodeVideoJob, { videoId: id, generation: 1 }, { dedupKey: `${id}:1:0` });
    });
  } catch (error) {
    await ctx.storage.deletePrefix(`videos/${id}`).catch(() => {});
    await discardThumbnail(ctx, thumbnailUrl);
    await upload.release();
    throw error;
  }
  await upload.discard();
  return id;
}

/** Everything of a video lives under videos/{id}/, so deleting it is one prefix. */
export const sourceKeyFor = (videoId: string, generation: number, container: string) =>
  `videos/${videoId}/source-${generation}.${container}`;
