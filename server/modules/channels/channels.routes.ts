import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelImageResponseSchema, channelListSchema, channelSchema } from '../../../domain/api/channels';
import { channelInputSchema, channelPatchSchema } from '../../../domain/channels';
import { LIMITS } from '../../../domain/limits';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { readSingleFile } from '../../plugins/read-file';
import { presentChannel } from './channels.presenter';
import { loadChannel, ownChannels } from './channels.repository';
import { createChannel, deleteChannel, updateChannel } from './commands/save-channel';
import { setChannelImage } from './commands/set-channel-image';

const idParams = z.object({ id: z.uuid() });

export const channelsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const present = async (id: string, actor: Parameters<typeof presentChannel>[1]) => {
      const channel = await loadChannel(ctx.db.db, id);
      if (!channel) throw new NotFoundError('Channel not found.', 'channel_not_found');
      return presentChannel(channel, actor);
    };

    app.post(
      '/api/channels',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['channels'],
          summary: 'Create a channel',
          body: channelInputSchema,
          response: { 201: channelSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.requireActor();
        const id = await createChannel(ctx, actor, request.body);
        return reply.status(201).send(await present(id, actor));
      },
    );

    app.get(
      '/api/channels/:id',
      {
        schema: {
          tags: ['channels'],
          summary: 'A channel',
          params: idParams,
          response: { 200: channelSchema },
        },
      },
      async (request) => present(request.params.id, await request.getActor()),
    );

    app.patch(
      '/api/channels/:id',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['channels'],
          summary: 'Edit a channel (owner only)',
          params: idParams,
          body: channelPatchSchema,
          response: { 200: channelSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        await updateChannel(ctx, actor, request.params.id, request.body);
        return present(request.params.id, actor);
      },
    );

    app.delete(
      '/api/channels/:id',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['channels'],
          summary: 'Delete a channel (its videos stay, without channel)',
          params: idParams,
        },
      },
      async (request, reply) => {
        await deleteChannel(ctx, await request.requireActor(), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/channels/:id/image',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['channels'],
          summary: 'Set the channel picture (multipart "file"; an image, max 5 MB)',
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: channelImageResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const { bytes } = await readSingleFile(request, {
          maxBytes: LIMITS.channelImageBytes,
          tooLargeCode: 'image_too_large',
          invalidCode: 'invalid_image',
        });
        return { imageUrl: await setChannelImage(ctx, actor, request.params.id, bytes) };
      },
    );

    app.get(
      '/api/me/channels',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['channels'],
          summary: 'My channels',
          response: { 200: channelListSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return { items: (await ownChannels(ctx.db.db, actor.userId)).map((c) => presentChannel(c, actor)) };
      },
    );
  };
