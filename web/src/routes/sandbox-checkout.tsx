import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type CardDraft, EMPTY_CARD } from '@/features/sandbox/card-fields';
import { CardForm } from '@/features/sandbox/card-form';
import {
  type SandboxCheckout,
  type SandboxPaymentResult,
  sandboxApi,
  sandboxKeys,
  sandboxNavigation,
} from '@/features/sandbox/sandbox-api';
import { SandboxNotice } from '@/features/sandbox/sandbox-notice';
import { TestCards } from '@/features/sandbox/test-cards';
import { TestModeBanner } from '@/features/sandbox/test-mode-banner';
import { ThreeDSecureDialog } from '@/features/sandbox/three-d-secure-dialog';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { formatEuros } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The sandbox provider's checkout page (Kinora's stand-in for Stripe Checkout in test mode): anyone
 * holding the link may pay; test cards behave as in Stripe's test mode; paid → Kinora's success URL.
 */
export default function SandboxCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('sandbox.checkout.title'));
  const { token = '' } = useParams();
  const query = useQuery({
    queryKey: sandboxKeys.checkout(token),
    queryFn: () => sandboxApi.checkout(token),
    staleTime: 0,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <TestModeBanner />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sandbox.checkout.title')}</h1>
      {query.data ? (
        <CheckoutBody token={token} checkout={query.data} reload={() => void query.refetch()} />
      ) : query.isError ? (
        <SandboxNotice
          title={t('sandbox.checkout.notFound')}
          text={t(errorKey(query.error, 'sandbox.checkout.notFoundText'))}
          href="/"
          linkLabel={t('sandbox.backToKinora')}
        />
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}

function CheckoutBody({
  token,
  checkout,
  reload,
}: {
  token: string;
  checkout: SandboxCheckout;
  reload(): void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const [authOpen, setAuthOpen] = useState(false);
  const [needsAction, setNeedsAction] = useState(checkout.requiresAction);
  const [redirecting, setRedirecting] = useState(false);
  const amount = formatEuros(checkout.amountCents, i18n.language);
  const open = checkout.status === 'open';

  // Reloaded in the middle of a 3-D Secure step: ask again.
  useEffect(() => {
    if (open && checkout.requiresAction) setAuthOpen(true);
  }, [open, checkout.requiresAction]);

  const settle = (result: SandboxPaymentResult) => {
    if (result.outcome === 'requires_action') {
      setNeedsAction(true);
      return setAuthOpen(true);
    }
    setAuthOpen(false);
    setNeedsAction(false);
    if (result.redirectUrl) {
      setRedirecting(true);
      sandboxNavigation.go(result.redirectUrl);
    } else reload();
  };
  const fail = (cause: unknown) => {
    setAuthOpen(false);
    setNeedsAction(false);
    setError(t(errorKey(cause, 'sandbox.checkout.failed')));
    // Expired, or paid meanwhile (another tab, a double click): the session's own page says so.
    if (
      cause instanceof ApiError &&
      (cause.code === 'checkout_session_expired' || cause.code === 'checkout_session_completed')
    )
      reload();
  };
  const pay = useMutation({
    mutationFn: (card: Parameters<typeof sandboxApi.pay>[1]) => sandboxApi.pay(token, card),
    onMutate: () => setError(null),
    onSuccess: settle,
    onError: fail,
  });
  const confirm = useMutation({
    mutationFn: (approve: boolean) => sandboxApi.confirm(token, approve),
    onMutate: () => setError(null),
    onSuccess: settle,
    onError: fail,
  });

  if (checkout.status === 'expired')
    return (
      <SandboxNotice
        title={t('sandbox.checkout.expired')}
        text={t('sandbox.checkout.expiredText')}
        href={checkout.cancelUrl}
        linkLabel={t('sandbox.backToKinora')}
      />
    );
  if (checkout.status === 'complete' && !redirecting)
    return (
      <SandboxNotice
        title={t('sandbox.checkout.complete')}
        text={t('sandbox.checkout.completeText')}
        href={checkout.successUrl || checkout.cancelUrl}
        linkLabel={t('sandbox.continue')}
      />
    );

  const fillCard = (number: string) =>
    setDraft((d) => ({ ...d, number, expiry: d.expiry || '12/34', cvc: d.cvc || '123' }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{t(`sandbox.plans.${checkout.plan}`)}</h2>
          </CardTitle>
          <CardDescription>{t('sandbox.checkout.for', { email: checkout.email })}</CardDescription>
          <p className="pt-1">
            <span className="text-3xl font-extrabold">{amount}</span>
            <span className="text-muted-foreground"> {t('pricing.perMonth')}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t('sandbox.checkout.billing')}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <CreditCard className="size-4" aria-hidden="true" />
            {t('sandbox.checkout.card')}
          </h3>
          <div aria-live="assertive">
            {error && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {error}
              </p>
            )}
          </div>
          {redirecting ? (
            <p role="status" className="font-medium text-success">
              {t('sandbox.checkout.paid')}
            </p>
          ) : (
            <CardForm
              draft={draft}
              onDraftChange={setDraft}
              submitLabel={t('sandbox.checkout.pay', { amount })}
              pending={pay.isPending}
              onSubmit={(card) => pay.mutate(card)}
            >
              <Button type="button" variant="ghost" onClick={() => sandboxNavigation.go(checkout.cancelUrl)}>
                {t('common.cancel')}
              </Button>
              {needsAction && !authOpen && (
                <Button type="button" variant="outline" onClick={() => setAuthOpen(true)}>
                  {t('sandbox.threeDs.resume')}
                </Button>
              )}
            </CardForm>
          )}
        </CardContent>
      </Card>
      <TestCards onUse={fillCard} />
      <ThreeDSecureDialog
        open={authOpen}
        onOpenChange={setAuthOpen}
        pending={confirm.isPending}
        onAnswer={(approve) => confirm.mutate(approve)}
        amount={amount}
      />
    </div>
  );
}
