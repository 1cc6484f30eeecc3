import { defineModule } from '../../module-manifest';
import { exportMemberProfiles } from './member-data';
import { profilesRoutes } from './profiles.routes';

/** Profiles go with the user row's cascade: no removal step of their own. */
export const profilesModule = defineModule({
  name: 'profiles',
  routes: (ctx) => [profilesRoutes(ctx)],
  exportMemberData: async (db, userId) => ({ profiles: await exportMemberProfiles(db, userId) }),
  permissionRoutes: [
    'GET /api/me/profiles',
    'POST /api/me/profiles',
    'PATCH /api/me/profiles/:id',
    'DELETE /api/me/profiles/:id',
    'POST /api/me/profiles/:id/select',
    'GET /api/me/history',
  ],
});
