import type { PaidPlan } from '@domain/plans';
import { PLANS, QA_PRICE_CENTS } from '@domain/plans';
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { formatEuros } from '@/lib/format';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { useRefund } from './use-billing-actions';

/** The money-back guarantee: shown while the plan is refundable; the plan ends as soon as it is refunded. */
export function RefundDialog({ plan }: { plan: PaidPlan }) {
  const { t, i18n } = useTranslation();
  const refund = useRefund(plan);
  const amount = formatEuros(plan === 'qa' ? QA_PRICE_CENTS : PLANS.premium.priceCents, i18n.language);
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline">
          <Undo2 aria-hidden="true" />
          {t(`billing.refund.button.${plan}`)}
        </Button>
      }
      title={t(`billing.refund.title.${plan}`)}
      description={t(`billing.refund.description.${plan}`, { amount })}
      confirmLabel={t('billing.refund.confirm')}
      onConfirm={() => refund.mutateAsync()}
      pending={refund.isPending}
    />
  );
}
