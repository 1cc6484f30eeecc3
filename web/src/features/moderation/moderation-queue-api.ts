import type { ModerationItemDetail, ModerationQueuePage } from '@domain/api/moderation';
import type { ReportItemKind } from '@domain/moderation';
import { api } from '@/lib/api';

export type { ModerationItemDetail, ModerationQueueItem, ModerationReport } from '@domain/api/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: ['moderation', 'queue'] as const,
  item: (id: string) => ['moderation', 'item', id] as const,
  lookup: (kind: ReportItemKind, target: string) => ['moderation', 'lookup', kind, target] as const,
};

export const moderationApi = {
  queue: (cursor?: string) =>
    api<ModerationQueuePage>(
      `/api/admin/moderation/queue${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  item: (id: string) => api<ModerationItemDetail>(`/api/admin/moderation/items/${id}`),
  /** The item of a video or channel (404 moderation_item_not_found: never reported). */
  lookup: (kind: ReportItemKind, target: string) =>
    api<{ id: string }>(`/api/admin/moderation/lookup?kind=${kind}&target=${encodeURIComponent(target)}`),
  dismiss: (id: string, statement: string) =>
    api<{ dismissed: number; closedAt: string }>(`/api/admin/moderation/items/${id}/dismiss`, {
      method: 'POST',
      json: { statement },
    }),
};
