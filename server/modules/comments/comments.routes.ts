import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentPageSchema,
  commentParams,
  commentSchema,
  linkedCommentSchema,
  replyPageSchema,
} from '../../../domain/api/comments';
import { commentListQuerySchema, editCommentSchema, postCommentSchema } from '../../../domain/comments';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import {
  approveComment,
  deleteComment,
  editComment,
  heartComment,
  likeComment,
  pinComment,
} from './commands/manage-comment';
import { postComment } from './commands/post-comment';
import { listComments, listReplies, readComment } from './commands/read-comments';

const videoParams = z.object({ id: z.uuid() });
const tags = ['comments'];
const notFound = ['comment_not_found'] as const;

/** Comments under a video (issue 29): threads, replies, the author's and the creator's actions. */
export const commentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/videos/:id/comments',
      {
        schema: {
          tags,
          summary: 'Top-level comments (top or newest; the pinned one first on the first page)',
          params: videoParams,
          querystring: commentListQuerySchema,
          response: { 200: commentPageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listComments(ctx, await request.getActor(), request.params.id, request.query);
      },
    );

    app.post(
      '/api/videos/:id/comments',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'Post a comment, or a reply to a top-level comment (held when the creator says so)',
          params: videoParams,
          body: postCommentSchema,
          errors: {
            403: ['comment_not_allowed', 'forbidden'],
            404: notFound,
            409: ['comments_closed', 'comment_reply_depth'],
          },
          response: { 201: commentSchema },
        },
      },
      async (request, reply) => {
        const comment = await postComment(ctx, await request.getActor(), request.params.id, request.body);
        return reply.status(201).send(comment);
      },
    );

    app.get(
      '/api/comments/:id',
      {
        schema: {
          tags,
          summary: "One comment (a notification's link), with its thread's top-level comment when a reply",
          params: commentParams,
          errors: { 404: notFound },
          response: { 200: linkedCommentSchema },
        },
      },
      async (request) => readComment(ctx, await request.getActor(), request.params.id),
    );

    app.get(
      '/api/comments/:id/replies',
      {
        schema: {
          tags,
          summary: "A top-level comment's replies, oldest first",
          params: commentParams,
          querystring: z.object({ cursor: commentListQuerySchema.shape.cursor }),
          errors: { 404: notFound },
          response: { 200: replyPageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listReplies(ctx, await request.getActor(), request.params.id, request.query.cursor);
      },
    );

    app.patch(
      '/api/comments/:id',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'Edit the text of one of your comments (marked edited)',
          params: commentParams,
          body: editCommentSchema,
          errors: { 403: ['comment_not_allowed', 'forbidden'], 404: notFound },
          response: { 200: commentSchema },
        },
      },
      async (request) => editComment(ctx, await request.getActor(), request.params.id, request.body),
    );

    app.delete(
      '/api/comments/:id',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'Delete a comment (its author, the video owner, an admin); its replies go with it',
          params: commentParams,
          errors: { 403: ['forbidden'], 404: notFound },
        },
      },
      async (request, reply) => {
        await deleteComment(ctx, await request.getActor(), request.params.id);
        return reply.status(204).send();
      },
    );

    const toggles = [
      ['like', 'Like a comment', 'Remove your like', likeComment],
      [
        'pin',
        'Pin a top-level comment (the video owner; unpins the one pinned before)',
        'Unpin it',
        pinComment,
      ],
      ['heart', "The creator's heart (the video owner)", 'Take the heart back', heartComment],
    ] as const;
    for (const [name, on, off, command] of toggles) {
      for (const [method, summary, value] of [
        ['PUT', on, true],
        ['DELETE', off, false],
      ] as const) {
        app.route({
          method,
          url: `/api/comments/:id/${name}`,
          schema: {
            security: MEMBERS_ONLY,
            tags,
            summary,
            params: commentParams,
            errors: { 403: ['forbidden'], 404: notFound },
            response: { 200: commentSchema },
          },
          handler: async (request) => command(ctx, await request.getActor(), request.params.id, value),
        });
      }
    }

    app.post(
      '/api/comments/:id/approve',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags,
          summary: 'Publish a comment held for approval (the video owner)',
          params: commentParams,
          errors: { 403: ['forbidden'], 404: notFound, 409: ['comment_not_held'] },
          response: { 200: commentSchema },
        },
      },
      async (request) => approveComment(ctx, await request.getActor(), request.params.id),
    );
  };
