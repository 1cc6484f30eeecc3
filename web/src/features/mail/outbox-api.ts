import type { OutboxMessage, OutboxPage } from '@domain/api/mail-outbox';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { OutboxMessage, OutboxPage, OutboxSummary } from '@domain/api/mail-outbox';

export const outboxKeys = {
  status: ['outbox', 'status'] as const,
  page: ['outbox', 'page'] as const,
  message: (id: string) => ['outbox', 'message', id] as const,
};

export const outboxApi = {
  status: () => api<{ enabled: boolean }>('/api/admin/outbox/status'),
  page: (before?: string) =>
    api<OutboxPage>(`/api/admin/outbox${before ? `?before=${encodeURIComponent(before)}` : ''}`),
  message: (id: string) => api<OutboxMessage>(`/api/admin/outbox/${encodeURIComponent(id)}`),
};

/** Whether mail goes to the local outbox (the server's MAIL setting), for admins: the viewer exists then. */
export function useOutboxEnabled(enabled: boolean): boolean {
  const status = useQuery({
    queryKey: outboxKeys.status,
    queryFn: outboxApi.status,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return status.data?.enabled === true;
}
