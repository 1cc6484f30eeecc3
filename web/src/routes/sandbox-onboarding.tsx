import { SANDBOX_PAYOUT_COUNTRIES, SANDBOX_TEST_IBAN } from '@domain/api/sandbox-payouts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { type BankDraft, BankFields, ibanError } from '@/features/sandbox/bank-fields';
import { sandboxNavigation } from '@/features/sandbox/sandbox-api';
import { SandboxNotice } from '@/features/sandbox/sandbox-notice';
import {
  type SandboxOnboarding,
  sandboxPayoutKeys,
  sandboxPayoutsApi,
} from '@/features/sandbox/sandbox-payouts-api';
import { TestModeBanner } from '@/features/sandbox/test-mode-banner';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { usePageTitle } from '@/lib/use-page-title';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The sandbox payout provider's onboarding page (Kinora's stand-in for Stripe Connect's Express
 * onboarding in test mode): name, country, a test IBAN and how the test bank treats payouts; submit
 * → the account is connected and the member goes back to Kinora. An expired or used link sends
 * the member to Kinora's refresh URL, which makes a fresh one (as Stripe does).
 */
export default function SandboxOnboardingPage() {
  const { t } = useTranslation();
  usePageTitle(t('sandbox.onboarding.title'));
  const { token = '' } = useParams();
  const query = useQuery({
    queryKey: sandboxPayoutKeys.onboarding(token),
    queryFn: () => sandboxPayoutsApi.onboarding(token),
    staleTime: 0,
    retry: false,
  });
  const expired = query.data?.state === 'expired' ? query.data.refreshUrl : null;
  useEffect(() => {
    if (expired) sandboxNavigation.go(expired);
  }, [expired]);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <TestModeBanner />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sandbox.onboarding.title')}</h1>
      {query.data?.state === 'open' ? (
        <OnboardingForm token={token} onboarding={query.data} />
      ) : query.data?.state === 'expired' ? (
        <p role="status">{t('sandbox.onboarding.expiredText')}</p>
      ) : query.isError ? (
        <SandboxNotice
          title={t('sandbox.onboarding.notFound')}
          text={t(errorKey(query.error, 'sandbox.onboarding.notFoundText'))}
          href="/"
          linkLabel={t('sandbox.backToKinora')}
        />
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}

function OnboardingForm({
  token,
  onboarding,
}: {
  token: string;
  onboarding: Extract<SandboxOnboarding, { state: 'open' }>;
}) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [country, setCountry] = useState(
    (SANDBOX_PAYOUT_COUNTRIES as readonly string[]).includes(onboarding.country) ? onboarding.country : 'FR',
  );
  const [bank, setBank] = useState<BankDraft>({ iban: SANDBOX_TEST_IBAN, bank: 'succeed' });
  const [errors, setErrors] = useState<{ name?: string; iban?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const submit = useMutation({
    mutationFn: () =>
      sandboxPayoutsApi.submitOnboarding(token, {
        name: name.trim(),
        country: country as (typeof SANDBOX_PAYOUT_COUNTRIES)[number],
        iban: bank.iban,
        bank: bank.bank,
      }),
    onMutate: () => setFailure(null),
    onSuccess: (result) => sandboxNavigation.go(result.redirectUrl),
    onError: (cause) => setFailure(t(errorKey(cause, 'sandbox.onboarding.failed'))),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const iban = ibanError(bank.iban);
    const next = {
      name: name.trim() ? undefined : t('sandbox.onboarding.invalid.name'),
      iban: iban ? t(iban) : undefined,
    };
    setErrors(next);
    if (!next.name && !next.iban) submit.mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t('sandbox.onboarding.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('sandbox.onboarding.for', { email: onboarding.email })}</CardDescription>
        <p className="text-sm text-muted-foreground">{t('sandbox.onboarding.intro')}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div aria-live="assertive">
            {failure && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {failure}
              </p>
            )}
          </div>
          <Field id="onboarding-name" label={t('sandbox.onboarding.name')} error={errors.name}>
            <Input
              id="onboarding-name"
              value={name}
              autoComplete="name"
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field id="onboarding-country" label={t('sandbox.onboarding.country')}>
            <select
              id="onboarding-country"
              className={selectClass}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            >
              {SANDBOX_PAYOUT_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {regions.of(code) ?? code}
                </option>
              ))}
            </select>
          </Field>
          <BankFields idPrefix="onboarding" draft={bank} onChange={setBank} error={errors.iban ?? null} />
          {submit.isSuccess ? (
            <p role="status" className="font-medium text-success">
              {t('sandbox.onboarding.connected')}
            </p>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={submit.isPending}>
                {t('sandbox.onboarding.submit')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => sandboxNavigation.go(onboarding.returnUrl)}
              >
                {t('common.cancel')}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
