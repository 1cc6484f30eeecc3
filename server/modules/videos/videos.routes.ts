import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdVideoSchema,
  dashboardSchema,
  heartbeatResponseSchema,
  likeResponseSchema,
  moreVideosSchema,
  ownVideoListSchema,
  thumbnailResponseSchema,
  videoDetailSchema,
  videoPageSchema,
} from '../../../domain/api/videos';
import { CHAPTER_PROBLEMS } from '../../../domain/chapters';
import { cursorSchema } from '../../../domain/cursor';
import { LIMITS } from '../../../domain/limits';
import {
  heartbeatSchema,
  ownVideosQuerySchema,
  videoInfoPatchSchema,
  videoInfoSchema,
} from '../../../domain/videos';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { readMultipartForm, readSingleFile } from '../../plugins/read-file';
import { ownChannels, presentChannel } from '../channels/channels.public';
import type { UploadService } from '../uploads/uploads.public';
import type { BeatLimit } from './beat-limit';
import { createVideo } from './commands/create-video';
import { recordHeartbeat, setLike } from './commands/engagement';
import { deleteVideo, replaceVideoSource, retryProcessing, updateVideoInfo } from './commands/manage-video';
import { setVideoThumbnail } from './commands/set-thumbnail';
import { publicVideosPage } from './queries/public-videos-page';
import { showVideo } from './queries/show-video';
import { upNext } from './queries/up-next';
import type { VideoCache } from './video-cache';
import { authorize, videoNotFound } from './videos.policy';
import { presentOwnVideo, presentVideoCard } from './videos.presenter';
import { creatorStats, findVideo, listOwnVideos } from './videos.repository';
import { viewerOf } from './viewer';
import type { WatchBuffer } from './watch-buffer';

const idParams = z.object({ id: z.uuid() });
/** What the videos routes use beside the context: this app's caches, this node's buffer and uploads. */
export interface VideosRouteServices {
  videoCache: VideoCache;
  beatLimit: BeatLimit;
  watchBuffer: WatchBuffer;
  uploads: UploadService;
}

