import type { AdPlacement } from '@domain/api/ads';
import { useTranslation } from '@/i18n/react';
import { useAdConfig } from '@/lib/ad-config';
import { cn } from '@/lib/cn';
import { useConsentGranted } from '@/lib/consent-grants';
import { HouseAd } from './house-ad';
import { NetworkAd } from './network-ad';

/** Each placement keeps one height whatever fills it, so nothing below moves when the ad arrives. */
const HEIGHT: Record<AdPlacement, string> = {
  homeFeed: 'min-h-40 sm:min-h-28',
  watch: 'min-h-40',
};

/**
 * An ad slot (DESIGN §4 Ads): nothing for Premium; the network's unit when the admins configured one
 * and the visitor granted marketing consent; otherwise a house ad for Premium.
 */
export function AdSlot({ placement, className }: { placement: AdPlacement; className?: string }) {
  const { t } = useTranslation();
  const { data: config } = useAdConfig();
  const marketing = useConsentGranted('marketing');
  if (!config?.show) return null;
  const slotId = config.network?.slots[placement] ?? null;
  const network =
    config.network && slotId && marketing ? { publisherId: config.network.publisherId, slotId } : null;
  return (
    <section aria-label={t('ads.label')} data-placement={placement} className={cn('space-y-1', className)}>
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{t('ads.label')}</p>
      <div className={cn('flex', HEIGHT[placement])}>
        {network ? <NetworkAd {...network} /> : <HouseAd placement={placement} />}
      </div>
    </section>
  );
}
