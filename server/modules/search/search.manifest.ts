import { defineModule } from '../../module-manifest';
import { searchRoutes } from './search.routes';

export const searchModule = defineModule({
  name: 'search',
  routes: (ctx) => [searchRoutes(ctx)],
  permissionRoutes: ['GET /api/search', 'GET /api/search/suggest'],
});
