import { Banknote, CalendarDays, Clock, Send, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useTranslation } from '@/i18n/react';
import { formatEuros } from '@/lib/format';
import type { EarningsSummary } from './earnings-api';
import { formatDateTime, formatPayoutDay } from './format';
import { useWithdraw } from './use-earnings-actions';

function Tile({
  id,
  icon,
  label,
  value,
  children,
}: {
  id: string;
  icon: ReactNode;
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-2 pt-6">
        <div className="flex items-center gap-3">
          {icon}
          <div className="min-w-0">
            <p className="text-2xl font-bold tabular-nums" data-testid={`earnings-${id}`}>
              {value}
            </p>
            <p className="text-sm text-muted-foreground">{label}</p>
          </div>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

const iconClass = 'size-8 shrink-0 text-primary';

/** Total, this month, last payment, pending, withdrawable (and in flight): spec §2's earnings. */
export function EarningsBalances({ summary }: { summary: EarningsSummary }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const euros = (cents: number) => formatEuros(cents, locale);
  const withdraw = useWithdraw();
  const last = summary.lastPayment;

  return (
    <section aria-label={t('earnings.balances.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Tile
        id="total"
        icon={<Banknote className={iconClass} aria-hidden="true" />}
        label={t('earnings.balances.total')}
        value={euros(summary.totalCents)}
      />
      <Tile
        id="this-month"
        icon={<CalendarDays className={iconClass} aria-hidden="true" />}
        label={t('earnings.balances.thisMonth')}
        value={euros(summary.thisMonthCents)}
      />
      <Tile
        id="last-payment"
        icon={<Send className={iconClass} aria-hidden="true" />}
        label={t('earnings.balances.lastPayment')}
        value={last ? euros(last.amountCents) : '—'}
      >
        <p className="text-xs text-muted-foreground">
          {last
            ? t('earnings.balances.paidOn', { date: formatDateTime(last.paidAt, locale) })
            : t('earnings.balances.noPayment')}
        </p>
      </Tile>
      <Tile
        id="pending"
        icon={<Clock className={iconClass} aria-hidden="true" />}
        label={t('earnings.balances.pending')}
        value={euros(summary.pendingCents)}
      >
        <p className="text-xs text-muted-foreground">
          {t('earnings.balances.pendingUntil', { date: formatPayoutDay(summary.nextSettlementAt, locale) })}
        </p>
        {summary.withheldCents > 0 && (
          <p className="text-xs text-muted-foreground" data-testid="earnings-withheld">
            {t('earnings.balances.withheld', { amount: euros(summary.withheldCents) })}
          </p>
        )}
      </Tile>
      <Tile
        id="withdrawable"
        icon={<Wallet className={iconClass} aria-hidden="true" />}
        label={t('earnings.balances.withdrawable')}
        value={euros(summary.withdrawableCents)}
      >
        {summary.inFlightCents > 0 && (
          <p className="text-xs text-muted-foreground" data-testid="earnings-in-flight">
            {t('earnings.balances.inFlight', { amount: euros(summary.inFlightCents) })}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t('earnings.balances.minimum', { amount: euros(summary.minimumWithdrawalCents) })}
        </p>
        <Button
          className="mt-auto self-start"
          size="sm"
          loading={withdraw.isPending}
          disabled={summary.withdrawableCents <= 0}
          onClick={() => withdraw.mutate()}
        >
          {withdraw.isPending ? t('earnings.withdraw.pending') : t('earnings.withdraw.action')}
        </Button>
      </Tile>
    </section>
  );
}
