import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelManagementSchema, videoPageSchema } from '../../../domain/api/videos';
import { cursorQuerySchema } from '../../../domain/cursor';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import {
  authorizeChannel,
  channelNotFound,
  findChannel,
  loadChannel,
  presentChannel,
} from '../channels/channels.public';
import { publicVideosPage } from './queries/public-videos-page';
import { presentOwnVideo } from './videos.presenter';
import { listChannelVideosForOwner } from './videos.repository';

const idParams = z.object({ id: z.uuid() });

/** A channel's videos: served by the videos module, which depends on channels (not the reverse). */
export const channelVideosRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/channels/:id/videos',
      {
        schema: {
          tags: ['channels'],
          summary: "A channel's public videos, newest first",
          params: idParams,
          querystring: cursorQuerySchema,
          response: { 200: videoPageSchema },
        },
      },
      async (request) => {
        const [channel, page] = await Promise.all([
          findChannel(ctx.db.db, request.params.id),
          publicVideosPage(ctx.db.db, {
            limit: 24,
            cursor: request.query.cursor,
            channelId: request.params.id,
          }),
        ]);
        if (!channel) throw channelNotFound();
        return page;
      },
    );

    app.get(
      '/api/channels/:id/manage',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['channels'],
          summary: 'A channel with all its videos, for its owner',
          params: idParams,
          response: { 200: channelManagementSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        authorizeChannel(actor, 'edit', await findChannel(ctx.db.db, request.params.id));
        const [channel, videos] = await Promise.all([
          loadChannel(ctx.db.db, request.params.id),
          listChannelVideosForOwner(ctx.db.db, request.params.id),
        ]);
        if (!channel) throw channelNotFound();
        return { channel: presentChannel(channel, actor), videos: videos.map(presentOwnVideo) };
      },
    );
  };
