import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { epochS } from '../../clock';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sendObject } from '../files/files.public';
import { startPlayback } from './commands/engagement';
import { masterPlaylist, renditionKey } from './playback';
import type { StreamGrants } from './stream-grants';
import { findVideo } from './videos.repository';
import type { WatchBuffer } from './watch-buffer';

const HLS = 'application/vnd.apple.mpegurl';

const tokenParam = z.string().max(400);

/**
 * HLS delivery. Every URL carries a signed grant (see playback-token.ts): the master lists only the
 * renditions the grant allows, and variant playlists and segments are refused above that quality.
 * A grant stops working within seconds once the video's access changes (made private, monetized,
 * deleted) on every node, through a per-node cache of access versions: segments still need no
 * database read, so a CDN or many api nodes can serve them, and a reverse proxy can send the bytes
 * (MEDIA_ACCEL_REDIRECT, docs/deploy/nginx.conf).
 */
export const streamRoutes =
  (ctx: AppContext, watchBuffer: WatchBuffer, grants: StreamGrants): FastifyPluginAsyncZod =>
  async (app) => {
    const node = { ...ctx, watchBuffer };

    // Media routes (see `media` in plugins/security.ts), outside the per-address API limit: a player
    // fetches a segment every few seconds per viewer, and many viewers may share an address.
    const media = { rateLimit: false, media: true } as const;
    // No log line per segment unless the node logs at debug or trace: they would be most of the log,
    // and a good part of a segment's cost. Errors are still logged.
    const segmentLogLevel = ctx.config.logLevel === 'info' ? 'warn' : ctx.config.logLevel;
    const accelRedirect = ctx.config.mediaAccelRedirect;

    const grantFor = (videoId: string, token: string) => grants.check(videoId, token);

    app.get(
      '/api/stream/:videoId/:token/master.m3u8',
      {
        schema: {
          tags: ['videos'],
          summary: 'HLS master playlist for a playback grant (starts the playback)',
          params: z.object({ videoId: z.uuid(), token: tokenParam }),
        },
        config: media,
      },
      async (request, reply) => {
        const { videoId, token } = request.params;
        const grant = await grantFor(videoId, token);
        const video = await findVideo(ctx.db.db, videoId);
        if (!video || video.generation !== grant.generation) throw new NotFoundError();
        if (video.accessVersion !== grant.accessVersion)
          throw new NotFoundError('Access to this video has changed.', 'playback_revoked');
        // The player fetched the video: from now on its heartbeats may count toward a view.
        await startPlayback(node, grant);
        return reply
          .header('content-type', HLS)
          .header('cache-control', 'private, no-store')
          .send(masterPlaylist(video.renditions, grant.maxHeight, video.captionTracks));
      },
    );

    app.route({
      // HEAD declared, not derived: Fastify's derived HEAD would send a zero Content-Length.
      method: ['GET', 'HEAD'],
      url: '/api/stream/:videoId/:token/:rung/:file',
      schema: {
        // A rung above the viewer's plan (HD/4K without Premium) is answered like a missing one.
        errors: { 404: ['quality_not_allowed'] },
        tags: ['videos'],
        summary: 'HLS variant playlist or segment (byte ranges supported)',
        params: z.object({
          videoId: z.uuid(),
          token: tokenParam,
          rung: z.coerce.number().int().min(1).max(4320),
          file: z.string().regex(/^(index\.m3u8|seg_\d{4,6}\.ts)$/),
        }),
      },
      config: media,
      logLevel: segmentLogLevel,
      handler: async (request, reply) => {
        const { videoId, token, rung, file } = request.params;
        const grant = await grantFor(videoId, token);
        if (rung > grant.maxHeight)
          throw new NotFoundError('This quality needs Premium.', 'quality_not_allowed');
        const key = renditionKey(videoId, grant.generation, rung, file);
        // Files of a generation never change: what was fetched may be reused for the grant's lifetime
        // (revocation stops new fetches; bytes already in the browser are out of anyone's reach).
        // With MEDIA_ACCEL_REDIRECT the proxy in front serves the bytes once the grant is checked.
        return sendObject(request, reply, ctx.storage, key, {
          cacheControl: `private, max-age=${Math.max(0, grant.expiresAt - epochS(ctx.clock))}`,
          accelRedirect,
        });
      },
    });
  };
