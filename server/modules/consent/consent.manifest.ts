import { defineModule } from '../../module-manifest';
import { consentRoutes } from './consent.routes';

export const consentModule = defineModule({
  name: 'consent',
  routes: (ctx) => [consentRoutes(ctx)],
  permissionRoutes: ['GET /api/consent/policy', 'POST /api/consent', 'GET /api/admin/consent-records'],
});
