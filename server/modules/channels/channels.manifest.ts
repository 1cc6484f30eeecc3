import { defineModule } from '../../module-manifest';
import { channelTopicsChanged } from './channels.events';
import { channelsRoutes } from './channels.routes';
import { exportMemberChannels, removeMemberChannels } from './member-data';

export const channelsModule = defineModule({
  name: 'channels',
  routes: (ctx) => [channelsRoutes(ctx)],
  events: [channelTopicsChanged],
  exportMemberData: async (db, userId) => ({ channels: await exportMemberChannels(db, userId) }),
  removeMemberData: removeMemberChannels,
  permissionRoutes: [
    'POST /api/channels',
    'GET /api/channels/:id',
    'PATCH /api/channels/:id',
    'DELETE /api/channels/:id',
    'POST /api/channels/:id/image',
    'GET /api/me/channels',
  ],
});
