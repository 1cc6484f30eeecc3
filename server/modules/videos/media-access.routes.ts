import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { epochS } from '../../clock';
import type { AppContext } from '../../context';
import { ForbiddenError, NotFoundError } from '../../errors';
import { hlsPrefix } from './media-keys';
import type { PlaybackGrant } from './playback-token';
import type { StreamGrants } from './stream-grants';

/** The folder of the grant's rung, relative to DATA_DIR/storage: nginx appends the segment's name. */
export const MEDIA_FOLDER_HEADER = 'x-kinora-media';
/** The Cache-Control nginx puts on the segments it serves: private, for what is left of the grant. */
export const MEDIA_CACHE_CONTROL_HEADER = 'x-kinora-cache-control';

/**
 * nginx's `auth_request` for segments (docs/deploy/nginx.conf): may this grant fetch this rung? One
 * answer covers every segment and byte range of the rung, and nginx keeps a 204 for two seconds
 * keyed by (video, grant, rung), so a player's ranges cost Node one request per rung every two
 * seconds instead of one each; a revocation reaches the player once that answer ages out.
 *
 * 204 names the rung's folder only when the proxy reads the storage folder (MEDIA_ACCEL_REDIRECT):
 * without the header nginx hands the request to Kinora's segment route. A refusal is a 403 (the
 * only denial auth_request passes on), after which nginx asks the segment route too, so the player
 * gets that route's JSON 404 and its code as before. The answer reveals no more than the segment
 * route gives the same grant (which also gives the bytes), so reaching it directly opens nothing;
 * nginx keeps it internal all the same.
 */
export const mediaAccessRoutes =
  (ctx: AppContext, grants: StreamGrants): FastifyPluginAsyncZod =>
  async (app) => {
    const media = { rateLimit: false, media: true } as const;
    const logLevel = ctx.config.logLevel === 'info' ? 'warn' : ctx.config.logLevel;
    const servedByProxy = ctx.config.mediaAccelRedirect !== undefined;

    const allowedRung = async (videoId: string, token: string, rung: number): Promise<PlaybackGrant> => {
      const grant = await grants.check(videoId, token).catch(refused);
      if (rung > grant.maxHeight)
        throw new ForbiddenError('This quality needs Premium.', 'quality_not_allowed');
      return grant;
    };

    app.get(
      '/api/media-access/:videoId/:token/:rung',
      {
        schema: {
          errors: { 403: ['playback_expired', 'playback_revoked', 'quality_not_allowed'] },
          tags: ['videos'],
          summary: "The reverse proxy's grant check for a rung's segments (204: allowed)",
          params: z.object({
            videoId: z.uuid(),
            token: z.string().max(400),
            rung: z.coerce.number().int().min(1).max(4320),
          }),
          response: { 204: z.null() },
        },
        config: media,
        logLevel,
      },
      async (request, reply) => {
        const { videoId, token, rung } = request.params;
        const grant = await allowedRung(videoId, token, rung);
        if (servedByProxy)
          reply.header(MEDIA_FOLDER_HEADER, `${hlsPrefix(videoId, grant.generation)}/${rung}`);
        return reply
          .header(
            MEDIA_CACHE_CONTROL_HEADER,
            `private, max-age=${Math.max(0, grant.expiresAt - epochS(ctx.clock))}`,
          )
          .status(204)
          .send(null);
      },
    );
  };

/** The grant check's 404 (expired, revoked) as the 403 auth_request passes on; other errors as they are. */
function refused(error: unknown): never {
  throw error instanceof NotFoundError ? new ForbiddenError(error.message, error.code) : error;
}
