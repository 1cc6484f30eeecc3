import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chaptersOf, chaptersVtt } from '../../../domain/chapters';
import { SHEET_NAME } from '../../../domain/storyboards';
import { epochS } from '../../clock';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sendObject } from '../files/files.public';
import { storyboardPrefix } from './commands/make-storyboard';
import type { StreamGrants } from './stream-grants';
import { findVideo } from './videos.repository';

const VTT = 'text/vtt; charset=utf-8';
const params = z.object({ videoId: z.uuid(), token: z.string().max(400) });

/**
 * Scrub previews and chapters for the player, under the same playback grant as the segments
 * (docs/decisions/0036): a grant revoked (video made private or Premium-only, Premium ended, a
 * sanction) refuses them like segments, and a viewer without a grant never gets one.
 */
export const storyboardRoutes =
  (ctx: AppContext, grants: StreamGrants): FastifyPluginAsyncZod =>
  async (app) => {
    const media = { rateLimit: false, media: true } as const;
    const accelRedirect = ctx.config.mediaAccelRedirect;
    const until = (expiresAt: number) => `private, max-age=${Math.max(0, expiresAt - epochS(ctx.clock))}`;

    app.get(
      '/api/stream/:videoId/:token/storyboard/thumbnails.vtt',
      {
        schema: {
          tags: ['videos'],
          summary: 'WebVTT thumbnails track of the scrub previews (404 until made)',
          params,
        },
        config: media,
      },
      async (request, reply) => {
        const { videoId, token } = request.params;
        const grant = await grants.check(videoId, token);
        return sendObject(
          request,
          reply,
          ctx.storage,
          `${storyboardPrefix(videoId, grant.generation)}/thumbnails.vtt`,
          {
            cacheControl: until(grant.expiresAt),
            contentType: VTT,
            accelRedirect,
          },
        );
      },
    );

    app.get(
      '/api/stream/:videoId/:token/storyboard/:sheet',
      {
        schema: {
          tags: ['videos'],
          summary: 'One sprite sheet of the scrub previews',
          params: params.extend({ sheet: z.string().regex(SHEET_NAME) }),
        },
        config: media,
      },
      async (request, reply) => {
        const { videoId, token, sheet } = request.params;
        const grant = await grants.check(videoId, token);
        return sendObject(
          request,
          reply,
          ctx.storage,
          `${storyboardPrefix(videoId, grant.generation)}/${sheet}`,
          {
            cacheControl: until(grant.expiresAt),
            accelRedirect,
          },
        );
      },
    );

    app.get(
      '/api/stream/:videoId/:token/chapters.vtt',
      {
        schema: {
          tags: ['videos'],
          summary: 'WebVTT chapters track (empty when the video has no chapters)',
          params,
        },
        config: media,
      },
      async (request, reply) => {
        const { videoId, token } = request.params;
        const grant = await grants.check(videoId, token);
        const video = await findVideo(ctx.db.db, videoId);
        if (!video || video.generation !== grant.generation) throw new NotFoundError();
        return reply
          .header('content-type', VTT)
          .header('cache-control', 'private, no-cache')
          .send(chaptersVtt(chaptersOf(video), video.durationS));
      },
    );
  };
