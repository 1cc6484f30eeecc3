import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { BlockerNotice } from './blocker-notice';
import { EarningsBalances } from './earnings-balances';
import { EarningsCharts } from './earnings-charts';
import { EarningsRates } from './earnings-rates';
import { PayoutAccountPanel } from './payout-account-panel';
import { useEarningsSummary, useEarningsUpdates } from './use-earnings';
import { VideoEarningsTable } from './video-earnings-table';
import { WithdrawalHistory } from './withdrawal-history';

/** The creator's earnings on the dashboard (spec §2, issue 26 part 7), live over the realtime socket. */
export function EarningsSection() {
  const { t } = useTranslation();
  const summary = useEarningsSummary();
  useEarningsUpdates();

  return (
    <section aria-labelledby="earnings" className="space-y-6">
      <h2 id="earnings" className="text-xl font-semibold">
        {t('earnings.title')}
      </h2>
      {summary.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('earnings.loadError')}
        </p>
      ) : !summary.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <EarningsBalances summary={summary.data} />
          <BlockerNotice summary={summary.data} />
          <PayoutAccountPanel summary={summary.data} />
        </>
      )}
      <EarningsCharts />
      <VideoEarningsTable />
      <WithdrawalHistory />
      <EarningsRates />
    </section>
  );
}
