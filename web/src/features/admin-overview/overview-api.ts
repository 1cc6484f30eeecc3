import type { Overview } from '@domain/api/admin-overview';
import { api } from '@/lib/api';

export type { Overview, OverviewSeries, OverviewTile } from '@domain/api/admin-overview';

export const overviewKeys = { figures: (days: number) => ['admin-overview', days] as const };

export const overviewApi = {
  figures: (days: number) => api<Overview>(`/api/admin/overview?days=${days}`),
};
