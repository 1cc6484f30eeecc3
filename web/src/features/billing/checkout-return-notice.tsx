import { Loader2 } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { useCheckoutReturn } from './use-checkout-return';

/** The live region a checkout returns to: "activation in progress", or that it takes longer than usual. */
export function CheckoutReturnNotice() {
  const { t } = useTranslation();
  const { activating, slow } = useCheckoutReturn();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {activating && (
        <p className="flex items-center gap-2 rounded-lg border bg-muted/60 px-4 py-3 text-sm">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t(`billing.return.activating.${activating}`)}
        </p>
      )}
      {!activating && slow && (
        <p className="rounded-lg border bg-muted/60 px-4 py-3 text-sm">{t('billing.return.slow')}</p>
      )}
    </div>
  );
}
