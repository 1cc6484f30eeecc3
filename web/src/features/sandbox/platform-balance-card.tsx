import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatEuros } from '@/lib/format';
import { sandboxPayoutKeys, sandboxPayoutsApi } from './sandbox-payouts-api';

/** "12,50" or "12.50" euros → cents; null unless between 0,01 and 100 000 €. */
export function parseEuroCents(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents >= 1 && cents <= 10_000_000 ? cents : null;
}

/**
 * The admin's card for the sandbox's platform balance (what creators' withdrawals are paid from in
 * test mode): shows it and tops it up. Renders nothing when payments are not the sandbox (the
 * route does not exist then).
 */
export function PlatformBalanceCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery({
    queryKey: sandboxPayoutKeys.platformBalance,
    queryFn: () => sandboxPayoutsApi.platformBalance(),
    retry: false,
  });
  const topUp = useMutation({
    mutationFn: (cents: number) => sandboxPayoutsApi.topUp(cents),
    onMutate: () => {
      setError(null);
      setDone(null);
    },
    onSuccess: (balance) => {
      client.setQueryData(sandboxPayoutKeys.platformBalance, balance);
      setAmount('');
      setDone(
        t('sandbox.platformBalance.added', { amount: formatEuros(balance.availableCents, i18n.language) }),
      );
    },
    onError: (cause) => setError(t(errorKey(cause, 'sandbox.platformBalance.failed'))),
  });
  if (!query.data) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEuroCents(amount);
    if (cents === null) return setError(t('sandbox.platformBalance.invalid'));
    topUp.mutate(cents);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('sandbox.platformBalance.title')}</h2>
        </CardTitle>
        <CardDescription>{t('sandbox.platformBalance.text')}</CardDescription>
        <p className="text-lg font-semibold">
          {t('sandbox.platformBalance.available', {
            amount: formatEuros(query.data.availableCents, i18n.language),
          })}
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-4">
          <Field id="platform-topup" label={t('sandbox.platformBalance.amount')} error={error}>
            <Input
              id="platform-topup"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" disabled={topUp.isPending}>
            {t('sandbox.platformBalance.add')}
          </Button>
        </form>
        <div aria-live="polite">
          {done && (
            <p role="status" className="mt-3 text-sm">
              {done}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
