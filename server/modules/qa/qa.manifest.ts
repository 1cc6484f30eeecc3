import { defineModule } from '../../module-manifest';
import { exportMemberQaFeedback, purgeQaFeedbackJob, removeMemberQaFeedback } from './member-data';
import { qaRoutes } from './qa.routes';

export const qaModule = defineModule({
  name: 'qa',
  routes: (ctx) => [qaRoutes(ctx)],
  jobs: [purgeQaFeedbackJob],
  exportMemberData: async (db, userId) => ({ qaFeedback: await exportMemberQaFeedback(db, userId) }),
  removeMemberData: removeMemberQaFeedback,
  permissionRoutes: ['POST /api/qa/feedback', 'GET /api/admin/qa-feedback'],
});
