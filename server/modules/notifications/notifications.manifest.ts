import { defineModule } from '../../module-manifest';
import { pruneNotificationsJob } from './jobs/prune-notifications.job';
import { exportMemberNotifications } from './member-data';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: (ctx) => [notificationsRoutes(ctx)],
  jobs: [pruneNotificationsJob],
  exportMemberData: exportMemberNotifications,
  permissionRoutes: [
    'GET /api/me/notifications',
    'GET /api/me/notifications/unread-count',
    'POST /api/me/notifications/:id/read',
    'POST /api/me/notifications/read-all',
    'GET /api/me/notification-preferences',
    'PATCH /api/me/notification-preferences',
  ],
});
