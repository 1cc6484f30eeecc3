import type { PaidPlan } from '@domain/plans';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { billingApi } from './billing-api';
import { openInNewTab } from './open-in-new-tab';
import { useRefreshSubscriptionStatus } from './use-subscription-status';

/** Spec §8 "Subscription: login required": the toast, with the way to sign in. */
export function useBillingLoginToast() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () =>
    toast.error(t('billing.loginRequired'), {
      action: { label: t('header.signIn'), onClick: () => navigate('/auth') },
    });
}

/**
 * A provider page (checkout or portal) opened in a new tab. Visitors get the login toast without a
 * request; a refused request gets its error's text, else `fallbackKey`.
 */
function useHostedPage(request: () => Promise<{ url: string }>, fallbackKey: string) {
  const { t } = useTranslation();
  const { user } = useSession();
  const loginRequired = useBillingLoginToast();
  const mutation = useMutation({
    mutationFn: () => openInNewTab(request),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) loginRequired();
      else toast.error(t(errorKey(error, fallbackKey)));
    },
  });
  return {
    open: () => (user ? mutation.mutate() : loginRequired()),
    pending: mutation.isPending,
  };
}

/** "S'abonner": the plan's checkout in a new tab (spec: create-checkout / create-qa-checkout). */
export function useCheckout(plan: PaidPlan, returnPath?: string) {
  return useHostedPage(
    () => (plan === 'qa' ? billingApi.qaCheckout() : billingApi.checkout(returnPath)),
    'errors.checkout_failed',
  );
}

/** "Gérer mon abonnement": the customer portal in a new tab (spec: customer-portal). */
export function usePortal() {
  return useHostedPage(() => billingApi.portal(), 'errors.portal_failed');
}

/** Spec: cancel-qa-subscription, with its two toasts; the status is read again either way. */
export function useCancelQa() {
  const { t } = useTranslation();
  const refresh = useRefreshSubscriptionStatus();
  const loginRequired = useBillingLoginToast();
  return useMutation({
    mutationFn: () => billingApi.qaCancel(),
    onSuccess: () => toast.success(t('billing.qa.cancelled')),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) loginRequired();
      else toast.error(t('billing.qa.cancelFailed'));
    },
    onSettled: () => refresh(),
  });
}

/** The 7-day money-back guarantee: refunded through the provider, the plan ends at once. */
export function useRefund(plan: PaidPlan) {
  const { t } = useTranslation();
  const refresh = useRefreshSubscriptionStatus();
  return useMutation({
    mutationFn: () => billingApi.refund(plan),
    onSuccess: () => toast.success(t(`billing.refund.done.${plan}`)),
    onError: (error) => toast.error(t(errorKey(error, 'billing.refund.failed'))),
    onSettled: () => refresh(),
  });
}
