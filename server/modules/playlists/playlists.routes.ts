import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  playlistPageSchema,
  playlistSchema,
  playlistWithItemsSchema,
  savedInSchema,
  savedStateSchema,
  watchLaterHoldingSchema,
} from '../../../domain/api/playlists';
import { cursorQuerySchema } from '../../../domain/cursor';
import {
  createPlaylistSchema,
  moveItemSchema,
  playlistIdsQuerySchema,
  updatePlaylistSchema,
  watchLaterLookupSchema,
} from '../../../domain/playlists';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { channelNotFound, findChannel } from '../channels/channels.public';
import { createPlaylist, deletePlaylist, updatePlaylist } from './commands/manage-playlist';
import { addToList, moveItem, removeFromList } from './commands/save-video';
import { ensureWatchLater, watchLaterHolding } from './playlists.repository';
import {
  myPlaylists,
  publicPlaylistsOf,
  readPlaylist,
  readWatchLater,
  savedIn,
} from './queries/read-playlist';

const idParams = z.object({ id: z.uuid({ error: 'playlist_not_found' }) });
const itemParams = z.object({
  id: z.uuid({ error: 'playlist_not_found' }),
  videoId: z.uuid({ error: 'video_not_found' }),
});
const videoParams = z.object({ videoId: z.uuid({ error: 'video_not_found' }) });
// The items cursor is a position key, not a keyset cursor: bounded here, checked by the query.
const itemsQuery = z.object({
  cursor: z.string({ error: 'invalid_cursor' }).max(256, { error: 'invalid_cursor' }).optional(),
});
const tags = ['playlists'];
const NOT_FOUND = { 404: ['playlist_not_found'] } as const;
const ITEM_WRITE = { 404: ['playlist_not_found', 'video_not_found'], 409: ['playlist_full'] } as const;

/** Playlists and the current profile's watch later (issue 29; domain/api/playlists.ts lists the routes). */
export const playlistsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const profileOf = async (request: { getProfileId(): Promise<string | null> }) =>
      (await request.getProfileId())!;

    app.get(
      '/api/me/playlists',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: "Your lists: this profile's watch later first, then your playlists, newest first",
          querystring: cursorQuerySchema,
          response: { 200: playlistPageSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return myPlaylists(ctx, actor, await profileOf(request), request.query.cursor);
      },
    );

    app.get(
      '/api/me/playlists/containing',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'Which of your lists hold a video (the save dialog)',
          querystring: playlistIdsQuerySchema,
          response: { 200: savedInSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return savedIn(ctx, actor, await profileOf(request), request.query.videoId);
      },
    );

    app.get(
      '/api/me/watch-later',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: "This profile's watch later list, a page of its videos in order",
          querystring: itemsQuery,
          response: { 200: playlistWithItemsSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return readWatchLater(ctx, actor, await profileOf(request), request.query.cursor);
      },
    );

    app.get(
      '/api/me/watch-later/holding',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: "Which of the given videos this profile's watch later holds (the cards' saved state)",
          querystring: watchLaterLookupSchema,
          response: { 200: watchLaterHoldingSchema },
        },
      },
      async (request) => {
        await request.requireActor();
        return {
          videoIds: await watchLaterHolding(ctx.db.db, await profileOf(request), request.query.videoIds),
        };
      },
    );

    for (const method of ['put', 'delete'] as const) {
      app[method](
        '/api/me/watch-later/items/:videoId',
        {
          schema: {
            errors: method === 'put' ? ITEM_WRITE : {},
            security: MEMBERS_ONLY,
            tags,
            summary:
              method === 'put'
                ? "Save a video to this profile's watch later (idempotent)"
                : "Take a video out of this profile's watch later (idempotent)",
            params: videoParams,
            response: { 200: savedStateSchema },
          },
        },
        async (request) => {
          const actor = await request.requireActor();
          const listId = await ensureWatchLater(ctx.db.db, actor.userId, await profileOf(request));
          const save = method === 'put' ? addToList : removeFromList;
          return save(ctx, actor, listId, request.params.videoId);
        },
      );
    }

    app.post(
      '/api/playlists',
      {
        schema: {
          errors: { 404: ['video_not_found'], 409: ['playlist_limit_reached'] },
          security: MEMBERS_ONLY,
          tags,
          summary: 'Create a playlist (private unless said otherwise), with a first video if given',
          body: createPlaylistSchema,
          response: { 201: playlistSchema },
        },
      },
      async (request, reply) => {
        const created = await createPlaylist(ctx, await request.requireActor(), request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/api/playlists/:id',
      {
        schema: {
          errors: NOT_FOUND,
          tags,
          summary: 'A playlist and a page of its videos in order (private: its owner only)',
          params: idParams,
          querystring: itemsQuery,
          response: { 200: playlistWithItemsSchema },
        },
      },
      async (request) => readPlaylist(ctx, await request.getActor(), request.params.id, request.query.cursor),
    );

    app.patch(
      '/api/playlists/:id',
      {
        schema: {
          errors: { ...NOT_FOUND, 403: ['forbidden'], 409: ['watch_later_fixed'] },
          security: MEMBERS_ONLY,
          tags,
          summary: 'Rename, describe or change the visibility of your playlist',
          params: idParams,
          body: updatePlaylistSchema,
          response: { 200: playlistSchema },
        },
      },
      async (request) => updatePlaylist(ctx, await request.requireActor(), request.params.id, request.body),
    );

    app.delete(
      '/api/playlists/:id',
      {
        schema: {
          errors: { ...NOT_FOUND, 403: ['forbidden'], 409: ['watch_later_fixed'] },
          security: MEMBERS_ONLY,
          tags,
          summary: 'Delete your playlist',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deletePlaylist(ctx, await request.requireActor(), request.params.id);
        return reply.code(204).send(null);
      },
    );

    for (const method of ['put', 'delete'] as const) {
      app[method](
        '/api/playlists/:id/items/:videoId',
        {
          schema: {
            errors:
              method === 'put' ? { ...ITEM_WRITE, 403: ['forbidden'] } : { ...NOT_FOUND, 403: ['forbidden'] },
            security: MEMBERS_ONLY,
            tags,
            summary:
              method === 'put'
                ? 'Add a video at the end of your playlist (idempotent)'
                : 'Remove a video from your playlist (idempotent)',
            params: itemParams,
            response: { 200: savedStateSchema },
          },
        },
        async (request) => {
          const save = method === 'put' ? addToList : removeFromList;
          return save(ctx, await request.requireActor(), request.params.id, request.params.videoId);
        },
      );
    }

    app.put(
      '/api/playlists/:id/items/:videoId/position',
      {
        schema: {
          errors: { 403: ['forbidden'], 404: ['playlist_not_found', 'playlist_item_not_found'] },
          security: MEMBERS_ONLY,
          tags,
          summary: 'Move a video of your playlist right after another (null: first); one row written',
          params: itemParams,
          body: moveItemSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { id, videoId } = request.params;
        await moveItem(ctx, await request.requireActor(), id, videoId, request.body.afterVideoId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/channels/:id/playlists',
      {
        schema: {
          tags,
          summary: "The public playlists of the channel's owner, newest first",
          params: z.object({ id: z.uuid() }),
          querystring: cursorQuerySchema,
          response: { 200: playlistPageSchema },
        },
      },
      async (request) => {
        const channel = await findChannel(ctx.db.db, request.params.id);
        if (!channel) throw channelNotFound();
        return publicPlaylistsOf(ctx, await request.getActor(), channel.ownerId, request.query.cursor);
      },
    );
  };
