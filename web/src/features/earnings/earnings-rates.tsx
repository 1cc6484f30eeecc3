import { ADVERTISED_CENTS_PER_THOUSAND_VIEWS } from '@domain/earnings';
import { type EarningsTableText, EarningsTiersTable } from '@/components/earnings-tiers-table';
import { useTranslation } from '@/i18n/react';
import { formatNumber } from '@/lib/format';
import { formatWholeEuros } from './format';

/** The spec's "20 EUR per 1000 views" line and the tier table the server pays with. */
export function EarningsRates() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const text: EarningsTableText = {
    caption: t('earnings.tiers.caption'),
    duration: t('earnings.tiers.duration'),
    perView: t('earnings.tiers.perView'),
    perThousandViews: (thousand) => t('earnings.tiers.perThousandViews', { thousand }),
    under: (to) => t('earnings.tiers.under', { to }),
    between: (from, to) => t('earnings.tiers.between', { from, to }),
    atLeast: (from) => t('earnings.tiers.atLeast', { from }),
    refused: t('earnings.tiers.refused'),
  };
  return (
    <section aria-labelledby="earnings-rates" className="space-y-3">
      <h3 id="earnings-rates" className="text-lg font-semibold">
        {t('earnings.tiers.title')}
      </h3>
      <p className="text-sm" data-testid="earnings-advertised">
        {t('earnings.tiers.advertised', {
          amount: formatWholeEuros(ADVERTISED_CENTS_PER_THOUSAND_VIEWS, locale),
          views: formatNumber(1000, locale),
        })}
      </p>
      <EarningsTiersTable text={text} locale={locale} />
    </section>
  );
}
