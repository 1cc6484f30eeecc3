import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentOwnSanction } from '../../../domain/access';
import { avatarResponseSchema, meSchema, sessionResponseSchema } from '../../../domain/api/accounts';
import { LIMITS } from '../../../domain/limits';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { readSingleFile } from '../../plugins/read-file';
import { presentMe } from './accounts.presenter';
import { findUserById } from './accounts.repository';
import { removeAvatar, setAvatar } from './commands/set-avatar';
import { updateProfile, updateProfileInput } from './commands/update-profile';

export const accountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/session',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in member, or null',
          response: { 200: sessionResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.getActor();
        if (!actor) {
          const refusal = await request.getAccessRefusal();
          return refusal ? { user: null, refusal } : { user: null };
        }
        const user = await findUserById(ctx.db.db, actor.userId);
        if (!user) return { user: null };
        return { user: presentMe(user, actor), sanctions: actor.sanctions.map(presentOwnSanction) };
      },
    );

    app.patch(
      '/api/me/profile',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['accounts'],
          summary: 'Change display name, username or language',
          body: updateProfileInput,
          response: { 200: meSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        await updateProfile(ctx, actor, request.body);
        const user = await findUserById(ctx.db.db, actor.userId);
        if (!user) throw new NotFoundError();
        return presentMe(user, actor);
      },
    );

    app.post(
      '/api/me/avatar',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['accounts'],
          summary: 'Upload a new avatar (multipart field "file"; JPG, PNG or WebP, max 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: avatarResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const { bytes } = await readSingleFile(request, {
          maxBytes: LIMITS.avatarBytes,
          tooLargeCode: 'avatar_too_large',
          invalidCode: 'invalid_image',
        });
        return { avatarUrl: await setAvatar(ctx, actor, bytes) };
      },
    );

    app.delete(
      '/api/me/avatar',
      { schema: { security: MEMBERS_ONLY, tags: ['accounts'], summary: 'Remove the avatar' } },
      async (request, reply) => {
        await removeAvatar(ctx, await request.requireActor());
        return reply.status(204).send();
      },
    );
  };
