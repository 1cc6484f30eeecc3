import type { AdSettings } from '@domain/api/ads';
import { api } from '@/lib/api';

export type { AdSettings } from '@domain/api/ads';

/** What an admin sends: only the fields given change (PATCH /api/admin/ads). */
export type AdSettingsPatch = {
  enabled?: boolean;
  publisherId?: string | null;
  slots?: { homeFeed?: string | null; watch?: string | null };
};

export const adsKeys = { settings: ['ads', 'settings'] as const };

export const adsApi = {
  settings: () => api<AdSettings>('/api/admin/ads'),
  saveSettings: (patch: AdSettingsPatch) =>
    api<AdSettings>('/api/admin/ads', { method: 'PATCH', json: patch }),
};
