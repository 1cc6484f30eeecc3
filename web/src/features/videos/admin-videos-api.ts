import type { AdminVideoSort, AdminVideosPage } from '@domain/api/admin-videos';
import { api } from '@/lib/api';

export type { AdminVideoRow, AdminVideosPage } from '@domain/api/admin-videos';

/** The admin videos table's filters as the form holds them ('' is "any"). */
export interface AdminVideoFilters {
  q: string;
  status: '' | 'processing' | 'ready' | 'failed';
  visibility: '' | 'public' | 'private';
  monetized: '' | 'true' | 'false';
  sort: AdminVideoSort;
}

export const EMPTY_ADMIN_VIDEO_FILTERS: AdminVideoFilters = {
  q: '',
  status: '',
  visibility: '',
  monetized: '',
  sort: 'newest',
};

export const adminVideosKeys = { page: (f: AdminVideoFilters) => ['admin-videos', 'page', f] as const };

export const adminVideosApi = {
  page: (filters: AdminVideoFilters, cursor?: string) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
    if (cursor) query.set('cursor', cursor);
    return api<AdminVideosPage>(`/api/admin/videos?${query}`);
  },
};

/** Where a video's moderation history is read: its reports and decisions on the moderation screen. */
export const moderationHistoryHref = (videoId: string): string =>
  `/admin/moderation?video=${encodeURIComponent(videoId)}`;
