import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertValidKey, StorageNotFoundError } from '../../adapters/storage/storage';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { PUBLIC_FILE_PREFIXES } from './files';

/** Public images (avatars, channel pictures, thumbnails). Keys are random, so URLs are immutable. */
export const filesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/files/*',
      { schema: { tags: ['files'], summary: 'A public image', params: z.object({ '*': z.string() }) } },
      async (request, reply) => {
        const key = request.params['*'];
        try {
          assertValidKey(key);
        } catch {
          throw new NotFoundError();
        }
        if (!PUBLIC_FILE_PREFIXES.some((p) => key.startsWith(p))) throw new NotFoundError();
        const info = await ctx.storage.stat(key);
        if (!info) throw new NotFoundError();
        try {
          const stream = await ctx.storage.get(key);
          return reply
            .header('content-type', info.contentType)
            .header('content-length', info.size)
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(stream);
        } catch (error) {
          if (error instanceof StorageNotFoundError) throw new NotFoundError();
          throw error;
        }
      },
    );
  };
