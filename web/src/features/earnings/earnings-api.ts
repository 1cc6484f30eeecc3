import {
  adminPayoutsPageSchema,
  type EarningsDaily,
  type EarningsSummary,
  earningsDailySchema,
  earningsSettingsSchema,
  earningsSummarySchema,
  payoutLinkSchema,
  videoEarningsPageSchema,
  withdrawalsPageSchema,
  withdrawResultSchema,
} from '@domain/api/earnings';
import type { WithdrawalStatus } from '@domain/payouts';
import { api } from '@/lib/api';

/** Types of the earnings API (domain/api/earnings.ts); every answer is parsed with its schema. */
export type {
  EarningsDaily,
  EarningsSummary,
  PayoutAccount,
  VideoEarnings,
  Withdrawal,
} from '@domain/api/earnings';
export type ChartRange = 7 | 30 | 90;

/** Per member: another member signing in on the same tab never sees the previous one's money. */
export const earningsKeys = {
  all: (userId: string) => ['earnings', userId] as const,
  summary: (userId: string) => ['earnings', userId, 'summary'] as const,
  /** Every range's chart: a paid view makes them all stale. */
  dailyAll: (userId: string) => ['earnings', userId, 'daily'] as const,
  daily: (userId: string, days: ChartRange) => ['earnings', userId, 'daily', days] as const,
  videos: (userId: string) => ['earnings', userId, 'videos'] as const,
  withdrawals: (userId: string) => ['earnings', userId, 'withdrawals'] as const,
  /** The admins' payouts screen: every creator's withdrawals, by status filter. */
  adminPayouts: (status: WithdrawalStatus | 'all') => ['earnings', 'admin-payouts', status] as const,
};

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export const earningsApi = {
  summary: async (): Promise<EarningsSummary> => earningsSummarySchema.parse(await api('/api/earnings')),
  connect: async () =>
    payoutLinkSchema.parse(await api('/api/earnings/connect', { method: 'POST', json: {} })),
  sync: async (): Promise<EarningsSummary> =>
    earningsSummarySchema.parse(await api('/api/earnings/sync', { method: 'POST', json: {} })),
  /** One key per click: a request the network delivers twice makes one withdrawal, not two. */
  withdraw: async (idempotencyKey: string) =>
    withdrawResultSchema.parse(
      await api('/api/earnings/withdraw', {
        method: 'POST',
        json: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
  settings: async (input: { autoPayout: boolean }) =>
    earningsSettingsSchema.parse(await api('/api/earnings/settings', { method: 'PATCH', json: input })),
  daily: async (days: ChartRange): Promise<EarningsDaily> =>
    earningsDailySchema.parse(await api(`/api/earnings/daily?days=${days}`)),
  videos: async (cursor: string | null) =>
    videoEarningsPageSchema.parse(await api(withCursor('/api/earnings/videos', cursor))),
  withdrawals: async (cursor: string | null) =>
    withdrawalsPageSchema.parse(await api(withCursor('/api/earnings/withdrawals', cursor))),
  adminPayouts: async (status: WithdrawalStatus | 'all', cursor: string | null) => {
    const query = new URLSearchParams();
    if (status !== 'all') query.set('status', status);
    if (cursor) query.set('cursor', cursor);
    return adminPayoutsPageSchema.parse(await api(`/api/admin/payouts${query.size ? `?${query}` : ''}`));
  },
};

/** CSV downloads: plain links, the session cookie goes with them. */
export const statementUrls = {
  withdrawal: (id: string) => `/api/earnings/withdrawals/${encodeURIComponent(id)}/statement.csv`,
  month: (month: string) => `/api/earnings/statements/${month}.csv`,
};
