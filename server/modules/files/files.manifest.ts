import { defineModule } from '../../module-manifest';
import { filesRoutes } from './files.routes';

export const filesModule = defineModule({
  name: 'files',
  routes: (ctx) => [filesRoutes(ctx)],
  permissionRoutes: ['GET /api/files/*'],
});
