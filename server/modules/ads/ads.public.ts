/** What the app and the security plugin use of the ads module. */
export { AdSettingsCache } from './ad-settings-cache';
export { adsRoutes } from './ads.routes';
