import type { PayoutBlocker } from '@domain/payouts';
import { Info } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { formatEuros } from '@/lib/format';
import type { EarningsSummary } from './earnings-api';

/** Whenever money does not move, why and what to do: one text per blocker code (issue 26 part 5). */
export function BlockerNotice({ summary }: { summary: EarningsSummary }) {
  const { t, i18n } = useTranslation();
  const blocker: PayoutBlocker | null = summary.blocker;
  // Nothing withdrawable is not money held back: the withdrawable tile already names the minimum.
  if (!blocker || (blocker === 'below_minimum' && summary.withdrawableCents === 0)) return null;
  return (
    <div
      role="status"
      data-testid="payout-blocker"
      className="flex gap-3 rounded-lg border border-amber-500/60 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{t('earnings.blocker.title')}</p>
        <p>
          {t(`earnings.blocker.${blocker}`, {
            minimum: formatEuros(summary.minimumWithdrawalCents, i18n.language),
            withdrawable: formatEuros(summary.withdrawableCents, i18n.language),
          })}
        </p>
      </div>
    </div>
  );
}
