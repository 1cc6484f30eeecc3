import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionPageSchema, subscriptionStateSchema } from '../../../domain/api/subscriptions';
import { videoPageSchema } from '../../../domain/api/videos';
import { cursorQuerySchema } from '../../../domain/cursor';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { setSubscription, subscriptionState } from './commands/set-subscription';
import { mySubscriptionFeedPage, mySubscriptionsPage } from './queries/list-subscriptions';

const idParams = z.object({ id: z.uuid() });
const stateResponse = { 200: subscriptionStateSchema };

/** Channel subscriptions: the toggle on a channel, and the member's own list and feed. */
export const subscriptionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/channels/:id/subscription',
      {
        schema: {
          tags: ['subscriptions'],
          summary: 'Whether you subscribe to the channel (visitors: never), and its subscriber count',
          params: idParams,
          response: stateResponse,
        },
      },
      async (request) => subscriptionState(ctx, await request.getActor(), request.params.id),
    );

    app.put(
      '/api/channels/:id/subscription',
      {
        schema: {
          errors: { 409: ['subscribe_own_channel'] },
          security: MEMBERS_ONLY,
          tags: ['subscriptions'],
          summary: 'Subscribe to a channel (idempotent; not your own)',
          params: idParams,
          response: stateResponse,
        },
      },
      async (request) => setSubscription(ctx, await request.requireActor(), request.params.id, true),
    );

    app.delete(
      '/api/channels/:id/subscription',
      {
        schema: {
          errors: { 409: ['subscribe_own_channel'] },
          security: MEMBERS_ONLY,
          tags: ['subscriptions'],
          summary: 'Unsubscribe from a channel (idempotent)',
          params: idParams,
          response: stateResponse,
        },
      },
      async (request) => setSubscription(ctx, await request.requireActor(), request.params.id, false),
    );

    app.get(
      '/api/me/subscriptions',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['subscriptions'],
          summary: 'The channels you subscribe to, newest subscription first',
          querystring: cursorQuerySchema,
          response: { 200: subscriptionPageSchema },
        },
      },
      async (request) => mySubscriptionsPage(ctx, await request.requireActor(), request.query.cursor),
    );

    app.get(
      '/api/me/subscriptions/feed',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['subscriptions'],
          summary: 'The newest public videos of the channels you subscribe to',
          querystring: cursorQuerySchema,
          response: { 200: videoPageSchema },
        },
      },
      async (request) => mySubscriptionFeedPage(ctx, await request.requireActor(), request.query.cursor),
    );
  };
