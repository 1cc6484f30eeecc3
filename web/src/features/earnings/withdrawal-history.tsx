import { Download } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { formatEuros } from '@/lib/format';
import { earningsApi, earningsKeys, statementUrls, type Withdrawal } from './earnings-api';
import { formatDateTime, WITHDRAWAL_STATUS_VARIANT } from './format';
import { MonthlyStatement } from './monthly-statement';
import { useEarningsPages } from './use-earnings';
import { WithdrawalFacts } from './withdrawal-facts';

function WithdrawalRow({ w, locale }: { w: Withdrawal; locale: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid={`withdrawal-${w.id}`}>
      <div className="min-w-0 space-y-1">
        <WithdrawalFacts w={w}>
          <p className="text-sm">{t(`earnings.withdrawals.meaning.${w.status}`)}</p>
          {w.waitingForFunds && <p className="text-sm">{t('earnings.withdrawals.waitingForFunds')}</p>}
        </WithdrawalFacts>
      </div>
      <Button variant="outline" size="sm" asChild>
        <a href={statementUrls.withdrawal(w.id)} download>
          <Download aria-hidden="true" />
          {t('earnings.withdrawals.statement')}
          <span className="sr-only">
            {' '}
            {t('earnings.withdrawals.statementOf', { date: formatDateTime(w.requestedAt, locale) })}
          </span>
        </a>
      </Button>
    </li>
  );
}

/** The creator's withdrawals, newest first, with what each status means; each links its CSV. */
export function WithdrawalHistory() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { pages, items } = useEarningsPages(earningsKeys.withdrawals, earningsApi.withdrawals);

  return (
    <section aria-labelledby="withdrawal-history" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="withdrawal-history" className="text-lg font-semibold">
          {t('earnings.withdrawals.title')}
        </h3>
        <MonthlyStatement />
      </div>
      {pages.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('earnings.loadError')}
        </p>
      ) : pages.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('earnings.withdrawals.empty')}</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {items.map((w) => (
            <WithdrawalRow key={w.id} w={w} locale={locale} />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('earnings.showMore')}
        </Button>
      )}
    </section>
  );
}
