import type { AuditPage } from '@domain/api/audit';
import { api } from '@/lib/api';

export type { AuditEntry, AuditPage } from '@domain/api/audit';

export interface AuditFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

export const auditKeys = { page: (filters: AuditFilters) => ['audit', 'page', filters] as const };

export const auditApi = {
  page: (filters: AuditFilters, cursor?: string) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
    if (cursor) query.set('cursor', cursor);
    return api<AuditPage>(`/api/admin/audit${query.size ? `?${query}` : ''}`);
  },
};
