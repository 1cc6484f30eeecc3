import { defineModule } from '../../module-manifest';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule({
  name: 'health',
  routes: (ctx) => [healthRoutes(ctx)],
  permissionRoutes: ['GET /api/health'],
});
