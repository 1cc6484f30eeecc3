import { defineModule } from '../../module-manifest';
import { discoveryRoutes } from './discovery.routes';
import { computeTrendingJob } from './jobs/compute-trending.job';

export const discoveryModule = defineModule({
  name: 'discovery',
  routes: (ctx) => [discoveryRoutes(ctx)],
  jobs: [computeTrendingJob],
  permissionRoutes: [
    'GET /api/home',
    'GET /api/me/continue-watching',
    'DELETE /api/me/continue-watching/:videoId',
  ],
});
