import { defineModule } from '../../module-manifest';
import { membersRoutes } from './members.routes';

/**
 * The admins' members screen (issue 28 §3, docs/decisions/0023): owns no table. It reads members
 * through accounts, and what other modules know of them (a plan, videos, the standing) through their
 * public files; its writes are accounts' commands, each audited in its transaction.
 */
export const membersModule = defineModule({
  name: 'members',
  routes: (ctx) => [membersRoutes(ctx)],
  permissionRoutes: [
    'GET /api/admin/members',
    'GET /api/admin/members.csv',
    'GET /api/admin/members/:id',
    'POST /api/admin/members/roles',
    'POST /api/admin/members/sessions/revoke',
  ],
});
