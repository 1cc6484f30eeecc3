import type { PaidPlan } from '@domain/plans';
import { CheckCircle2, Crown, ExternalLink, FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { TestModeNote } from './test-mode-note';
import { useCheckout, usePortal } from './use-billing-actions';
import { useSubscriptionStatus } from './use-subscription-status';

/** "Gérer mon abonnement": the customer portal in a new tab. */
export function ManageButton({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  const { t } = useTranslation();
  const portal = usePortal();
  return (
    <Button variant={variant} loading={portal.pending} onClick={portal.open}>
      <ExternalLink aria-hidden="true" />
      {t('billing.manage')}
    </Button>
  );
}

/** Subscribe to a paid plan: its checkout opens in a new tab. */
export function CheckoutButton({ plan, label }: { plan: PaidPlan; label?: string }) {
  const { t } = useTranslation();
  const checkout = useCheckout(plan);
  const Icon = plan === 'qa' ? FlaskConical : Crown;
  return (
    <Button
      loading={checkout.pending}
      onClick={checkout.open}
      variant={plan === 'qa' ? 'outline' : 'default'}
    >
      <Icon aria-hidden="true" />
      {label ?? t(`billing.subscribe.${plan}`)}
    </Button>
  );
}

/**
 * The action under a paid plan on /pricing: subscribe (visitors get the login toast), or for members
 * who have it, "you have it" and the portal. The sandbox provider labels the area as test mode.
 */
export function PlanAction({ plan }: { plan: PaidPlan }) {
  const { t } = useTranslation();
  const { subscribed, status } = useSubscriptionStatus();
  // Unknown while the check runs; a failed check counts as not subscribed, to either plan.
  const has = plan === 'premium' || !status ? subscribed : status.qa.active;

  return (
    <div className="flex w-full flex-col items-stretch gap-2" aria-busy={has === null}>
      {has === null ? (
        <Skeleton className="h-9 w-full" />
      ) : has ? (
        <>
          <p className="flex items-center gap-2 font-medium text-success">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t(`billing.youHave.${plan}`)}
          </p>
          <ManageButton />
        </>
      ) : (
        <CheckoutButton plan={plan} />
      )}
      {status?.provider === 'sandbox' && <TestModeNote />}
    </div>
  );
}
