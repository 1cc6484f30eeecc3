import type { AdPlacement } from '@domain/api/ads';
import { PLANS } from '@domain/plans';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatEuros } from '@/lib/format';

/** Kinora's own ad, shown where no network ad may appear: Premium, for its price, no ads. */
export function HouseAd({ placement }: { placement: AdPlacement }) {
  const { t, i18n } = useTranslation();
  const price = formatEuros(PLANS.premium.priceCents, i18n.language);
  return (
    <div
      data-testid="house-ad"
      className={cn(
        'flex size-full flex-col justify-center gap-3 rounded-xl border bg-gradient-to-br from-amber-50 to-background p-4 dark:from-amber-950/40',
        placement === 'homeFeed' && 'sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <div className="flex items-start gap-3">
        <Crown className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{t('ads.house.title')}</p>
          <p className="text-sm text-muted-foreground">{t('ads.house.body')}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold">{t('ads.house.price', { price })}</p>
        <Link
          to="/pricing"
          className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('ads.house.cta')}
        </Link>
      </div>
    </div>
  );
}
