import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adConfigSchema, adSettingsPatchSchema, adSettingsSchema } from '../../../domain/api/ads';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import type { AdSettingsCache } from './ad-settings-cache';
import { authorize } from './ads.policy';
import { presentAdConfig } from './ads.presenter';
import { updateAdSettings } from './commands/update-ad-settings';

/** Ads (DESIGN §4 Ads): what a viewer's pages show, and the network settings admins edit. */
export const adsRoutes =
  (ctx: AppContext, cache: AdSettingsCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ads',
      {
        schema: {
          tags: ['ads'],
          summary: "What this viewer's pages show: nothing for Premium, the ad network's units or house ads",
          response: { 200: adConfigSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        reply.header('cache-control', 'private, no-store');
        return presentAdConfig(await cache.fresh(), actor);
      },
    );

    app.get(
      '/api/admin/ads',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['ads'],
          summary: 'The ad network settings (admins)',
          response: { 200: adSettingsSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'configure');
        reply.header('cache-control', 'private, no-store');
        return cache.refresh();
      },
    );

    app.patch(
      '/api/admin/ads',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['ads'],
          summary: 'Change the ad network settings (admins; only the fields sent change)',
          body: adSettingsPatchSchema,
          response: { 200: adSettingsSchema },
        },
      },
      async (request) =>
        updateAdSettings(ctx, cache, {
          actor: await request.getActor(),
          patch: request.body,
          requestId: request.id,
        }),
    );
  };
