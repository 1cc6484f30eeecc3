import { defineModule } from '../../module-manifest';
import { exportMemberPlaylists, removeMemberPlaylists } from './member-data';
import { playlistsRoutes } from './playlists.routes';

export const playlistsModule = defineModule({
  name: 'playlists',
  routes: (ctx) => [playlistsRoutes(ctx)],
  exportMemberData: async (db, userId) => ({ playlists: await exportMemberPlaylists(db, userId) }),
  removeMemberData: removeMemberPlaylists,
  permissionRoutes: [
    'GET /api/me/playlists',
    'GET /api/me/playlists/containing',
    'GET /api/me/watch-later',
    'GET /api/me/watch-later/holding',
    'PUT /api/me/watch-later/items/:videoId',
    'DELETE /api/me/watch-later/items/:videoId',
    'POST /api/playlists',
    'GET /api/playlists/:id',
    'PATCH /api/playlists/:id',
    'DELETE /api/playlists/:id',
    'PUT /api/playlists/:id/items/:videoId',
    'DELETE /api/playlists/:id/items/:videoId',
    'PUT /api/playlists/:id/items/:videoId/position',
    'GET /api/channels/:id/playlists',
  ],
});
