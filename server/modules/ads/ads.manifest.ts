import { defineModule } from '../../module-manifest';
import { AdSettingsCache } from './ad-settings-cache';
import { adsRoutes } from './ads.routes';

export const adsModule = defineModule({
  name: 'ads',
  // One per app: the routes and the security headers (the ad network's origins) read it.
  start: (ctx) => {
    const adSettings = new AdSettingsCache(ctx);
    return { adSettings, close: async () => adSettings.close() };
  },
  routes: (ctx, { adSettings }: { adSettings: AdSettingsCache }) => [adsRoutes(ctx, adSettings)],
  permissionRoutes: ['GET /api/ads', 'GET /api/admin/ads', 'PATCH /api/admin/ads'],
});
