import type { MemberDetail, MemberRoleChange, MembersPage } from '@domain/api/members';
import { api } from '@/lib/api';

export type { MemberDetail, MemberRow, MembersPage } from '@domain/api/members';

/** The list's filters as the form holds them ('' = not filtered). */
export interface MemberFilters {
  q: string;
  role: '' | 'admin' | 'qa' | 'none';
  premium: '' | 'yes' | 'no';
  creator: '' | 'yes' | 'no';
  sanctioned: '' | 'yes' | 'no';
  createdFrom: string;
  createdTo: string;
  signInFrom: string;
  signInTo: string;
  sort: '-created' | 'created' | 'email' | '-email' | '-signIn' | 'signIn';
}

export const EMPTY_MEMBER_FILTERS: MemberFilters = {
  q: '',
  role: '',
  premium: '',
  creator: '',
  sanctioned: '',
  createdFrom: '',
  createdTo: '',
  signInFrom: '',
  signInTo: '',
  sort: '-created',
};

/** The filters as a query string (the list's and the CSV export's). */
export const filtersQuery = (filters: MemberFilters) =>
  new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim() !== ''));

export const membersKeys = {
  all: ['members'] as const,
  page: (filters: MemberFilters) => ['members', 'page', filters] as const,
  detail: (id: string) => ['members', 'detail', id] as const,
};

export const membersApi = {
  page: (filters: MemberFilters, cursor?: string) => {
    const query = filtersQuery(filters);
    if (cursor) query.set('cursor', cursor);
    return api<MembersPage>(`/api/admin/members?${query}`);
  },
  csvUrl: (filters: MemberFilters) => `/api/admin/members.csv?${filtersQuery(filters)}`,
  detail: (id: string) => api<MemberDetail>(`/api/admin/members/${encodeURIComponent(id)}`),
  changeRole: (change: MemberRoleChange) =>
    api<{ changed: number }>('/api/admin/members/roles', { method: 'POST', json: change }),
  revokeSessions: (memberIds: string[]) =>
    api<{ changed: number }>('/api/admin/members/sessions/revoke', { method: 'POST', json: { memberIds } }),
};
