import { defineModule } from '../../module-manifest';
import { crawlersRoutes } from './crawlers.routes';

/** robots.txt and the sitemaps: no API route, hence none in the permission matrix. */
export const crawlersModule = defineModule({
  name: 'crawlers',
  routes: (ctx) => [crawlersRoutes(ctx)],
  permissionRoutes: [],
});
