import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerProfileListSchema, viewerProfileSchema } from '../../../domain/api/profiles';
import { videoPageSchema } from '../../../domain/api/videos';
import { cursorQuerySchema } from '../../../domain/cursor';
import { createProfileSchema, updateProfileSchema } from '../../../domain/profiles';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { createProfile, deleteProfile, selectProfile, updateProfile } from './commands/manage-profiles';
import { ensureProfiles, PROFILE_COOKIE } from './current-profile';
import { presentProfileList } from './profiles.presenter';
import { historyPage } from './queries/history-page';

const idParams = z.object({ id: z.uuid() });

/** Viewer profiles (Netflix-style) of the signed-in member, and the current profile's history. */
export const profilesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: ctx.config.publicUrl.startsWith('https:'),
    };
    const remember = (reply: FastifyReply, profileId: string) =>
      reply.setCookie(PROFILE_COOKIE, profileId, { ...cookieOptions, maxAge: 365 * 24 * 3600 });

    app.get(
      '/api/me/profiles',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['profiles'],
          summary: 'My viewer profiles (primary first), the plan limit, and which one this browser uses',
          response: { 200: viewerProfileListSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const current = await request.getProfileId();
        return presentProfileList(await ensureProfiles(ctx.db.db, actor.userId), actor.plan, current);
      },
    );

    app.post(
      '/api/me/profiles',
      {
        schema: {
          errors: { 409: ['profile_limit_reached'] },
          security: MEMBERS_ONLY,
          tags: ['profiles'],
          summary: 'Add a profile (free: 1 in all, Premium: 5; beyond → 409 profile_limit_reached)',
          body: createProfileSchema,
          response: { 201: viewerProfileSchema },
        },
      },
      async (request, reply) => {
        const profile = await createProfile(ctx, await request.requireActor(), request.body);
        return reply.status(201).send(profile);
      },
    );

    app.patch(
      '/api/me/profiles/:id',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['profiles'],
          summary: 'Rename a profile or change its avatar (only the fields sent change)',
          params: idParams,
          body: updateProfileSchema,
          response: { 200: viewerProfileSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return updateProfile(ctx, actor, request.params.id, request.body, await request.getProfileId());
      },
    );

    app.delete(
      '/api/me/profiles/:id',
      {
        schema: {
          errors: { 409: ['primary_profile_undeletable'] },
          security: MEMBERS_ONLY,
          tags: ['profiles'],
          summary: 'Delete a profile and its progress (not the primary one; locked ones may be)',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteProfile(ctx, await request.requireActor(), request.params.id);
        if (request.cookies[PROFILE_COOKIE] === request.params.id)
          reply.clearCookie(PROFILE_COOKIE, cookieOptions);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/me/profiles/:id/select',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['profiles'],
          summary: 'Watch as this profile in this browser (not a locked one)',
          params: idParams,
          response: { 200: viewerProfileSchema },
        },
      },
      async (request, reply) => {
        const profile = await selectProfile(ctx, await request.requireActor(), request.params.id);
        remember(reply, profile.id);
        return profile;
      },
    );

    app.get(
      '/api/me/history',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['profiles'],
          summary: "The current profile's watched videos, most recent first (keyset pagination)",
          querystring: cursorQuerySchema,
          response: { 200: videoPageSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const profileId = (await request.getProfileId())!;
        return historyPage(ctx, actor, profileId, request.query.cursor);
      },
    );
  };
