import { defineModule } from '../../module-manifest';
import { auditRoutes } from './audit.routes';

/**
 * The audit log (issue 28 §7): a module, not a core service, because it owns a table and a route
 * of its own (the admin screen, in the permission matrix). Other modules append to it through
 * audit.public.ts in their own transaction (the 0005 §6a pattern); it imports no module, so every
 * module may depend on it without a cycle.
 */
export const auditModule = defineModule({
  name: 'audit',
  routes: (ctx) => [auditRoutes(ctx)],
  permissionRoutes: ['GET /api/admin/audit'],
});
