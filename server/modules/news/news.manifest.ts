import { defineModule } from '../../module-manifest';
import { publishScheduledJob } from './jobs/publish-scheduled.job';
import { newsRoutes } from './news.routes';
import { newsAdminRoutes } from './news-admin.routes';
import { newsPageMeta } from './page-meta';

/** News (issue 28 §8–9): the admins' editor and the public pages. */
export const newsModule = defineModule({
  name: 'news',
  startApp: (ctx) => ({ newsPageMeta: newsPageMeta(ctx), close: async () => {} }),
  routes: (ctx) => [newsRoutes(ctx), newsAdminRoutes(ctx)],
  jobs: [publishScheduledJob],
  permissionRoutes: [
    'GET /api/news',
    'GET /api/news/:slug',
    'GET /api/admin/news',
    'POST /api/admin/news',
    'GET /api/admin/news/:id',
    'PATCH /api/admin/news/:id',
    'POST /api/admin/news/:id/publish',
    'POST /api/admin/news/:id/unpublish',
    'POST /api/admin/news/:id/cover',
    'DELETE /api/admin/news/:id/cover',
    'GET /api/admin/news/:id/revisions',
    'POST /api/admin/news/:id/revisions/:revisionId/restore',
  ],
});
