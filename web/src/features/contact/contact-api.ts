import type { ContactResponse } from '@domain/api/contact';
import type { ContactInput } from '@domain/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const contactApi = {
  send: (input: ContactInput) => api<ContactResponse>('/api/contact', { method: 'POST', json: input }),
};

/** Sends a contact-form message (no query to refresh: nothing of it is shown back). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: contactApi.send });
}
