import { defineModule } from '../../module-manifest';
import { exportMemberReports } from './member-data';
import { moderationRoutes } from './moderation.routes';

/**
 * Moderation (issue 27). Part 1: reports and notices. The queue, sanctions (its standing provider),
 * statements of reasons and appeals extend this module.
 */
export const moderationModule = defineModule({
  name: 'moderation',
  routes: (ctx) => [moderationRoutes(ctx)],
  exportMemberData: async (db, userId) => ({ reports: await exportMemberReports(db, userId) }),
  permissionRoutes: ['POST /api/reports', 'GET /api/me/reports'],
});
