import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorValues } from '@/lib/error-key';
import { formatEuros } from '@/lib/format';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { toast } from '@/lib/toast';
import { type EarningsSummary, earningsApi, earningsKeys } from './earnings-api';
import { upsertWithdrawal, useMemberId, type WithdrawalPages } from './use-earnings';

/**
 * Spec §8: an earnings error shows the server's text — its code's translation (`errors.<code>`)
 * when the interface knows it, else the message the server wrote, else `fallbackKey`.
 */
export function serverErrorText(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key, errorValues(error));
    if (error.message && error.code !== 'network_error') return error.message;
  }
  return i18n.t(fallbackKey);
}

const failed = (titleKey: string, fallbackKey: string) => (error: unknown) =>
  toast.error(i18n.t(titleKey), { description: serverErrorText(error, fallbackKey) });

/** Connect (or continue onboarding, or open the provider's dashboard): the provider's page in a new tab. */
export function useConnectPayoutAccount() {
  const client = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationFn: () => openInNewTab(earningsApi.connect),
    onError: failed('earnings.connect.failed', 'errors.payout_provider_error'),
    // Connecting creates the account: its state (onboarding) shows once back on the dashboard.
    onSettled: () => client.invalidateQueries({ queryKey: earningsKeys.summary(userId) }),
  });
}

/** Sync: the account's status and the withdrawals' statuses, read again from the provider. */
export function useSyncEarnings() {
  const client = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationFn: earningsApi.sync,
    onSuccess: (summary) => {
      client.setQueryData(earningsKeys.summary(userId), summary);
      void client.invalidateQueries({ queryKey: earningsKeys.withdrawals(userId) });
      toast.success(i18n.t('earnings.sync.done'));
    },
    onError: failed('earnings.sync.failed', 'errors.payout_provider_error'),
  });
}

/** Withdraw the whole withdrawable balance; the server says why when it cannot. */
export function useWithdraw() {
  const client = useQueryClient();
  const userId = useMemberId();
  const { i18n: translator } = useTranslation();
  return useMutation({
    mutationFn: () => earningsApi.withdraw(crypto.randomUUID()),
    onSuccess: ({ withdrawal, summary }) => {
      client.setQueryData(earningsKeys.summary(userId), summary);
      client.setQueryData<WithdrawalPages>(earningsKeys.withdrawals(userId), (pages) =>
        upsertWithdrawal(pages, withdrawal),
      );
      toast.success(
        i18n.t('earnings.withdraw.done', {
          amount: formatEuros(withdrawal.amountCents, translator.language),
        }),
      );
    },
    onError: failed('earnings.withdraw.failed', 'earnings.withdraw.unknownError'),
  });
}

/** The automatic payout switch: shown at once, put back if the server refuses. */
export function useAutoPayout() {
  const client = useQueryClient();
  const userId = useMemberId();
  const key = earningsKeys.summary(userId);
  return useMutation({
    mutationFn: (autoPayout: boolean) => earningsApi.settings({ autoPayout }),
    onMutate: async (autoPayout) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<EarningsSummary>(key);
      if (before) client.setQueryData<EarningsSummary>(key, { ...before, autoPayout });
      return { before };
    },
    onError: (error, _autoPayout, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      failed('earnings.autoPayout.failed', 'earnings.autoPayout.failed')(error);
    },
    onSuccess: ({ autoPayout }) =>
      client.setQueryData<EarningsSummary>(key, (s) => (s ? { ...s, autoPayout } : s)),
  });
}
