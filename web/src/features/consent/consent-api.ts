import type { ConsentPolicyResponse } from '@domain/api/consent';
import type { ConsentDecision } from '@domain/consent';
import { api } from '@/lib/api';

export const consentKeys = { policy: (override: string | null) => ['consent', 'policy', override] as const };

export const consentApi = {
  // The very URL web/index.html preloads (the browser's language travels in Accept-Language), so
  // the banner does not wait for this script to start its request.
  policy: (override: string | null) =>
    api<ConsentPolicyResponse>(
      override ? `/api/consent/policy?${new URLSearchParams({ override })}` : '/api/consent/policy',
    ),
  record: (decision: ConsentDecision) => api<void>('/api/consent', { method: 'POST', json: decision }),
};
