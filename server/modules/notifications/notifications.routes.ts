import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from '../../../domain/api/notifications';
import { cursorQuerySchema } from '../../../domain/cursor';
import { notificationPreferencesPatchSchema } from '../../../domain/notifications';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { markAllNotificationsRead, markNotificationRead } from './commands/read-notifications';
import { saveNotificationPreferences } from './commands/save-preferences';
import { inboxOf } from './notifications.policy';
import { countUnread, findPreferences } from './notifications.repository';
import { notificationsPage } from './queries/notifications-page';

/**
 * The member's own notifications and notification choices. Every route needs a session, and every
 * query is scoped to the signed-in member: nobody reads or marks another member's rows.
 */
export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/me/notifications',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['notifications'],
          summary: 'My notifications, newest first (20 per page), with my unread count',
          querystring: cursorQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      async (request) => {
        const actor = inboxOf(await request.getActor(), 'read');
        return notificationsPage(ctx.db.db, actor.userId, request.query.cursor);
      },
    );

    app.get(
      '/api/me/notifications/unread-count',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['notifications'],
          summary: 'How many of my notifications are unread (counted up to 100: "99+")',
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => {
        const actor = inboxOf(await request.getActor(), 'read');
        return { unreadCount: await countUnread(ctx.db.db, actor.userId) };
      },
    );

    app.post(
      '/api/me/notifications/:id/read',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['notifications'],
          summary: 'Mark one of my notifications read',
          params: z.object({ id: z.uuid() }),
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => {
        const actor = inboxOf(await request.getActor(), 'mark-read');
        return { unreadCount: await markNotificationRead(ctx, actor.userId, request.params.id) };
      },
    );

    app.post(
      '/api/me/notifications/read-all',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['notifications'],
          summary: 'Mark all my notifications read',
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => {
        const actor = inboxOf(await request.getActor(), 'mark-read');
        return { unreadCount: await markAllNotificationsRead(ctx, actor.userId) };
      },
    );

    app.get(
      '/api/me/notification-preferences',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['notifications'],
          summary: 'My notification choices',
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) => {
        const actor = inboxOf(await request.getActor(), 'read');
        return findPreferences(ctx.db.db, actor.userId);
      },
    );

    app.patch(
      '/api/me/notification-preferences',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['notifications'],
          summary: 'Change my notification choices (only the fields sent)',
          body: notificationPreferencesPatchSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) => {
        const actor = inboxOf(await request.getActor(), 'set-preferences');
        return saveNotificationPreferences(ctx, actor.userId, request.body);
      },
    );
  };
