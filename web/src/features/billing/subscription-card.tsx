import { AlertTriangle, Crown, FlaskConical, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import type { PlanState, SubscriptionStatusResponse } from './billing-api';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { CheckoutButton, ManageButton } from './plan-actions';
import { RefundDialog } from './refund-dialog';
import { TestModeNote } from './test-mode-note';
import { useCancelQa } from './use-billing-actions';
import { useSubscriptionStatus } from './use-subscription-status';

export const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/** "Renews on …", or "ends on …" once cancelled at period end. */
function PeriodLine({ state }: { state: PlanState }) {
  const { t, i18n } = useTranslation();
  if (!state.currentPeriodEnd) return null;
  const date = longDate(state.currentPeriodEnd, i18n.language);
  return (
    <p className="text-sm text-muted-foreground">
      {t(state.cancelAtPeriodEnd ? 'billing.endsOn' : 'billing.renewsOn', { date })}
    </p>
  );
}

/** Past due: the renewal failed; the card must be fixed in the portal before access ends. */
function PastDueWarning({ state }: { state: PlanState }) {
  const { t, i18n } = useTranslation();
  if (!state.pastDue) return null;
  return (
    <Alert className="border-amber-500/60 bg-amber-500/10">
      <AlertDescription className="flex gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <span>
          {state.currentPeriodEnd
            ? t('billing.pastDue', { date: longDate(state.currentPeriodEnd, i18n.language) })
            : t('billing.pastDueNoDate')}
        </span>
      </AlertDescription>
    </Alert>
  );
}

function PremiumSection({ status }: { status: SubscriptionStatusResponse }) {
  const { t } = useTranslation();
  const { premium } = status;
  const everSubscribed = premium.status !== null || status.qa.status !== null;
  if (!premium.active)
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">{t('profile.subscription.free')}</p>
        <div className="flex flex-wrap gap-2">
          <CheckoutButton plan="premium" label={t('profile.subscription.upgrade')} />
          <Button variant="ghost" asChild>
            <Link to="/pricing">{t('billing.seePlans')}</Link>
          </Button>
          {everSubscribed && <ManageButton />}
        </div>
      </div>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>
          <Crown className="mr-1 size-3" aria-hidden="true" />
          {t('billing.premiumActive')}
        </Badge>
        {premium.cancelAtPeriodEnd && <Badge variant="outline">{t('billing.cancelling')}</Badge>}
      </div>
      <PeriodLine state={premium} />
      <PastDueWarning state={premium} />
      <div className="flex flex-wrap gap-2">
        <ManageButton variant={premium.pastDue ? 'default' : 'outline'} />
        {premium.refundable && <RefundDialog plan="premium" />}
      </div>
    </div>
  );
}

function QaSection({ status }: { status: SubscriptionStatusResponse }) {
  const { t } = useTranslation();
  const cancel = useCancelQa();
  const { qa } = status;
  return (
    <section aria-labelledby="qa-plan" className="space-y-3 border-t pt-5">
      <h3 id="qa-plan" className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('billing.qa.title')}
        {qa.active && <Badge variant="secondary">{t('billing.qa.active')}</Badge>}
      </h3>
      {qa.active ? (
        <>
          <PeriodLine state={qa} />
          <PastDueWarning state={qa} />
          <div className="flex flex-wrap gap-2">
            {!qa.cancelAtPeriodEnd && (
              <ConfirmActionDialog
                trigger={
                  <Button variant="outline">
                    <XCircle aria-hidden="true" />
                    {t('billing.qa.cancel')}
                  </Button>
                }
                title={t('billing.qa.cancelTitle')}
                description={t('billing.qa.cancelDescription')}
                confirmLabel={t('billing.qa.cancelConfirm')}
                onConfirm={() => cancel.mutateAsync()}
                pending={cancel.isPending}
              />
            )}
            {qa.refundable && <RefundDialog plan="qa" />}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('billing.qa.pitch')}</p>
          <CheckoutButton plan="qa" />
        </>
      )}
    </section>
  );
}

/** Profile: the member's plans (spec: premium active with renewal date, or free plan with upgrade; portal). */
export function SubscriptionCard() {
  const { t } = useTranslation();
  const { subscribed, status, refresh } = useSubscriptionStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('profile.subscription.title')}</h2>
        </CardTitle>
        {status?.provider === 'sandbox' && (
          <CardDescription>
            <TestModeNote className="w-fit" />
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        <CheckoutReturnNotice />
        {status ? (
          <>
            <PremiumSection status={status} />
            <QaSection status={status} />
          </>
        ) : subscribed === null ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-9 w-44" />
          </div>
        ) : (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
              <span>{t('billing.statusFailed')}</span>
              <Button variant="outline" size="sm" onClick={() => void refresh()}>
                {t('common.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
