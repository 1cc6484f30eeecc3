import type { AppealQueue, Decision, MyDecisions } from '@domain/api/moderation-decisions';
import type { AppealOutcome, DecideInput } from '@domain/moderation-decisions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type {
  AppealQueue,
  AppealQueueItem,
  Decision,
  DecisionSanction,
} from '@domain/api/moderation-decisions';

/** `?token=` from the decision email: a suspended or banned member reads and appeals with it, signed out. */
const withToken = (path: string, token: string | null) =>
  token ? `${path}?token=${encodeURIComponent(token)}` : path;

export const decisionKeys = {
  /** Every member's list of decisions (an appeal changes the one it is in). */
  allMine: ['decisions', 'mine'] as const,
  mine: (userId: string | undefined) => ['decisions', 'mine', userId] as const,
  one: (id: string, token: string | null) => ['decisions', 'one', id, token] as const,
  appeals: ['moderation', 'appeals'] as const,
};

export const decisionsApi = {
  mine: () => api<MyDecisions>('/api/me/moderation/decisions'),
  one: (id: string, token: string | null) =>
    api<Decision>(withToken(`/api/moderation/decisions/${encodeURIComponent(id)}`, token)),
  appeal: (id: string, token: string | null, message: string) =>
    api<Decision>(withToken(`/api/moderation/decisions/${encodeURIComponent(id)}/appeal`, token), {
      method: 'POST',
      json: { message },
    }),
  decide: (itemId: string, input: DecideInput) =>
    api<Decision>(`/api/admin/moderation/items/${itemId}/decide`, { method: 'POST', json: input }),
  decideOnMember: (memberId: string, input: DecideInput) =>
    api<Decision>(`/api/admin/moderation/members/${encodeURIComponent(memberId)}/decide`, {
      method: 'POST',
      json: input,
    }),
  appeals: () => api<AppealQueue>('/api/admin/moderation/appeals'),
  review: (appealId: string, outcome: AppealOutcome, statement: string) =>
    api<Decision>(`/api/admin/moderation/appeals/${appealId}/review`, {
      method: 'POST',
      json: { outcome, statement },
    }),
};

/** The statements of reasons of a period, as a file the browser downloads (admins; the cookie goes along). */
export const statementsHref = (from: string, to: string, format: 'json' | 'csv') =>
  `/api/admin/moderation/statements?from=${from}&to=${to}&format=${format}`;

export function useMyDecisions(userId: string | undefined) {
  return useQuery({
    queryKey: decisionKeys.mine(userId),
    queryFn: decisionsApi.mine,
    enabled: Boolean(userId),
    staleTime: 0,
  });
}
