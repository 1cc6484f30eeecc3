import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@domain/payouts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { earningsApi, earningsKeys } from './earnings-api';
import { WithdrawalFacts } from './withdrawal-facts';

/** Every creator's withdrawals for the admins (GET /api/admin/payouts), newest first, by status. */
export function AdminPayouts() {
  const { t } = useTranslation();
  const filterId = useId();
  const [status, setStatus] = useState<WithdrawalStatus | 'all'>('all');
  const pages = useInfiniteQuery({
    queryKey: earningsKeys.adminPayouts(status),
    queryFn: ({ pageParam }) => earningsApi.adminPayouts(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="admin-payouts-list" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-payouts-list" className="text-lg font-semibold">
          {t('adminPayouts.listTitle')}
        </h2>
        <div className="space-y-1">
          <label htmlFor={filterId} className="block text-sm font-medium">
            {t('adminPayouts.status')}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(e) => setStatus(e.target.value as WithdrawalStatus | 'all')}
            className="h-9 rounded-md border bg-background px-3 text-sm"
          >
            <option value="all">{t('adminPayouts.all')}</option>
            {WITHDRAWAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`earnings.withdrawals.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pages.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('adminPayouts.loadError')}
        </p>
      ) : pages.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adminPayouts.empty')}</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {items.map((w) => (
            <li key={w.id} className="space-y-1 p-4" data-testid={`payout-${w.id}`}>
              <WithdrawalFacts
                w={w}
                about={
                  <p className="break-all text-sm">
                    {w.creator
                      ? `${w.creator.username ? `@${w.creator.username} · ` : ''}${w.creator.email}`
                      : t('adminPayouts.creatorGone')}
                  </p>
                }
              >
                {w.waitingForFunds && <p className="text-sm">{t('adminPayouts.waitingForFunds')}</p>}
              </WithdrawalFacts>
            </li>
          ))}
        </ul>
      )}
      <ShowMore pages={pages} />
    </section>
  );
}
