import type { ConsentPolicyResponse } from '@domain/api/consent';
import type { ConsentDecision } from '@domain/consent';
import { api } from '@/lib/api';

export const consentKeys = { policy: (override: string | null) => ['consent', 'policy', override] as const };

export const consentApi = {
  policy: (override: string | null) => {
    const query = new URLSearchParams({ locale: navigator.language });
    if (override) query.set('override', override);
    return api<ConsentPolicyResponse>(`/api/consent/policy?${query}`);
  },
  record: (decision: ConsentDecision) => api<void>('/api/consent', { method: 'POST', json: decision }),
};
