import { NotFoundError } from '../../errors';
import { defineModule } from '../../module-manifest';
import { accountDeleted } from './accounts.events';
import { accountsRoutes } from './accounts.routes';
import { exportAccountData, removeAccount } from './member-data';
import { accountsOverview } from './overview';
import { accountsStanding } from './standing';

export const accountsModule = defineModule({
  name: 'accounts',
  routes: (ctx) => [accountsRoutes(ctx)],
  events: [accountDeleted],
  // No account, no export (the other modules' parts would be empty anyway).
  exportMemberData: async (db, userId) => {
    const account = await exportAccountData(db, userId);
    if (!account) throw new NotFoundError();
    return account;
  },
  removeMemberData: removeAccount,
  standing: accountsStanding,
  overview: accountsOverview,
  permissionRoutes: [
    'GET /api/session',
    'PATCH /api/me/profile',
    'POST /api/me/avatar',
    'DELETE /api/me/avatar',
  ],
});
