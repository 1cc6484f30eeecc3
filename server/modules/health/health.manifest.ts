import { defineModule } from '../../module-manifest';
import { healthRoutes } from './health.routes';
import { metricsRoutes } from './metrics.routes';

export const healthModule = defineModule({
  name: 'health',
  routes: (ctx) => [healthRoutes(ctx), metricsRoutes(ctx)],
  permissionRoutes: ['GET /api/health', 'GET /metrics'],
});
