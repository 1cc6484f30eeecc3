import type { OverviewPart } from '../../module-manifest';
import { defineModule } from '../../module-manifest';
import { overviewRoutes } from './overview.routes';

/**
 * The admin overview (issue 28 §2; docs/decisions/0022-admin-overview.md): no table of its own.
 * Every figure is a module's `overview` part (its manifest), reading that module's tables only;
 * the job queue's health comes from pg-boss's tables (server/jobs/queue-health.ts).
 */
export const overviewModule = defineModule({
  name: 'overview',
  routes: (ctx, { overviewParts }: { overviewParts: readonly OverviewPart[] }) => [
    overviewRoutes(ctx, overviewParts),
  ],
  permissionRoutes: ['GET /api/admin/overview'],
});
