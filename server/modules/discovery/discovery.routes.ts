import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { continueWatchingSchema, homeSchema } from '../../../domain/api/discovery';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { hideFromContinueWatching, presentVideoCard } from '../videos/videos.public';
import { listContinueWatching } from './discovery.repository';
import { HomeCache } from './queries/home';

const CONTINUE_WATCHING = 12;

export const discoveryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const home = new HomeCache(ctx);
    app.addHook('onClose', async () => home.close());

    app.get(
      '/api/home',
      {
        schema: {
          tags: ['discovery'],
          summary: 'Home page lists: hero, trending, themes, newest (the same for every viewer)',
          response: { 200: homeSchema },
        },
      },
      async (_request, reply) => {
        // Shared caches may keep it briefly too: nothing personal in it.
        reply.header('cache-control', 'public, max-age=15');
        return home.get();
      },
    );

    app.get(
      '/api/me/continue-watching',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['discovery'],
          summary: "The current profile's unfinished videos, most recently watched first",
          response: { 200: continueWatchingSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const profileId = (await request.getProfileId())!;
        const rows = await listContinueWatching(
          ctx.db.db,
          { userId: actor.userId, profileId },
          CONTINUE_WATCHING,
        );
        return {
          items: rows.map((row) => ({
            video: presentVideoCard(row.refs),
            positionS: row.positionS,
            watchedAt: row.watchedAt.toISOString(),
          })),
        };
      },
    );

    app.delete(
      '/api/me/continue-watching/:videoId',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['discovery'],
          summary: 'Remove a video from "continue watching" (watching it again brings it back)',
          params: z.object({ videoId: z.uuid() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await request.requireActor();
        const hidden = await hideFromContinueWatching(
          ctx.db.db,
          (await request.getProfileId())!,
          request.params.videoId,
          ctx.clock.now(),
        );
        if (!hidden) throw new NotFoundError('Not in your history.', 'not_found');
        return reply.status(204).send(null);
      },
    );
  };
