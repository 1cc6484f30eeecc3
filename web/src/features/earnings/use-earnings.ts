import {
  EARNINGS_CREDITED_EVENT,
  earningsCreditedEventSchema,
  WITHDRAWAL_UPDATED_EVENT,
  withdrawalUpdatedEventSchema,
} from '@domain/api/earnings';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/use-session';
import { type EarningsSummary, earningsApi, earningsKeys, type Withdrawal } from './earnings-api';

export type WithdrawalPages = InfiniteData<{ items: Withdrawal[]; nextCursor: string | null }, string | null>;

/** The signed-in member's id ('' for none: queries stay disabled). */
export function useMemberId(): string {
  return useSession().user?.id ?? '';
}

/** The member's per-video earnings or withdrawals, a page at a time (the server's cursor). */
export function useEarningsPages<Item>(
  key: (userId: string) => readonly unknown[],
  fetchPage: (cursor: string | null) => Promise<{ items: Item[]; nextCursor: string | null }>,
) {
  const userId = useMemberId();
  const pages = useInfiniteQuery({
    queryKey: key(userId),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(userId),
  });
  return { pages, items: pages.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** GET /api/earnings for the signed-in member. */
export function useEarningsSummary() {
  const userId = useMemberId();
  return useQuery({
    queryKey: earningsKeys.summary(userId),
    queryFn: earningsApi.summary,
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** Puts `withdrawal` in the cached history: replaces the row with its id, or adds it on top. */
export function upsertWithdrawal(pages: WithdrawalPages | undefined, withdrawal: Withdrawal) {
  if (!pages) return pages;
  const known = pages.pages.some((p) => p.items.some((w) => w.id === withdrawal.id));
  return {
    ...pages,
    pages: pages.pages.map((page, i) => ({
      ...page,
      items: known
        ? page.items.map((w) => (w.id === withdrawal.id ? withdrawal : w))
        : i === 0
          ? [withdrawal, ...page.items]
          : page.items,
    })),
  };
}

/**
 * The dashboard's money, live over the realtime socket (the member's own topic): a paid view moves
 * the pending figure without a reload; a withdrawal that changes status reads the balances again.
 */
export function useEarningsUpdates(): void {
  const client = useQueryClient();
  const userId = useMemberId();

  useRealtime(
    EARNINGS_CREDITED_EVENT,
    (event) => {
      const parsed = earningsCreditedEventSchema.safeParse(event);
      if (!parsed.success) return;
      const { pendingCents, amountCents } = parsed.data;
      const cached = client.getQueryData<EarningsSummary>(earningsKeys.summary(userId));
      if (!cached) return void client.invalidateQueries({ queryKey: earningsKeys.summary(userId) });
      // The event carries the pending balance as the ledger holds it; the other totals grow by the credit.
      client.setQueryData<EarningsSummary>(earningsKeys.summary(userId), {
        ...cached,
        pendingCents,
        totalCents: cached.totalCents + amountCents,
        thisMonthCents: cached.thisMonthCents + amountCents,
      });
      // Charts and the per-video table follow on their next read, not at every view.
      void client.invalidateQueries({ queryKey: earningsKeys.videos(userId), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: earningsKeys.dailyAll(userId), refetchType: 'none' });
    },
    Boolean(userId),
  );

  useRealtime(
    WITHDRAWAL_UPDATED_EVENT,
    (event) => {
      const parsed = withdrawalUpdatedEventSchema.safeParse(event);
      if (!parsed.success) return;
      client.setQueryData<WithdrawalPages>(earningsKeys.withdrawals(userId), (pages) =>
        upsertWithdrawal(pages, parsed.data.withdrawal),
      );
      void client.invalidateQueries({ queryKey: earningsKeys.summary(userId) });
      void client.invalidateQueries({ queryKey: earningsKeys.withdrawals(userId) });
    },
    Boolean(userId),
  );
}