export const videosRoutes =
  (
    ctx: AppContext,
    { videoCache: cache, beatLimit, watchBuffer, uploads }: VideosRouteServices,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // The commands that take an upload or record watching get them with the context.
    const node = { ...ctx, watchBuffer, uploads };
    app.get(
      '/api/videos',
      {
        schema: {
          tags: ['videos'],
          summary: 'Public videos, newest first (keyset pagination)',
          querystring: z.object({
            cursor: cursorSchema,
            limit: z.coerce.number().int().min(1).max(50).default(24),
          }),
          response: { 200: videoPageSchema },
        },
      },
      async (request) => {
        const { limit, cursor } = request.query;
        return cache.page(`${limit}|${cursor ?? ''}`, (db) => publicVideosPage(db, { limit, cursor }));
      },
    );

    app.post(
      '/api/videos',
      {
        schema: {
          errors: {
            404: ['channel_not_found', 'upload_not_found'],
            // The form's fields are checked by the handler (multipart): validation_failed names the field.
            400: [
              'title_required',
              'video_required',
              'thumbnail_required',
              'channel_required',
              'validation_failed',
            ],
            403: ['upload_not_allowed'],
          },
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Publish an uploaded video (multipart: info fields, uploadId, thumbnail file)',
          consumes: ['multipart/form-data'],
          response: { 201: createdVideoSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.requireActor();
        const { fields, file } = await readMultipartForm(request, {
          maxBytes: LIMITS.thumbnailBytes,
          tooLargeCode: 'image_too_large',
          invalidCode: 'thumbnail_required',
        });
        const info = videoInfoSchema.parse({
          title: fields.title ?? '',
          description: fields.description ?? '',
          channelId: fields.channelId || null,
          visibility: fields.visibility || 'public',
          monetized: fields.monetized === 'true',
        });
        const id = await createVideo(node, actor, {
          info,
          uploadId: fields.uploadId || null,
          thumbnail: file,
        });
        return reply.status(201).send({ id });
      },
    );

    app.get(
      '/api/videos/:id',
      {
        schema: {
          tags: ['videos'],
          summary: 'A video as this viewer may see it',
          params: idParams,
          response: { 200: videoDetailSchema },
        },
      },
      async (request, reply) => showVideo(ctx, await viewerOf(request, reply), request.params.id, cache),
    );

    app.get(
      '/api/videos/:id/more',
      {
        schema: {
          tags: ['videos'],
          summary: 'Up next: more from the same channel mixed with related videos (same themes)',
          params: idParams,
          response: { 200: moreVideosSchema },
        },
      },
      async (request) => {
        const video = await findVideo(ctx.db.db, request.params.id);
        // Same visibility as the video itself: a private id reveals nothing, not even its channel.
        if (!video) throw videoNotFound();
        authorize(await request.getActor(), 'see', video);
        // The video's access above is read on the primary; the public list beside it may lag.
        const related = await upNext(ctx.db.read(request.readSince()), video);
        return { items: related.map(presentVideoCard) };
      },
    );

    app.patch(
      '/api/videos/:id',
      {
        schema: {
          // A channelId that names no channel of the member's; monetized while moderation demonetised it;
          // chapters that break a rule for this video's duration (domain/chapters.ts).
          errors: { 400: [...CHAPTER_PROBLEMS], 404: ['channel_not_found'], 409: ['monetization_locked'] },
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary:
            'Edit title, description, channel, visibility, monetized, chapters (only the fields sent change; chapters: null returns to the description)',
          params: idParams,
          body: videoInfoPatchSchema,
          response: { 200: videoDetailSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.requireActor();
        await updateVideoInfo(ctx, actor, request.params.id, request.body);
        return showVideo(ctx, await viewerOf(request, reply), request.params.id);
      },
    );

    app.delete(
      '/api/videos/:id',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Delete a video and its files',
          params: idParams,
        },
      },
      async (request, reply) => {
        await deleteVideo(ctx, await request.requireActor(), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/videos/:id/thumbnail',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Replace the thumbnail (multipart "file"; JPG, PNG or WebP, max 5 MB)',
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: thumbnailResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const { bytes } = await readSingleFile(request, {
          maxBytes: LIMITS.thumbnailBytes,
          tooLargeCode: 'image_too_large',
          invalidCode: 'invalid_image',
        });
        return { thumbnailUrl: await setVideoThumbnail(ctx, actor, request.params.id, bytes) };
      },
    );

    app.post(
      '/api/videos/:id/source',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Replace the video file with a finished upload (MP4, AVI, MOV)',
          errors: { 404: ['upload_not_found'], 403: ['upload_not_allowed'] },
          params: idParams,
          body: z.object({ uploadId: z.string().min(1).max(64) }),
        },
      },
      async (request, reply) => {
        await replaceVideoSource(
          node,
          await request.requireActor(),
          request.params.id,
          request.body.uploadId,
        );
        return reply.status(202).send();
      },
    );

    app.post(
      '/api/videos/:id/retry',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 400: ['video_not_failed'] },
          tags: ['videos'],
          summary: 'Process a failed video again',
          params: idParams,
        },
      },
      async (request, reply) => {
        await retryProcessing(ctx, await request.requireActor(), request.params.id);
        return reply.status(202).send();
      },
    );

    const likeResponse = { 200: likeResponseSchema };
    app.put(
      '/api/videos/:id/like',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Like',
          params: idParams,
          response: likeResponse,
        },
      },
      async (request) => ({
        liked: true,
        likeCount: await setLike(ctx, await request.requireActor(), request.params.id, true),
      }),
    );
    app.delete(
      '/api/videos/:id/like',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Remove the like',
          params: idParams,
          response: likeResponse,
        },
      },
      async (request) => ({
        liked: false,
        likeCount: await setLike(ctx, await request.requireActor(), request.params.id, false),
      }),
    );

    app.post(
      '/api/videos/:id/heartbeat',
      {
        schema: {
          // The playback grant the heartbeat names has expired or was revoked.
          errors: { 404: ['playback_expired'] },
          tags: ['videos'],
          summary: 'Player heartbeat (about every 10 s): position and real watch time',
          params: idParams,
          body: heartbeatSchema,
          response: { 200: heartbeatResponseSchema },
        },
      },
      async (request, reply) => {
        beatLimit.check(request.ip);
        return recordHeartbeat(node, await viewerOf(request, reply), request.params.id, request.body, cache);
      },
    );

    app.get(
      '/api/me/videos',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'My videos, sortable, paginated',
          querystring: ownVideosQuerySchema,
          response: { 200: ownVideoListSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const { items, total } = await listOwnVideos(ctx.db.db, actor.userId, request.query);
        return { items: items.map(presentOwnVideo), total };
      },
    );

    app.get(
      '/api/me/dashboard',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'Creator dashboard: totals and channels',
          response: { 200: dashboardSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const [stats, channels] = await Promise.all([
          creatorStats(ctx.db.db, actor.userId),
          ownChannels(ctx.db.db, actor.userId),
        ]);
        return { stats, channels: channels.map((c) => presentChannel(c, actor)) };
      },
    );
  };
