import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTION_LANGUAGES, captionLanguageSchema, toWebVtt } from '../../../domain/captions';
import type { AppContext } from '../../context';
import { findCaption } from './captions.repository';
import { captionsNotFound } from './commands/manage-captions';
import { captionPlaylist } from './playback';
import type { StreamGrants } from './stream-grants';
import { findVideo } from './videos.repository';

const params = { videoId: z.uuid(), token: z.string().max(400) };
const vttFile = new RegExp(`^(${CAPTION_LANGUAGES.join('|')})\\.vtt$`);

/**
 * A video's caption tracks for its players (docs/decisions/0037-captions.md): the WebVTT file and
 * its one-segment HLS playlist, under the same playback grant as the segments — a revoked grant
 * (made private, Premium ended, a sanction) refuses them as it refuses the video.
 */
export const captionsStreamRoutes =
  (ctx: AppContext, grants: StreamGrants): FastifyPluginAsyncZod =>
  async (app) => {
    const media = { rateLimit: false, media: true } as const;
    // Captions can be corrected: a short reuse, never longer than the grant.
    const cacheControl = 'private, max-age=60';

    app.get(
      '/api/stream/:videoId/:token/captions/:file',
      {
        schema: {
          errors: { 404: ['captions_not_found'] },
          tags: ['videos'],
          summary: 'A caption track (WebVTT) for a playback grant',
          params: z.object({ ...params, file: z.string().regex(vttFile) }),
        },
        config: media,
      },
      async (request, reply) => {
        const { videoId, token, file } = request.params;
        await grants.check(videoId, token);
        const track = await findCaption(ctx.db.db, videoId, captionLanguageSchema.parse(file.slice(0, -4)));
        if (!track) throw captionsNotFound();
        return reply
          .header('content-type', 'text/vtt; charset=utf-8')
          .header('cache-control', cacheControl)
          .send(toWebVtt(track.cues));
      },
    );

    app.get(
      '/api/stream/:videoId/:token/captions/:lang/index.m3u8',
      {
        schema: {
          errors: { 404: ['captions_not_found'] },
          tags: ['videos'],
          summary: 'A caption track as an HLS subtitle playlist (one segment: the WebVTT file)',
          params: z.object({ ...params, lang: captionLanguageSchema }),
        },
        config: media,
      },
      async (request, reply) => {
        const { videoId, token, lang } = request.params;
        await grants.check(videoId, token);
        const video = await findVideo(ctx.db.db, videoId);
        if (!video?.captionTracks.some((t) => t.language === lang)) throw captionsNotFound();
        return reply
          .header('content-type', 'application/vnd.apple.mpegurl')
          .header('cache-control', cacheControl)
          .send(captionPlaylist(lang, video.durationS));
      },
    );
  };
