import { defineModule, reactTo } from '../../module-manifest';
import { videoPublished } from '../videos/videos.public';
import { notifySubscribersJob, notifySubscribersReaction } from './jobs/notify-subscribers.job';
import { exportMemberSubscriptions, removeMemberSubscriptions } from './member-data';
import { subscriptionsRoutes } from './subscriptions.routes';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: (ctx) => [subscriptionsRoutes(ctx)],
  jobs: [notifySubscribersJob],
  reactions: [reactTo(videoPublished, notifySubscribersReaction)],
  exportMemberData: async (db, userId) => ({ subscriptions: await exportMemberSubscriptions(db, userId) }),
  removeMemberData: removeMemberSubscriptions,
  permissionRoutes: [
    'GET /api/channels/:id/subscription',
    'PUT /api/channels/:id/subscription',
    'DELETE /api/channels/:id/subscription',
    'GET /api/me/subscriptions',
    'GET /api/me/subscriptions/feed',
  ],
});
