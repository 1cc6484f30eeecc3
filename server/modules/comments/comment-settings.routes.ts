import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentSettingsSchema,
  heldCommentPageSchema,
  watchedWordsResultSchema,
} from '../../../domain/api/comments';
import {
  commentListQuerySchema,
  commentSettingsPatchSchema,
  watchedWordsSchema,
} from '../../../domain/comments';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import {
  commentSettings,
  replaceWatchedWords,
  updateCommentSettings,
  watchedWords,
} from './commands/comment-settings';
import { listHeldComments } from './commands/read-comments';

const videoParams = z.object({ id: z.uuid() });
const tags = ['comments'];

/** The creator's side: a video's comment policy, the held queue, the watched words. */
export const commentSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/videos/:id/comment-settings',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: "A video's comment policy (its owner)",
          params: videoParams,
          errors: { 403: ['forbidden'] },
          response: { 200: commentSettingsSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return commentSettings(ctx, await request.requireActor(), request.params.id);
      },
    );

    app.patch(
      '/api/videos/:id/comment-settings',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary:
            'Open, close or hold comments for approval on a video (its owner; only the fields sent change)',
          params: videoParams,
          body: commentSettingsPatchSchema,
          errors: { 403: ['forbidden'] },
          response: { 200: commentSettingsSchema },
        },
      },
      async (request) =>
        updateCommentSettings(ctx, await request.requireActor(), request.params.id, request.body),
    );

    app.get(
      '/api/me/comments/held',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: "Comments waiting for approval on the member's videos, newest first",
          querystring: z.object({ cursor: commentListQuerySchema.shape.cursor }),
          response: { 200: heldCommentPageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listHeldComments(ctx, await request.requireActor(), request.query.cursor);
      },
    );

    app.get(
      '/api/me/comments/watched-words',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'The words that hold a comment on your videos for approval',
          response: { 200: watchedWordsResultSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return watchedWords(ctx, await request.requireActor());
      },
    );

    app.put(
      '/api/me/comments/watched-words',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'Replace the watched words (deduplicated, lower case)',
          body: watchedWordsSchema,
          response: { 200: watchedWordsResultSchema },
        },
      },
      async (request) => replaceWatchedWords(ctx, await request.requireActor(), request.body),
    );
  };
