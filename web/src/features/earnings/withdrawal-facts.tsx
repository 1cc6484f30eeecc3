import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import { formatEuros } from '@/lib/format';
import type { Withdrawal } from './earnings-api';
import { formatDateTime, WITHDRAWAL_STATUS_VARIANT } from './format';

/**
 * What a withdrawal is, the same for the creator's history and the admins' payouts: amount, status,
 * manual or automatic, `about` (the admins' creator line), the dates, `children`, then why it failed.
 */
export function WithdrawalFacts({
  w,
  about,
  children,
}: {
  w: Withdrawal;
  about?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{formatEuros(w.amountCents, locale)}</span>
        <Badge variant={WITHDRAWAL_STATUS_VARIANT[w.status]}>
          {t(`earnings.withdrawals.status.${w.status}`)}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {t(w.automatic ? 'earnings.withdrawals.automatic' : 'earnings.withdrawals.manual')}
        </span>
      </p>
      {about}
      <p className="text-xs text-muted-foreground">
        {t('earnings.withdrawals.requestedAt', { date: formatDateTime(w.requestedAt, locale) })}
        {w.paidAt && ` · ${t('earnings.withdrawals.paidAt', { date: formatDateTime(w.paidAt, locale) })}`}
      </p>
      {children}
      {w.failureMessage || w.failureCode ? (
        <p className="text-sm text-destructive dark:text-red-400">
          {t('earnings.withdrawals.failure', { reason: w.failureMessage ?? w.failureCode })}
        </p>
      ) : null}
    </>
  );
}
