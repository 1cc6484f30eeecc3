import type { MyReports, ReportReceipt } from '@domain/api/moderation';
import type { ReportInput } from '@domain/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { MyReport, ReportReceipt } from '@domain/api/moderation';

/** Keyed by member: whoever signs in next in this tab never sees the previous member's reports. */
export const reportKeys = {
  all: ['reports'] as const,
  mine: (userId: string) => ['reports', userId] as const,
};

export const reportsApi = {
  send: (input: ReportInput) => api<ReportReceipt>('/api/reports', { method: 'POST', json: input }),
  mine: () => api<MyReports>('/api/me/reports'),
};

export function useSendReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportsApi.send,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export function useMyReports(userId: string | undefined) {
  return useQuery({
    queryKey: reportKeys.mine(userId ?? ''),
    queryFn: reportsApi.mine,
    enabled: Boolean(userId),
  });
}
