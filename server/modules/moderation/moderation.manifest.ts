import { defineModule } from '../../module-manifest';
import { exportMemberReports } from './member-data';
import { moderationRoutes } from './moderation.routes';
import { moderationAdminRoutes } from './moderation-admin.routes';
import { moderationOverview } from './overview';

/**
 * Moderation (issue 27). Part 1: reports and notices; part 2: the queue and dismissals. Sanctions (its standing provider),
 * statements of reasons and appeals extend this module.
 */
export const moderationModule = defineModule({
  name: 'moderation',
  routes: (ctx) => [moderationRoutes(ctx), moderationAdminRoutes(ctx)],
  overview: moderationOverview,
  exportMemberData: async (db, userId) => ({ reports: await exportMemberReports(db, userId) }),
  permissionRoutes: [
    'POST /api/reports',
    'GET /api/me/reports',
    'GET /api/admin/moderation/queue',
    'GET /api/admin/moderation/lookup',
    'GET /api/admin/moderation/items/:id',
    'POST /api/admin/moderation/items/:id/dismiss',
  ],
});
