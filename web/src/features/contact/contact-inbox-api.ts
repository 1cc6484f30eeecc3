import type { AdminContactMessage, AdminContactPage, ContactState } from '@domain/api/admin-contact';
import { api } from '@/lib/api';

export type { AdminContactMessage, AdminContactPage, ContactState } from '@domain/api/admin-contact';

export const contactInboxKeys = {
  all: ['contact-inbox'] as const,
  page: (state: ContactState | '') => ['contact-inbox', 'page', state] as const,
};

export const contactInboxApi = {
  page: (state: ContactState | '', cursor?: string) => {
    const query = new URLSearchParams();
    if (state) query.set('state', state);
    if (cursor) query.set('cursor', cursor);
    return api<AdminContactPage>(`/api/admin/contact${query.size ? `?${query}` : ''}`);
  },
  setState: (id: string, state: ContactState) =>
    api<AdminContactMessage>(`/api/admin/contact/${id}/state`, { method: 'POST', json: { state } }),
  reply: (id: string, body: string) =>
    api<AdminContactMessage>(`/api/admin/contact/${id}/reply`, { method: 'POST', json: { body } }),
};
