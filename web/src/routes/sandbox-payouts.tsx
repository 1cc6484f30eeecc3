import { SANDBOX_TEST_IBAN } from '@domain/api/sandbox-payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type BankDraft, BankFields, ibanError } from '@/features/sandbox/bank-fields';
import { SandboxNotice } from '@/features/sandbox/sandbox-notice';
import {
  type SandboxPayoutDashboard,
  sandboxPayoutKeys,
  sandboxPayoutsApi,
} from '@/features/sandbox/sandbox-payouts-api';
import { TestModeBanner } from '@/features/sandbox/test-mode-banner';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate, formatEuros } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The sandbox connected account's dashboard (Kinora's stand-in for the Stripe Express dashboard,
 * opened by a login link): its payouts and their statuses, and a change of bank account — which
 * changes the payout destination (Kinora holds withdrawals for a while after such a change).
 */
export default function SandboxPayoutsPage() {
  const { t } = useTranslation();
  usePageTitle(t('sandbox.payouts.title'));
  const { token = '' } = useParams();
  const query = useQuery({
    queryKey: sandboxPayoutKeys.dashboard(token),
    queryFn: () => sandboxPayoutsApi.dashboard(token),
    staleTime: 0,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <TestModeBanner />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sandbox.payouts.title')}</h1>
      {query.data ? (
        <>
          <PayoutList dashboard={query.data} />
          <BankCard token={token} dashboard={query.data} />
        </>
      ) : query.isError ? (
        <SandboxNotice
          title={t('sandbox.payouts.notFound')}
          text={t(errorKey(query.error, 'sandbox.payouts.notFoundText'))}
          href="/"
          linkLabel={t('sandbox.backToKinora')}
        />
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </div>
  );
}

function PayoutList({ dashboard }: { dashboard: SandboxPayoutDashboard }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t('sandbox.payouts.list')}</h2>
        </CardTitle>
        <CardDescription>{t('sandbox.payouts.for', { email: dashboard.email })}</CardDescription>
      </CardHeader>
      <CardContent>
        {dashboard.payouts.length === 0 ? (
          <p className="text-muted-foreground">{t('sandbox.payouts.none')}</p>
        ) : (
          <ul className="divide-y">
            {dashboard.payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="font-semibold">{formatEuros(p.amountCents, i18n.language)}</span>
                <span className="text-sm text-muted-foreground">
                  {formatDate(p.createdAt, i18n.language)}
                </span>
                <Badge
                  variant={
                    p.status === 'failed' ? 'destructive' : p.status === 'paid' ? 'default' : 'secondary'
                  }
                >
                  {t(`sandbox.payouts.statuses.${p.status}`)}
                </Badge>
                {p.failureCode && (
                  <p className="w-full text-sm text-destructive">
                    {p.failureCode === 'account_closed'
                      ? t('sandbox.payouts.accountClosed')
                      : p.failureMessage}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BankCard({ token, dashboard }: { token: string; dashboard: SandboxPayoutDashboard }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<BankDraft>({
    iban: SANDBOX_TEST_IBAN,
    bank: dashboard.bank ?? 'succeed',
  });
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const change = useMutation({
    mutationFn: () => sandboxPayoutsApi.changeBank(token, draft),
    onMutate: () => setMessage(null),
    onSuccess: (next) => {
      client.setQueryData(sandboxPayoutKeys.dashboard(token), next);
      setDraft({ iban: SANDBOX_TEST_IBAN, bank: next.bank ?? 'succeed' });
      setMessage({ text: t('sandbox.payouts.saved'), failed: false });
    },
    onError: (cause) => setMessage({ text: t(errorKey(cause, 'sandbox.payouts.failed')), failed: true }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = ibanError(draft.iban);
    setError(invalid ? t(invalid) : null);
    if (!invalid) change.mutate();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t('sandbox.payouts.bankAccount')}</h2>
        </CardTitle>
        {dashboard.bankLast4 && (
          <CardDescription>
            {t('sandbox.payouts.bankOnFile', { last4: dashboard.bankLast4 })}
            {dashboard.bank && ` · ${t(`sandbox.onboarding.banks.${dashboard.bank}`)}`}
          </CardDescription>
        )}
        {dashboard.destinationChangedAt && (
          <p className="text-sm text-muted-foreground">
            {t('sandbox.payouts.destinationChanged', {
              date: formatDate(dashboard.destinationChangedAt, i18n.language),
            })}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <h3 className="font-semibold">{t('sandbox.payouts.change')}</h3>
          <BankFields idPrefix="bank" draft={draft} onChange={setDraft} error={error} />
          <div aria-live="polite">
            {message && (
              <p
                role={message.failed ? 'alert' : 'status'}
                className={message.failed ? 'text-sm text-destructive' : 'text-sm'}
              >
                {message.text}
              </p>
            )}
          </div>
          <Button type="submit" disabled={change.isPending}>
            {t('sandbox.payouts.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
