import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sendObject } from '../files/send-object';
import { masterPlaylist, renditionKey } from './playback';
import { verifyPlayback } from './playback-token';
import { findVideo } from './videos.repository';

const HLS = 'application/vnd.apple.mpegurl';

/**
 * HLS delivery. Every URL carries a signed grant (see playback-token.ts): the master lists only the
 * renditions the grant allows, and variant playlists and segments are refused above that quality.
 * Segments need no database read, so a CDN or many api nodes can serve them.
 */
export const streamRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const grantFor = (videoId: string, token: string) => {
      const grant = verifyPlayback(ctx.config.authSecret, videoId, token);
      if (!grant)
        throw new NotFoundError('This playback link is invalid or has expired.', 'playback_expired');
      return grant;
    };

    app.get(
      '/api/stream/:videoId/:token/master.m3u8',
      {
        schema: {
          tags: ['videos'],
          summary: 'HLS master playlist for a playback grant',
          params: z.object({ videoId: z.uuid(), token: z.string().max(300) }),
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const { videoId, token } = request.params;
        const grant = grantFor(videoId, token);
        const video = await findVideo(ctx.db.db, videoId);
        if (!video || video.generation !== grant.generation) throw new NotFoundError();
        return reply
          .header('content-type', HLS)
          .header('cache-control', 'private, max-age=5')
          .send(masterPlaylist(video.renditions, grant.maxHeight));
      },
    );

    app.get(
      '/api/stream/:videoId/:token/:rung/:file',
      {
        schema: {
          tags: ['videos'],
          summary: 'HLS variant playlist or segment (byte ranges supported)',
          params: z.object({
            videoId: z.uuid(),
            token: z.string().max(300),
            rung: z.coerce.number().int().min(1).max(4320),
            file: z.string().regex(/^(index\.m3u8|seg_\d{4,6}\.ts)$/),
          }),
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const { videoId, token, rung, file } = request.params;
        const grant = grantFor(videoId, token);
        if (rung > grant.maxHeight)
          throw new NotFoundError('This quality needs Premium.', 'quality_not_allowed');
        const key = renditionKey(videoId, grant.generation, rung, file);
        // Files of a generation never change: segments can be cached for the grant's lifetime.
        return sendObject(request, reply, ctx.storage, key, {
          cacheControl: `private, max-age=${Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000))}`,
        });
      },
    );
  };
