import { defineModule } from '../../module-manifest';
import { decisionRoutes } from './decisions.routes';
import { expireSanctionsJob } from './jobs/expire-sanctions.job';
import { exportMemberReports } from './member-data';
import { moderationRoutes } from './moderation.routes';
import { moderationAdminRoutes } from './moderation-admin.routes';
import { moderationOverview } from './overview';
import { moderationStanding } from './standing';

/**
 * Moderation (issue 27). Part 1: reports and notices; part 2: the queue and dismissals. Sanctions (its standing provider),
 * statements of reasons and appeals extend this module.
 */
export const moderationModule = defineModule({
  name: 'moderation',
  routes: (ctx) => [moderationRoutes(ctx), moderationAdminRoutes(ctx), decisionRoutes(ctx)],
  overview: moderationOverview,
  standing: moderationStanding,
  jobs: [expireSanctionsJob],
  exportMemberData: async (db, userId) => ({ reports: await exportMemberReports(db, userId) }),
  permissionRoutes: [
    'POST /api/reports',
    'GET /api/me/reports',
    'GET /api/admin/moderation/queue',
    'GET /api/admin/moderation/lookup',
    'GET /api/admin/moderation/items/:id',
    'POST /api/admin/moderation/items/:id/dismiss',
    'POST /api/admin/moderation/items/:id/decide',
    'POST /api/admin/moderation/members/:id/decide',
    'GET /api/admin/moderation/appeals',
    'POST /api/admin/moderation/appeals/:id/review',
    'GET /api/admin/moderation/statements',
    'GET /api/me/moderation/decisions',
    'GET /api/moderation/decisions/:id',
    'POST /api/moderation/decisions/:id/appeal',
  ],
});
