import type { AdConfig, AdSettings } from '../../../domain/api/ads';
import { PLANS } from '../../../domain/plans';
import type { Actor } from '../../standing/actor';
import { adsenseScriptUrl } from './adsense';

/** Whether the saved settings name a network the pages may use. */
export const networkConfigured = (settings: AdSettings): settings is AdSettings & { publisherId: string } =>
  settings.enabled && settings.publisherId !== null;

/** What this viewer's pages show: nothing for Premium, else the network's units or house ads. */
export function presentAdConfig(settings: AdSettings, actor: Actor | null): AdConfig {
  const show = PLANS[actor?.plan ?? 'free'].ads;
  if (!show || !networkConfigured(settings)) return { show, network: null };
  return {
    show,
    network: {
      publisherId: settings.publisherId,
      scriptUrl: adsenseScriptUrl(settings.publisherId),
      slots: { ...settings.slots },
    },
  };
}
